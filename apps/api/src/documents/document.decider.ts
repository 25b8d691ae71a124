import type { NewOf } from '@intake/event-store';
import { DocumentEvents, PersonalDataEvents, unhandledEvent, type DocumentEvent, type DocumentStreamEvent, type DocumentUploadedData } from '@intake/contracts';
import type { Reducer } from '../platform/event-sourcing/load-decide-append.js';
import { ConflictError } from '../platform/errors/domain-errors.js';

export type DocumentState = { status: 'none' } | { status: 'uploaded' | 'extracted' | 'failed'; documentId: string };

export const documentReducer: Reducer<DocumentState, DocumentStreamEvent> = {
  initial: { status: 'none' },
  evolve(state, e) {
    switch (e.type) {
      case DocumentEvents.Uploaded:
        return { status: 'uploaded', documentId: e.data.document_id };
      case DocumentEvents.Extracted:
        return { status: 'extracted', documentId: e.data.document_id };
      case DocumentEvents.ExtractionFailed:
        return { status: 'failed', documentId: e.data.document_id };
      case DocumentEvents.ExtractionProgressed:
      case DocumentEvents.ExtractionRequeued:
      case PersonalDataEvents.StreamErased:
        return state;
      default:
        return unhandledEvent(e, state);
    }
  },
};

export function decideUpload(state: DocumentState, data: DocumentUploadedData): NewOf<DocumentEvent>[] {
  if (state.status !== 'none') throw new ConflictError('This document was already uploaded.');
  return [{ type: DocumentEvents.Uploaded, data }];
}
