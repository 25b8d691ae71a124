import { analyseDocument, type DocumentMeta } from '@intake/guide-engine';
import { getResolvedPDFJS } from 'unpdf';
import { extractDocument } from './extract-document.js';
import { UnreadableDocumentError } from './extraction-errors.js';
import { Ocr } from './ocr.js';
import type { ReaderReply, ReaderRequest } from './extraction-pool.js';

/**
 * A warm reader process (extraction-pool.ts starts it under an address-space limit and watches
 * its time, CPU and memory): the parsers and the OCR workers are loaded once and read job after
 * job. A hostile file can only take this process down; the pool then starts another one. The
 * offline analysis runs here too, so no text is ever analysed on the worker's event loop.
 */
const ocr = new Ocr();
const send = (reply: ReaderReply) => process.send!(reply);

process.on('message', (request: ReaderRequest) => {
  if (request.type !== 'extract') return;
  const { id, bytes, ext, analyse } = request;
  void read(id, bytes, ext, analyse);
});
// The pool is gone (the worker exited or was killed): so is its reader.
process.on('disconnect', () => process.exit(0));

async function read(id: number, bytes: Uint8Array, ext: string, analyse: Omit<DocumentMeta, 'pages'> | undefined): Promise<void> {
  try {
    const result = await extractDocument(bytes, ext, (stage, percent) => send({ type: 'progress', id, stage, percent }), ocr);
    const text = result.pages.map((p) => p.text).join('\n\n');
    const reading = { pages: result.totalPages, ocrPages: result.ocrPages, truncated: result.truncated };
    const analysis = analyse && text.trim() ? await analyseDocument(text, { ...analyse, pages: result.pages, reading }) : undefined;
    send({ type: 'done', id, result: { ...result, analysis } });
  } catch (err) {
    send({ type: 'failed', id, unreadable: err instanceof UnreadableDocumentError, message: err instanceof Error ? err.message : String(err) });
  }
}

// pdf.js is loaded before the reader says it is ready (unpdf loads it on first use: ~0.8 s).
await getResolvedPDFJS();
send({ type: 'ready' });
// OCR workers start while the reader is idle, so the first scan does not wait for them.
if (process.argv.includes('--warm-ocr')) void ocr.warm().catch(() => undefined);
