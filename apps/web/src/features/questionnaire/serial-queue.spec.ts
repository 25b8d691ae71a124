import { createSerialQueue } from './serial-queue';

describe('the serial queue that records answers', () => {
  it('runs tasks in order, one at a time, past a failure', async () => {
    const errors: unknown[] = [];
    const queue = createSerialQueue((e) => errors.push(e));
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    void queue.enqueue(async () => {
      await gate;
      log.push('first');
    });
    void queue.enqueue(async () => {
      throw new Error('second failed');
    });
    const last = queue.enqueue(async () => {
      log.push('third');
    });
    expect(log).toEqual([]);
    release();
    await last;
    expect(log).toEqual(['first', 'third']);
    expect(errors).toEqual([new Error('second failed')]);
  });

  it('is idle only once every task queued before and while waiting has settled', async () => {
    const queue = createSerialQueue(() => undefined);
    const log: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    void queue.enqueue(async () => {
      await gate;
      log.push('first');
      // Queued while someone already waits for idle.
      void queue.enqueue(async () => {
        log.push('late');
      });
    });
    const idle = queue.idle().then(() => log.push('idle'));
    release();
    await idle;
    expect(log).toEqual(['first', 'late', 'idle']);
    await queue.idle();
  });
});
