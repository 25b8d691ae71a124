import { defineRowProjection, handlesOf, idsFromStreamIds } from '@intake/event-store';
import { DocumentEvents, type DocumentEvent, documentStreamId, unhandledEvent } from '@intake/contracts';
import type { DocumentOperationsTable } from './documents.tables.js';

type Row = DocumentOperationsTable & Record<string, unknown>;

/** One row per upload, keyed by its operation id (which is the document id). */
export const documentOperationsProjection = defineRowProjection<Row, DocumentEvent>({
  name: 'document-operations',
  table: 'document_operations',
  keyColumn: 'operation_id',
  jsonColumns: ['result'],
  handles: handlesOf<DocumentEvent>()([
    DocumentEvents.Uploaded,
    DocumentEvents.ExtractionProgressed,
    DocumentEvents.ExtractionRequeued,
    DocumentEvents.Extracted,
    DocumentEvents.ExtractionFailed,
  ]),
  key: (e) => e.data.document_id,
  erasure: { column: 'document_id', values: (streamIds) => idsFromStreamIds(streamIds, documentStreamId('')) },
  evolve(row, e) {
    switch (e.type) {
      case DocumentEvents.Uploaded: {
        const d = e.data;
        return {
          operation_id: d.operation_id,
          document_id: d.document_id,
          owner_kind: d.owner.kind,
          owner_session_id: d.owner.session_id,
          question_id: d.owner.kind === 'questionnaire' ? d.owner.question_id : null,
          filename: d.filename,
          content_type: d.content_type,
          size: d.size,
          status: 'queued',
          percent: 0,
          stage: 'queued',
          error: null,
          result: null,
          created_at: e.createdAt,
          updated_at: e.createdAt,
        };
      }
      case DocumentEvents.ExtractionProgressed: {
        // A late progress report never moves a finished operation back.
        if (!row || row.status === 'completed' || row.status === 'failed') return row;
        const d = e.data;
        return { ...row, status: 'processing', percent: Math.max(row.percent, d.percent), stage: d.stage, updated_at: e.createdAt };
      }
      case DocumentEvents.ExtractionRequeued: {
        if (!row || row.status === 'completed' || row.status === 'failed') return row;
        return { ...row, status: 'queued', percent: 0, stage: 'queued', updated_at: e.createdAt };
      }
      case DocumentEvents.Extracted: {
        if (!row) return row;
        const d = e.data;
        return {
          ...row,
          status: 'completed',
          percent: 100,
          stage: 'completed',
          error: null,
          result: {
            fields: d.fields,
            analysis_summary: d.analysis_summary,
            chat_message: d.chat_message,
            verification_questions: d.verification_questions,
            pages: d.pages,
            ocr_pages: d.ocr_pages,
            text_chars: d.text_chars,
            ...(d.proposals ? { proposals: d.proposals } : {}),
            ...(d.relevance ? { relevance: d.relevance } : {}),
            ...(d.truncated !== undefined ? { truncated: d.truncated } : {}),
          },
          updated_at: e.createdAt,
        };
      }
      case DocumentEvents.ExtractionFailed: {
        if (!row || row.status === 'completed') return row;
        const d = e.data;
        return { ...row, status: 'failed', stage: 'failed', error: d.reason, updated_at: e.createdAt };
      }
      default:
        return unhandledEvent(e, row);
    }
  },
});
