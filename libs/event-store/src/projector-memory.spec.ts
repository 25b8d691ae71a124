import { rememberRecent } from './projector-memory.js';

describe('rememberRecent', () => {
  it('keeps the most recently written entries, forgetting the oldest past the limit', () => {
    const memory = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    rememberRecent(
      memory,
      [
        ['a', 10],
        ['d', 4],
      ],
      3,
    );
    // 'a' was written again, so 'b' is now the least recently written and goes first.
    expect([...memory]).toEqual([
      ['c', 3],
      ['a', 10],
      ['d', 4],
    ]);
  });

  it('takes a Map of what a batch wrote', () => {
    const memory = new Map<string, number>();
    rememberRecent(
      memory,
      new Map([
        ['x', 1],
        ['y', 2],
        ['z', 3],
      ]),
      2,
    );
    expect([...memory.keys()]).toEqual(['y', 'z']);
  });
});
