import { AppendBatcher } from './append-batcher.js';

/** A run function whose batches finish when the test says so. */
function controlledRun() {
  const batches: { items: number[]; finish: (settled?: PromiseSettledResult<string>[]) => void; fail: (e: unknown) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<PromiseSettledResult<string>[]>((resolve, reject) => {
      batches.push({
        items,
        finish: (settled) => resolve(settled ?? items.map((i) => ({ status: 'fulfilled', value: `done ${i}` }))),
        fail: reject,
      });
    });
  return { batches, run };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('AppendBatcher (group commit)', () => {
  it('sends an item alone and at once while nothing is in flight', async () => {
    const { batches, run } = controlledRun();
    const batcher = new AppendBatcher(run, 2, 10);
    const p = batcher.submit(1);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.finish();
    await expect(p).resolves.toBe('done 1');
  });

  it('collects what arrives while the in-flight batches run and sends it together, in arrival order', async () => {
    const { batches, run } = controlledRun();
    const batcher = new AppendBatcher(run, 2, 10);
    const results = [1, 2, 3, 4, 5].map((i) => batcher.submit(i));
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);
    batches[0]!.finish();
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]]);
    batches[1]!.finish();
    batches[2]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
  });

  it('caps a batch at maxBatch items', async () => {
    const { batches, run } = controlledRun();
    const batcher = new AppendBatcher(run, 1, 2);
    const results = [1, 2, 3, 4, 5].map((i) => batcher.submit(i));
    for (let k = 0; k < 3; k++) {
      batches[k]!.finish();
      await tick();
    }
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5]]);
    await Promise.all(results);
  });

  it('settles each item with its own outcome, and rejects every item of a batch that failed as a whole', async () => {
    const { batches, run } = controlledRun();
    const batcher = new AppendBatcher(run, 1, 10);
    const first = batcher.submit(1);
    const [a, b] = [batcher.submit(2), batcher.submit(3)];
    batches[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    batches[1]!.finish([
      { status: 'rejected', reason: new Error('conflict on 2') },
      { status: 'fulfilled', value: 'done 3' },
    ]);
    await expect(a).rejects.toThrow('conflict on 2');
    await expect(b).resolves.toBe('done 3');
    // The batcher keeps going after a failure.
    const after = batcher.submit(4);
    await tick();
    batches[2]!.finish();
    await expect(after).resolves.toBe('done 4');
  });

  it('refuses a width or batch size below one', () => {
    expect(() => new AppendBatcher(async () => [], 0, 1)).toThrow();
    expect(() => new AppendBatcher(async () => [], 1, 0)).toThrow();
  });
});
