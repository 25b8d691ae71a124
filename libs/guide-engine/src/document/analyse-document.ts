import type { DocumentAnalysis, DocumentMeta } from '../guide-engine.port.js';
import { screenDocument } from '../understanding/screen-message.js';
import { analyseDocumentOffline } from './analyse-document-offline.js';

/**
 * The document-analysis entry point for the extraction worker: deterministic and offline, so it
 * needs no configuration. A worker that wants the configured engine (LLM with offline fallback)
 * calls `createGuideEngine(config).analyseDocument` instead; both return the same shape.
 */
export function analyseDocument(text: string, meta: DocumentMeta): Promise<DocumentAnalysis> {
  // An instruction inside an upload is never read for a field.
  return Promise.resolve(analyseDocumentOffline(...screenDocument(text, meta)));
}
