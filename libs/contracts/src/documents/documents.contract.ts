import { z } from 'zod';
import type { Event } from '../common/event.js';
import type { StreamErased } from '../privacy/personal-data.js';

/**
 * The documents context: uploads become documents, a worker extracts them, and what it finds
 * flows back into the session the file was uploaded to (chat or questionnaire).
 *
 * Streams:
 *   document-<documentId>  DocumentUploaded → (DocumentExtractionProgressed | DocumentExtractionRequeued)* → DocumentExtracted | DocumentExtractionFailed
 *   <owner stream>         DocumentAttached (at upload), DocumentFieldsExtracted (on success)
 * Owner streams belong to other contexts (`chat-<sessionId>`, `questionnaire-<sessionId>`); the
 * documents context appends to them with expected version 'any', so their reducers must handle
 * these two event types and their deciders must not assume they are the only writer.
 */
export const DocumentEvents = {
  Uploaded: 'DocumentUploaded',
  ExtractionProgressed: 'DocumentExtractionProgressed',
  Extracted: 'DocumentExtracted',
  ExtractionFailed: 'DocumentExtractionFailed',
  /** The sweeper queued the document again: the queue lost its job (Redis flushed or replaced). */
  ExtractionRequeued: 'DocumentExtractionRequeued',
  /** On the owner's stream. */
  Attached: 'DocumentAttached',
  /** On the owner's stream. */
  FieldsExtracted: 'DocumentFieldsExtracted',
} as const;

export const documentStreamId = (documentId: string) => `document-${documentId}`;
export const chatStreamId = (sessionId: string) => `chat-${sessionId}`;
export const questionnaireStreamId = (sessionId: string) => `questionnaire-${sessionId}`;

export type DocumentOwner = { kind: 'chat'; session_id: string } | { kind: 'questionnaire'; session_id: string; question_id: string | null };

/** Where a value came from, so admins see why a field holds what it holds. */
export const fieldSourceSchema = z.object({
  kind: z.enum(['message', 'document']),
  engine: z.enum(['offline', 'llm']),
  model: z.string().nullable(),
  document_id: z.string().nullable(),
  page: z.number().int().nullable(),
  /** A short quote of the text the value was taken from. */
  excerpt: z.string().nullable(),
});
export type FieldSource = z.infer<typeof fieldSourceSchema>;

export const extractedFieldSchema = z.object({
  field: z.string(),
  value: z.string(),
  source: fieldSourceSchema,
});
export type ExtractedField = z.infer<typeof extractedFieldSchema>;

/**
 * A value a document suggests for an intake field: a proposal the visitor confirms in the chat,
 * never an answer by itself (docs/documents.md "Proposals"). `confidence` (0..1) says how sure
 * the reader is: 0.9 under a heading that names the field, about 0.5 from a sentence's wording.
 */
export const documentProposalSchema = z.object({
  field: z.string(),
  value: z.string(),
  confidence: z.number().min(0).max(1),
  source: fieldSourceSchema,
});
export type DocumentProposal = z.infer<typeof documentProposalSchema>;

/** Proposals at or above this confidence are also listed in `fields` (what the chat shows as found). */
export const DOCUMENT_PROPOSAL_CONFIDENT = 0.6;

/** Whether a document is about a healthcare project at all: an unrelated one proposes nothing. */
export const documentRelevanceSchema = z.object({
  about_healthcare_project: z.boolean(),
  /** Distinct healthcare terms per 1,000 words, and how many distinct ones. */
  score: z.number(),
  reason: z.string(),
});
export type DocumentRelevance = z.infer<typeof documentRelevanceSchema>;

export interface DocumentUploadedData {
  document_id: string;
  /** The id the client polls: GET /api/progress/{operation_id}. */
  operation_id: string;
  owner: DocumentOwner;
  filename: string;
  ext: string;
  content_type: string;
  size: number;
  sha256: string;
  blob_key: string;
}

export interface DocumentAttachedData {
  document_id: string;
  operation_id: string;
  filename: string;
  content_type: string;
  size: number;
  question_id: string | null;
}

export interface DocumentExtractionProgressedData {
  document_id: string;
  stage: 'reading' | 'ocr' | 'analysing';
  percent: number;
}

