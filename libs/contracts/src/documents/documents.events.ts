import { z } from 'zod';
import type { Event } from '../common/event.js';
import type { StreamErased } from '../privacy/personal-data.events.js';

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

export const documentOwnerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), session_id: z.string() }),
  z.object({ kind: z.literal('questionnaire'), session_id: z.string(), question_id: z.string().nullable() }),
]);
export type DocumentOwner = z.infer<typeof documentOwnerSchema>;

export const documentUploadedDataSchema = z.object({
  document_id: z.string(),
  /** The id the client polls: GET /api/progress/{operation_id}. */
  operation_id: z.string(),
  owner: documentOwnerSchema,
  filename: z.string(),
  ext: z.string(),
  content_type: z.string(),
  size: z.number(),
  sha256: z.string(),
  blob_key: z.string(),
});
export type DocumentUploadedData = z.infer<typeof documentUploadedDataSchema>;

export const documentAttachedDataSchema = z.object({
  document_id: z.string(),
  operation_id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
  question_id: z.string().nullable(),
});
export type DocumentAttachedData = z.infer<typeof documentAttachedDataSchema>;

export const documentExtractionProgressedDataSchema = z.object({
  document_id: z.string(),
  stage: z.enum(['reading', 'ocr', 'analysing']),
  percent: z.number(),
});
export type DocumentExtractionProgressedData = z.infer<typeof documentExtractionProgressedDataSchema>;

export const documentExtractedDataSchema = z.object({
  document_id: z.string(),
  text_chars: z.number(),
  pages: z.number(),
  ocr_pages: z.number(),
  fields: z.array(extractedFieldSchema),
  analysis_summary: z.string(),
  chat_message: z.string(),
  verification_questions: z.array(z.string()),
  /** Every value found, with its confidence (absent on events written before proposals). */
  proposals: z.array(documentProposalSchema).optional(),
  relevance: z.optional(documentRelevanceSchema),
  /** Text was cut (page cap, character cap) or pictures refused. */
  truncated: z.boolean().optional(),
});
export type DocumentExtractedData = z.infer<typeof documentExtractedDataSchema>;

export const documentExtractionFailedDataSchema = z.object({
  document_id: z.string(),
  reason: z.string(),
  attempts: z.number(),
});
export type DocumentExtractionFailedData = z.infer<typeof documentExtractionFailedDataSchema>;

export const documentExtractionRequeuedDataSchema = z.object({
  document_id: z.string(),
  /** 1 for the first re-queue; the sweeper gives up after a few. */
  requeue: z.number(),
  /** The queue job that now reads it. */
  job_id: z.string(),
});
export type DocumentExtractionRequeuedData = z.infer<typeof documentExtractionRequeuedDataSchema>;

export const documentFieldsExtractedDataSchema = z.object({
  document_id: z.string(),
  /** The confident proposals; empty for a document that is not about a healthcare project. */
  fields: z.array(extractedFieldSchema),
  analysis_summary: z.string(),
  /** What the chat asks the visitor to confirm (absent on events written before proposals). */
  proposals: z.array(documentProposalSchema).optional(),
  about_healthcare_project: z.boolean().optional(),
});
export type DocumentFieldsExtractedData = z.infer<typeof documentFieldsExtractedDataSchema>;

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
