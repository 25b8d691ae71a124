import { DocumentEvents, type DocumentStreamEvent, type DocumentUploadedData } from '@intake/contracts';
import type { NewOf } from '@intake/event-store';
import { ConflictError } from '../platform/errors/domain-errors.js';
import { decider } from '../testing/decider-spec.js';
import { decideUpload, documentReducer } from './document.decider.js';

const spec = decider(documentReducer);
const upload: DocumentUploadedData = {
  document_id: 'd1',
  operation_id: 'd1',
  owner: { kind: 'chat', session_id: 's1' },
  filename: 'idea.pdf',
  ext: 'pdf',
  content_type: 'application/pdf',
  size: 1200,
  sha256: 'abc',
  blob_key: 'blobs/d1',
};
const uploaded: NewOf<DocumentStreamEvent> = { type: DocumentEvents.Uploaded, data: upload };
const progressed: NewOf<DocumentStreamEvent> = { type: DocumentEvents.ExtractionProgressed, data: { document_id: 'd1', stage: 'reading', percent: 30 } };

describe('document decider', () => {
  it('records an upload once', () => {
    spec
      .given([])
      .when((s) => decideUpload(s, upload))
      .thenAppends([uploaded]);
    spec
      .given([uploaded])
      .when((s) => decideUpload(s, upload))
      .thenThrows(ConflictError, 'This document was already uploaded.');
  });

  it('folds the extraction outcome, ignoring progress reports', () => {
    expect(spec.given([uploaded, progressed]).state).toEqual({ status: 'uploaded', documentId: 'd1' });
    const extracted: NewOf<DocumentStreamEvent> = {
      type: DocumentEvents.Extracted,
      data: { document_id: 'd1', text_chars: 10, pages: 1, ocr_pages: 0, fields: [], analysis_summary: '', chat_message: '', verification_questions: [] },
    };
    expect(spec.given([uploaded, progressed, extracted]).state).toEqual({ status: 'extracted', documentId: 'd1' });
    const failed: NewOf<DocumentStreamEvent> = { type: DocumentEvents.ExtractionFailed, data: { document_id: 'd1', reason: 'unreadable', attempts: 3 } };
    expect(spec.given([uploaded, failed]).state).toEqual({ status: 'failed', documentId: 'd1' });
  });

  it('a stream once erased still refuses a second upload', () => {
    spec
      .given([uploaded, { type: 'PersonalDataStreamErased', data: { erasure_id: 'e1' } }])
      .when((s) => decideUpload(s, upload))
      .thenThrows(ConflictError);
  });
});
