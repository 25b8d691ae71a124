import type { DocumentProposal, DocumentRelevance, ExtractedField } from '@intake/contracts';

export interface DocumentResult {
  fields: ExtractedField[];
  analysis_summary: string;
  chat_message: string;
  verification_questions: string[];
  pages: number;
  ocr_pages: number;
  text_chars: number;
  proposals?: DocumentProposal[];
  relevance?: DocumentRelevance;
  truncated?: boolean;
}

export interface DocumentOperationsTable {
  operation_id: string;
  document_id: string;
  owner_kind: 'chat' | 'questionnaire';
  owner_session_id: string;
  question_id: string | null;
  filename: string;
  content_type: string;
  size: number;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  percent: number;
  stage: string;
  error: string | null;
  result: DocumentResult | null;
  created_at: Date;
  updated_at: Date;
}

export interface DocumentsTables {
  document_operations: DocumentOperationsTable;
}
