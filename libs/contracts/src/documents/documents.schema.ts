import { z } from 'zod';

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
