import { parentPort, workerData } from 'node:worker_threads';
import { analyseDocument, type DocumentMeta } from '@intake/guide-engine';
import { extractDocument } from './extract-document.js';
import { UnreadableDocumentError } from './extraction-errors.js';

/**
 * Runs in its own thread with a heap limit and under the job's time budget: a hostile file can
 * only take this thread down. The offline analysis runs here too, so no text, however long or
 * odd, is ever analysed on the process's event loop.
 */
const { bytes, ext, analyse } = workerData as { bytes: Uint8Array; ext: string; analyse?: Omit<DocumentMeta, 'pages'> };
extractDocument(bytes, ext, (stage, percent) => parentPort!.postMessage({ type: 'progress', stage, percent }))
  .then(async (result) => {
    const text = result.pages.map((p) => p.text).join('\n\n');
    const reading = { pages: result.totalPages, ocrPages: result.ocrPages, truncated: result.truncated };
    const analysis = analyse && text.trim() ? await analyseDocument(text, { ...analyse, pages: result.pages, reading }) : undefined;
    parentPort!.postMessage({ type: 'done', result: { ...result, analysis } });
  })
  .catch((err: unknown) =>
    parentPort!.postMessage({
      type: 'failed',
      unreadable: err instanceof UnreadableDocumentError,
      message: err instanceof Error ? err.message : String(err),
    }),
  );
