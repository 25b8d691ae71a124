import type { NewEvent, StoredEvent } from '@intake/event-store';
import { DocumentEvents, type DocumentUploadedData } from '@intake/contracts';
import { ConflictError } from '../platform/errors/domain-errors.js';

export type DocumentState = { status: 'none' } | { status: 'uploaded' | 'extracted' | 'failed'; documentId: string };

export const documentReducer = {
  initial: { status: 'none' } as DocumentState,
  evolve(state: DocumentState, e: StoredEvent): DocumentState {
    const id = (e.data as { document_id: string }).document_id;
    if (e.type === DocumentEvents.Uploaded) return { status: 'uploaded', documentId: id };
    if (e.type === DocumentEvents.Extracted) return { status: 'extracted', documentId: id };
    if (e.type === DocumentEvents.ExtractionFailed) return { status: 'failed', documentId: id };
    return state;
  },
};

export function decideUpload(state: DocumentState, data: DocumentUploadedData): NewEvent[] {
  if (state.status !== 'none') throw new ConflictError('This document was already uploaded.');
  return [{ type: DocumentEvents.Uploaded, data }];
}
