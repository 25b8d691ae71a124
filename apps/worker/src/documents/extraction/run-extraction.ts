import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DocumentAnalysis, DocumentMeta } from '@intake/guide-engine';
import type { ExtractedText, ExtractionStage } from './extract-document.js';
import { EXTRACTION_LIMITS } from './extraction-limits.js';
import { UnreadableDocumentError } from './extraction-errors.js';

/**
 * The thread runs compiled JavaScript: next to this file in dist/, or, when this file runs from
 * src/ (tests), the build of it in dist/ — `npm test` builds before it tests.
 */
function threadFile(): URL {
  const here = new URL('./extraction.thread.js', import.meta.url);
  if (existsSync(fileURLToPath(here))) return here;
  const built = new URL(import.meta.url.replace('/apps/worker/src/', '/apps/worker/dist/').replace(/run-extraction\.ts$/, 'extraction.thread.js'));
  if (!existsSync(fileURLToPath(built))) throw new Error(`extraction thread not built (${fileURLToPath(built)}): run \`npm run build\``);
  return built;
}

type ThreadMessage =
  | { type: 'progress'; stage: ExtractionStage; percent: number }
  | { type: 'done'; result: ExtractedText & { analysis?: DocumentAnalysis } }
  | { type: 'failed'; unreadable: boolean; message: string };

/**
 * Extracts a document in a separate thread with a heap cap and a time budget, so a bomb, a hang
 * or a crash in a parser ends this job — never the worker process.
 */
export function runExtraction(
  bytes: Uint8Array,
  ext: string,
  onProgress: (stage: ExtractionStage, percent: number) => void,
  limits: { timeBudgetMs: number; maxHeapMb: number } = EXTRACTION_LIMITS,
  /** When given, the thread also runs the offline analysis of the text it read. */
  analyse?: Omit<DocumentMeta, 'pages'>,
): Promise<ExtractedText & { analysis?: DocumentAnalysis }> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(threadFile(), {
      workerData: { bytes, ext, analyse },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 64 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void thread.terminate();
    };
    const timer = setTimeout(
      () => finish(() => reject(new UnreadableDocumentError(`Reading the file took longer than ${Math.round(limits.timeBudgetMs / 1000)} s; it was stopped.`))),
      limits.timeBudgetMs,
    );
    thread.on('message', (m: ThreadMessage) => {
      if (m.type === 'progress') onProgress(m.stage, m.percent);
      else if (m.type === 'done') finish(() => resolve(m.result));
      else finish(() => reject(m.unreadable ? new UnreadableDocumentError(m.message) : new Error(m.message)));
    });
    thread.on('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new UnreadableDocumentError('The file needs far more memory to read than a document should; it was not read.')
            : err,
        ),
      ),
    );
    thread.on('exit', (code) => finish(() => reject(new Error(`extraction thread exited with code ${code}`))));
  });
}
