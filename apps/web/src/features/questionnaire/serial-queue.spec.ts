import { createSerialQueue } from './serial-queue';

describe('the serial queue that records answers', () => {
  it('runs tasks in order, one at a time, past a failure', async () => {
    const errors: unknown[] = [];
    const enqueue = createSerialQueue((e) => errors.push(e));
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    void enqueue(async () => {
      await gate;
      log.push('first');
    });
    void enqueue(async () => {
      throw new Error('second failed');
    });
    const last = enqueue(async () => {
      log.push('third');
    });
    expect(log).toEqual([]);
    release();
    await last;
    expect(log).toEqual(['first', 'third']);
    expect(errors).toEqual([new Error('second failed')]);
  });
});
