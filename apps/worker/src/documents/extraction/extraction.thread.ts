import { parentPort, workerData } from 'node:worker_threads';
import { extractDocument } from './extract-document.js';
import { UnreadableDocumentError } from './extraction-errors.js';

/** Runs in its own thread with a heap limit: a hostile file can only take this thread down. */
const { bytes, ext } = workerData as { bytes: Uint8Array; ext: string };
extractDocument(bytes, ext, (stage, percent) => parentPort!.postMessage({ type: 'progress', stage, percent }))
  .then((result) => parentPort!.postMessage({ type: 'done', result }))
  .catch((err: unknown) =>
    parentPort!.postMessage({
      type: 'failed',
      unreadable: err instanceof UnreadableDocumentError,
      message: err instanceof Error ? err.message : String(err),
    }),
  );
