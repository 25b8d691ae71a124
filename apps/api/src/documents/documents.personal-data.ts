import {
  chatStreamId,
  DocumentEvents,
  documentStreamId,
  questionnaireStreamId,
  type DocumentEvent,
  type DocumentOwnerEvent,
  type PersonalFieldMap,
} from '@intake/contracts';
import { idsFromStreamIds } from '@intake/event-store';
import { sql } from 'kysely';
import { eventDataValues, existingStreams, type PersonalDataContext } from '../privacy/index.js';

/** What was read from a document: the values and the quotes they came from (field names stay). */
const extracted = ['fields.value', 'fields.source.excerpt', 'proposals.value', 'proposals.source.excerpt', 'analysis_summary'] as const;

/**
 * Uploaded documents (`document-<id>`, with their bytes) and what the documents context writes on
 * their owner's stream (DocumentAttached, DocumentFieldsExtracted on `chat-<id>` and
 * `questionnaire-<id>`). A document belongs to the session it was uploaded to: it is found,
 * erased and expires with that session (relatedStreams), not on a clock of its own.
 */
const fields: PersonalFieldMap<DocumentEvent | DocumentOwnerEvent> = {
  // Type, size, hash and blob key are not personal; the bytes are deleted by blob key.
  [DocumentEvents.Uploaded]: ['filename'],
  [DocumentEvents.ExtractionProgressed]: [],
  [DocumentEvents.ExtractionRequeued]: [],
  [DocumentEvents.Extracted]: [...extracted, 'chat_message', 'verification_questions'],
  // Our own message about why the file could not be read.
  [DocumentEvents.ExtractionFailed]: [],
  [DocumentEvents.Attached]: ['filename'],
  [DocumentEvents.FieldsExtracted]: extracted,
};

export const documentsPersonalData: PersonalDataContext = {
  name: 'documents',
  fields,
  /** A document (operation) id. */
  streamsById: (db, id) => existingStreams(db, [documentStreamId(id)]),
  /**
   * The documents uploaded to these chat or questionnaire sessions: from the read model, and
   * from the owner streams' DocumentAttached events (the log knows an upload before the read model).
   */
  async relatedStreams(db, streamIds) {
    const owners = [
      ...idsFromStreamIds(streamIds, questionnaireStreamId('')).map((id) => ['questionnaire', id] as const),
      ...idsFromStreamIds(streamIds, chatStreamId('')).map((id) => ['chat', id] as const),
    ];
    if (owners.length === 0) return [];
    const [rows, attached] = await Promise.all([
      db
        .selectFrom('document_operations')
        .select('document_id')
        .where((eb) => eb.or(owners.map(([kind, id]) => eb.and([eb('owner_kind', '=', kind), eb('owner_session_id', '=', id)]))))
        .execute(),
      db
        .selectFrom('events')
        .select(sql<string>`data->>'document_id'`.as('document_id'))
        .where('stream_id', 'in', [...streamIds])
        .where('event_type', '=', DocumentEvents.Attached)
        .execute(),
    ]);
    return [...new Set([...rows, ...attached].map((r) => documentStreamId(r.document_id)))];
  },
  /** From the log: blob keys are ours (never redacted), and the log never trails an upload. */
  blobKeys: (db, streamIds) => eventDataValues(db, streamIds, DocumentEvents.Uploaded, 'blob_key'),
};
