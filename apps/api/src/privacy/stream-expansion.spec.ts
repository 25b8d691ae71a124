import { expandStreams, unionOf } from './stream-expansion.js';

/** A graph of stream -> streams hanging off it, answered the way contexts answer relatedStreams. */
const lookup = (graph: Record<string, string[]>) => {
  const calls: string[][] = [];
  const related = async (known: readonly string[]) => {
    calls.push([...known]);
    return known.flatMap((id) => graph[id] ?? []);
  };
  return { related, calls };
};

describe('expandStreams', () => {
  it('follows related streams transitively until a round finds nothing new', async () => {
    const { related, calls } = lookup({ 'chat-1': ['email-1', 'document-1'], 'document-1': ['file-1'], 'file-1': ['chat-1'] });
    expect(await expandStreams(['chat-1'], related)).toEqual(['chat-1', 'email-1', 'document-1', 'file-1']);
    expect(calls).toEqual([['chat-1'], ['chat-1', 'email-1', 'document-1'], ['chat-1', 'email-1', 'document-1', 'file-1']]);
  });

  it('drops repeated seeds and repeated answers', async () => {
    const { related } = lookup({ a: ['b', 'b', 'a'], c: ['b'] });
    expect(await expandStreams(['a', 'c', 'a'], related)).toEqual(['a', 'c', 'b']);
  });

  it('asks nothing for an empty seed', async () => {
    const { related, calls } = lookup({});
    expect(await expandStreams([], related)).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('stops with an error when the answers never settle', async () => {
    let n = 0;
    await expect(expandStreams(['a'], async () => [`s${n++}`], 5)).rejects.toThrow(/did not settle in 5 rounds/);
  });
});

describe('unionOf', () => {
  it('merges every answer once and skips items without the lookup', async () => {
    const items = [{ ask: async () => ['x', 'y'] }, {}, { ask: async () => ['y', 'z'] }] as { ask?: () => Promise<string[]> }[];
    expect(await unionOf(items, (i) => i.ask?.())).toEqual(['x', 'y', 'z']);
  });
});
