import {
  DocumentEvents,
  type DocumentAttachedData,
  type DocumentEvent,
  type DocumentFieldsExtractedData,
  type DocumentJob,
  type DocumentStreamEvent,
  type DocumentUploadedData,
  type EventOfType,
} from '@intake/contracts';
import { appendUnlessErased, nameBasedUuid, type EventStore, type Reactor, type StoredOf, handlesOf } from '@intake/event-store';
import type { Queue } from 'bullmq';
import { requestIdOf } from '../platform/event-sourcing/request-id-of.js';

/** Reading a file may fail for passing reasons (worker restart); three tries, spaced out. */
export const DOCUMENT_JOB_OPTIONS = { attempts: 3, backoff: { type: 'exponential', delay: 3000 } } as const;

/** DocumentUploaded → one extraction job, id = the event id (the event log is the outbox). */
export function documentDispatchReactor(queue: Pick<Queue, 'add'>): Reactor<EventOfType<DocumentEvent, typeof DocumentEvents.Uploaded>> {
  return {
    kind: 'reactor',
    name: 'document-dispatch',
    handles: handlesOf<EventOfType<DocumentEvent, typeof DocumentEvents.Uploaded>>()([DocumentEvents.Uploaded]),
    async react(event) {
      const d = event.data;
      const job: DocumentJob = {
        document_id: d.document_id,
        operation_id: d.operation_id,
        blob_key: d.blob_key,
        ext: d.ext,
        filename: d.filename,
        owner_kind: d.owner.kind,
        ...requestIdOf(event),
      };
      await queue.add('extract', job, { ...DOCUMENT_JOB_OPTIONS, jobId: event.eventId });
    },
  };
}

/** The session a document belongs to, from its upload event. */
function ownerStream(d: DocumentUploadedData): string {
  return `${d.owner.kind}-${d.owner.session_id}`;
}

/**
 * Tells the owning session (chat or questionnaire) about its documents: attached on upload,
 * fields on extraction. Ids derive from the source event, so a redelivery appends nothing.
 */
export function documentOwnerSyncReactor(
  store: EventStore,
): Reactor<EventOfType<DocumentEvent, typeof DocumentEvents.Uploaded | typeof DocumentEvents.Extracted>> {
  const uploadOf = async (e: StoredOf<DocumentEvent>): Promise<DocumentUploadedData> => {
    const [first] = await store.readStream<DocumentStreamEvent>(e.streamId);
    if (!first || first.type !== DocumentEvents.Uploaded) throw new Error(`${e.streamId} does not start with ${DocumentEvents.Uploaded}`);
    return first.data;
  };
  return {
    kind: 'reactor',
    name: 'document-owner-sync',
    handles: handlesOf<EventOfType<DocumentEvent, typeof DocumentEvents.Uploaded | typeof DocumentEvents.Extracted>>()([
      DocumentEvents.Uploaded,
      DocumentEvents.Extracted,
    ]),
    async react(event) {
      if (event.type === DocumentEvents.Uploaded) {
        const d = event.data;
        const data: DocumentAttachedData = {
          document_id: d.document_id,
          operation_id: d.operation_id,
          filename: d.filename,
          content_type: d.content_type,
          size: d.size,
          question_id: d.owner.kind === 'questionnaire' ? d.owner.question_id : null,
        };
        await appendUnlessErased(store, ownerStream(d), [{ id: nameBasedUuid(`${event.eventId}/attached`), type: DocumentEvents.Attached, data }]);
        return;
      }
      const upload = await uploadOf(event);
      const x = event.data;
      const data: DocumentFieldsExtractedData = {
        document_id: x.document_id,
        fields: x.fields,
        analysis_summary: x.analysis_summary,
        ...(x.proposals ? { proposals: x.proposals } : {}),
        ...(x.relevance ? { about_healthcare_project: x.relevance.about_healthcare_project } : {}),
      };
      // An owner erased meanwhile does not get the document's findings copied back in.
      await appendUnlessErased(store, ownerStream(upload), [{ id: nameBasedUuid(`${event.eventId}/fields`), type: DocumentEvents.FieldsExtracted, data }]);
    },
  };
}
