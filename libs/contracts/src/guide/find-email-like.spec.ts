import { EMAIL_LIKE_PATTERN, findEmailLike } from './guide.constants.js';

/** Small random strings over the characters the pattern cares about, with a fixed seed. */
function* samples(count: number): Generator<string> {
  const alphabet = ['a', 'b', '.', '@', ' ', ',', '"', '-', '1', '\n', ':'];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  for (let i = 0; i < count; i++) {
    const length = next() % 24;
    yield Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
  }
}

describe('findEmailLike', () => {
  it('finds what EMAIL_LIKE_PATTERN finds, on 5,000 random strings', () => {
    for (const s of samples(5_000)) expect([s, findEmailLike(s)]).toEqual([s, EMAIL_LIKE_PATTERN.exec(s)?.[0] ?? null]);
  });

  it('finds addresses in prose', () => {
    expect(findEmailLike('Write to Ada (ada@chartvoice.org.) or bob@x.io')).toBe('ada@chartvoice.org');
    expect(findEmailLike('no address @ here, a@b, c@d.')).toBeNull();
  });

  it('stays linear on a 400,000-character word, with and without an @', () => {
    const word = 'a'.repeat(400_000);
    const started = performance.now();
    expect(findEmailLike(word)).toBeNull();
    expect(findEmailLike(`${word}@`)).toBeNull();
    expect(findEmailLike(`${word}@b.c`)).toHaveLength(400_004);
    expect(findEmailLike('a@'.repeat(200_000))).toBeNull();
    // Generous: the pattern itself needs minutes here; linear code needs milliseconds.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
