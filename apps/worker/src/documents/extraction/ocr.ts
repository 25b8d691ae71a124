import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** English data shipped in @tesseract.js-data/eng: OCR never reaches for the network. */
function langPath(): string {
  return path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** One tesseract worker, started on first use and reused for every page of the job. */
export class Ocr {
  private worker: Promise<Worker> | undefined;

  async recognize(image: Buffer): Promise<string> {
    this.worker ??= createWorker('eng', 1, { langPath: langPath(), cacheMethod: 'none', gzip: true });
    const { data } = await (await this.worker).recognize(image);
    return data.text;
  }

  async close(): Promise<void> {
    if (this.worker) await (await this.worker).terminate();
  }
}
