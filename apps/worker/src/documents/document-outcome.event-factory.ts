import {
  DocumentEvents,
  type DocumentEvent,
  type DocumentExtractedData,
  type DocumentExtractionFailedData,
  type DocumentExtractionProgressedData,
} from '@intake/contracts';
import { nameBasedUuid, type NewOf } from '@intake/event-store';

/**
 * Ids derive from the document (and, for progress, the attempt and stage), so a redelivered
 * job appends no duplicate outcome and at most one progress event per stage and attempt.
 */
export function progressed(d: DocumentExtractionProgressedData, attempt: number): NewOf<DocumentEvent> {
  return { id: nameBasedUuid(`${d.document_id}/progress/${attempt}/${d.stage}`), type: DocumentEvents.ExtractionProgressed, data: d };
}

export function extracted(d: DocumentExtractedData): NewOf<DocumentEvent> {
  return { id: nameBasedUuid(`${d.document_id}/extracted`), type: DocumentEvents.Extracted, data: d };
}

export function extractionFailed(d: DocumentExtractionFailedData): NewOf<DocumentEvent> {
  return { id: nameBasedUuid(`${d.document_id}/failed`), type: DocumentEvents.ExtractionFailed, data: d };
}
