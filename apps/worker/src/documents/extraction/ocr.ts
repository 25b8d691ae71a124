import { createRequire } from 'node:module';
import path from 'node:path';
import { createScheduler, createWorker, type Scheduler } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** English data shipped in @tesseract.js-data/eng: OCR never reaches for the network. */
function langPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** Tesseract workers per reader process: pages of one scan are read on both cores. */
export const OCR_WORKERS = 2;

/**
 * Tesseract workers started once per reader process and kept warm across jobs (starting one
 * costs ~1–2 s: the WASM core and the English data). The pages of one job are queued on the
 * scheduler, so a multi-page scan uses every worker.
 */
export class Ocr {
  private scheduler: Promise<Scheduler> | undefined;

  constructor(private readonly workers: number = OCR_WORKERS) {}

  /** Starts the workers now (in the background of an idle reader), not on the first page. */
  warm(): Promise<void> {
    return this.start().then(() => undefined);
  }

  async recognize(image: Buffer): Promise<string> {
    const { data } = await (await this.start()).addJob('recognize', image);
    return data.text;
  }

  async close(): Promise<void> {
    const scheduler = this.scheduler;
    this.scheduler = undefined;
    if (scheduler) await (await scheduler).terminate();
  }

  private start(): Promise<Scheduler> {
    this.scheduler ??= (async () => {
      const scheduler = createScheduler();
      const workers = await Promise.all(
        Array.from({ length: this.workers }, () => createWorker('eng', 1, { langPath: langPath(), cacheMethod: 'none', gzip: true })),
      );
      for (const w of workers) scheduler.addWorker(w);
      return scheduler;
    })();
    // A failed start is not kept: the next page tries again.
    this.scheduler.catch(() => (this.scheduler = undefined));
    return this.scheduler;
  }
}
