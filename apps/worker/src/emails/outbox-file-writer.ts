import { Worker } from 'node:worker_threads';

/**
 * The thread's whole program. Creating a file costs this machine a fraction of a millisecond
 * when idle but about half a millisecond of blocked event loop while PostgreSQL is committing
 * under load (the filesystem's journal is shared); on the product's one event loop that was the
 * largest single cost of a completed chat (npm run bench -- chat). Here it blocks nothing else.
 */
const WRITER_PROGRAM = `
const { parentPort } = require('node:worker_threads');
const { mkdirSync, renameSync, writeFileSync } = require('node:fs');
const made = new Set();
parentPort.on('message', ({ id, dir, partial, location, data }) => {
  try {
    if (!made.has(dir)) { mkdirSync(dir, { recursive: true }); made.add(dir); }
    try {
      writeFileSync(partial, data);
    } catch (err) {
      // The folder went away under us (removed by hand): made again on the retry.
      if (err.code === 'ENOENT') made.delete(dir);
      throw err;
    }
    renameSync(partial, location);
    parentPort.postMessage({ id });
  } catch (err) {
    parentPort.postMessage({ id, error: { message: err.message, code: err.code } });
  }
});
`;

interface Pending {
  resolve(): void;
  reject(err: Error): void;
}

/**
 * Writes whole files on a thread of its own: each under a temporary name in its folder, then
 * renamed, so a reader never sees half a file. One message each way per file.
 */
export class OutboxFileWriter {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  write(file: { dir: string; partial: string; location: string; data: Uint8Array }): Promise<void> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...file });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(WRITER_PROGRAM, { eval: true });
    // Never what keeps the process alive; close() ends it on shutdown.
    worker.unref();
    worker.on('message', ({ id, error }: { id: number; error?: { message: string; code?: string } }) => {
      const p = this.pending.get(id);
      this.pending.delete(id);
      if (!p) return;
      if (error) p.reject(Object.assign(new Error(error.message), { code: error.code }));
      else p.resolve();
    });
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const p of this.pending.values()) p.reject(err);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`outbox writer thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
