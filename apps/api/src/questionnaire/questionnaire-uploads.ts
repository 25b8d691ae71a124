import { DocumentEvents, documentStreamId, type DocumentStreamEvent, type UploadedFileRef } from '@intake/contracts';
import type { EventStore } from '@intake/event-store';
import { isUuid } from '../platform/validation/parse-body.js';

/** More than every file question together can hold; a body naming more is not worth reading for. */
const MAX_CLAIMS = 20;

/** The document ids a value names: a file answer, or conversation_data with file answers in it. */
export function claimedDocumentIds(value: unknown): string[] {
  const ids = new Set<string>();
  const visit = (v: unknown) => {
    if (!Array.isArray(v)) return;
    for (const item of v) {
      const id = (item as { document_id?: unknown } | null)?.document_id;
      if (typeof id === 'string' && isUuid(id) && ids.size < MAX_CLAIMS) ids.add(id);
    }
  };
  if (Array.isArray(value)) visit(value);
  else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  return [...ids];
}

/**
 * The files of this session among the named documents, by question, from the documents' own
 * streams. The documents context copies each upload onto the session as DocumentAttached, but
 * through a reactor, a moment after the upload call has answered; a visitor who presses Next at
 * once names a file the session stream may not show yet, while the document stream already does.
 */
export async function findSessionUploads(store: EventStore, sessionId: string, documentIds: readonly string[]): Promise<Record<string, UploadedFileRef[]>> {
  const found: Record<string, UploadedFileRef[]> = {};
  const streams = await Promise.all(documentIds.map((id) => store.readStream<DocumentStreamEvent>(documentStreamId(id))));
  for (const events of streams) {
    const uploaded = events.find((e) => e.type === DocumentEvents.Uploaded);
    if (uploaded?.type !== DocumentEvents.Uploaded) continue;
    const d = uploaded.data;
    if (d.owner.kind !== 'questionnaire' || d.owner.session_id !== sessionId || !d.owner.question_id) continue;
    const ref: UploadedFileRef = { document_id: d.document_id, filename: d.filename, size: d.size, content_type: d.content_type };
    (found[d.owner.question_id] ??= []).push(ref);
  }
  return found;
}

/** The session's attached files with the uploads not yet copied onto it. */
export function withUploads(files: Record<string, UploadedFileRef[]>, uploads: Record<string, UploadedFileRef[]>): Record<string, UploadedFileRef[]> {
  const merged: Record<string, UploadedFileRef[]> = { ...files };
  for (const [questionId, refs] of Object.entries(uploads)) {
    const held = merged[questionId] ?? [];
    const known = new Set(held.map((f) => f.document_id));
    merged[questionId] = [...held, ...refs.filter((r) => !known.has(r.document_id))];
  }
  return merged;
}