export interface DocumentExtractedData {
  document_id: string;
  text_chars: number;
  pages: number;
  ocr_pages: number;
  fields: ExtractedField[];
  analysis_summary: string;
  chat_message: string;
  verification_questions: string[];
  /** Every value found, with its confidence (absent on events written before proposals). */
  proposals?: DocumentProposal[];
  relevance?: DocumentRelevance;
  /** Text was cut (page cap, character cap) or pictures refused. */
  truncated?: boolean;
}

export interface DocumentExtractionFailedData {
  document_id: string;
  reason: string;
  attempts: number;
}

export interface DocumentExtractionRequeuedData {
  document_id: string;
  /** 1 for the first re-queue; the sweeper gives up after a few. */
  requeue: number;
  /** The queue job that now reads it. */
  job_id: string;
}

export interface DocumentFieldsExtractedData {
  document_id: string;
  /** The confident proposals; empty for a document that is not about a healthcare project. */
  fields: ExtractedField[];
  analysis_summary: string;
  /** What the chat asks the visitor to confirm (absent on events written before proposals). */
  proposals?: DocumentProposal[];
  about_healthcare_project?: boolean;
}

/** The events of a `document-<document id>` stream's own life. */
export type DocumentEvent =
  | Event<typeof DocumentEvents.Uploaded, DocumentUploadedData>
  | Event<typeof DocumentEvents.ExtractionProgressed, DocumentExtractionProgressedData>
  | Event<typeof DocumentEvents.Extracted, DocumentExtractedData>
  | Event<typeof DocumentEvents.ExtractionFailed, DocumentExtractionFailedData>
  | Event<typeof DocumentEvents.ExtractionRequeued, DocumentExtractionRequeuedData>;

/** What a `document-<document id>` stream holds. */
export type DocumentStreamEvent = DocumentEvent | StreamErased;

/** What the documents context appends to its owner's stream (chat or questionnaire): part of those streams' unions. */
export type DocumentOwnerEvent =
  | Event<typeof DocumentEvents.Attached, DocumentAttachedData>
  | Event<typeof DocumentEvents.FieldsExtracted, DocumentFieldsExtractedData>;

/** Job on the `documents` queue; jobId = the DocumentUploaded event id. */
export const documentJobSchema = z.object({
  document_id: z.string(),
  operation_id: z.string(),
  blob_key: z.string(),
  ext: z.string(),
  filename: z.string(),
  owner_kind: z.enum(['chat', 'questionnaire']),
  /** The request that uploaded the document (its x-request-id), so the job's log lines name it. */
  request_id: z.string().optional(),
});
export type DocumentJob = z.infer<typeof documentJobSchema>;

/** Where a document's read stands. */
const OPERATION_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;

/** GET /api/progress/{operationId}. */
export const progressResponseSchema = z.object({
  success: z.boolean(),
  operation_id: z.string(),
  status: z.enum(OPERATION_STATUSES),
  percent: z.number(),
  stage: z.string(),
  error: z.string().nullable(),
  analysis_result: z.unknown().nullable(),
  result: z.unknown().nullable(),
  extracted_data: z.record(z.string(), z.string()).nullable(),
  chat_message: z.string().nullable(),
  verification_questions: z.array(z.string()),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/**
 * POST /api/upload/{sessionId}, /api/guide/sessions/{id}/upload, /api/supabase/upload. The
 * operation to poll; a chat upload read within a moment also carries what was read.
 */
export const documentUploadResponseSchema = z.object({
  success: z.literal(true),
  operation_id: z.string(),
  document_id: z.string(),
  progress_endpoint: z.string(),
  filename: z.string(),
  // Not `progressResponseSchema.shape.status`: a property read keeps both schemas, and zod with them,
  // in every page that imports a constant from this module (the chat's upload limits).
  status: z.enum(OPERATION_STATUSES),
  message: z.string(),
  chat_message: z.string().nullish(),
  analysis_summary: z.string().nullish(),
  extracted_data: z.record(z.string(), z.string()).nullish(),
  extracted_info: z.record(z.string(), z.string()).nullish(),
  extraction_result: z.unknown().optional(),
});
export type DocumentUploadResponse = z.infer<typeof documentUploadResponseSchema>;
