import { z } from 'zod';
import { fieldSourceSchema } from '../documents/documents.events.js';
import { locationDataSchema } from '../common/location.schema.js';
import { RESPONSE_CHANNELS, responseReviewSchema } from './response-review.schema.js';

/**
 * GET /api/admin/responses/{channel}/{id} (admin, issue 20): one response as staff read it on its
 * own page. The id is the application id for Work With Us, the session id for a questionnaire or
 * a chat. Everything is already readable: question texts and option labels, not stored values.
 */

/** One answer: the question as the visitor read it, one line per chosen option or detail; empty: not answered. */
export const readableAnswerSchema = z.object({ question: z.string(), lines: z.array(z.string()) });
export type ReadableAnswer = z.infer<typeof readableAnswerSchema>;

/**
 * An uploaded file. `downloadable`: staff get a short-lived link to it with their token from
 * GET /api/admin/responses/{channel}/{id}/files/{file_id}; false when no stored bytes are known.
 */
export const responseFileSchema = z.object({
  file_id: z.string(),
  filename: z.string(),
  size: z.number().nullable(),
  content_type: z.string().nullable(),
  /** The question it answered (questionnaire), or what reading it gave (documents). */
  note: z.string().nullable(),
  downloadable: z.boolean(),
});
export type ResponseFile = z.infer<typeof responseFileSchema>;

/** Where the visitor was and what they used, as their requests told us. */
export const responseVisitorSchema = z.object({
  location: locationDataSchema.nullable(),
  device_type: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  user_agent: z.string().nullable(),
  language: z.string().nullable(),
  timezone: z.string().nullable(),
  referrer: z.string().nullable(),
});
export type ResponseVisitor = z.infer<typeof responseVisitorSchema>;

/**
 * Where a field's value came from: the visitor's message, or a document's proposal (with the
 * reader's confidence, 0..1) and whether the visitor confirmed it (`used`: the value the response holds).
 */
export const responseProvenanceSchema = z.object({
  field: z.string(),
  label: z.string(),
  value: z.string(),
  confidence: z.number().nullable(),
  source: fieldSourceSchema,
  document: z.string().nullable(),
  used: z.boolean(),
});
export type ResponseProvenance = z.infer<typeof responseProvenanceSchema>;

/** One line of the response's history, oldest first: when, who (visitor, an admin's name, the document reader…) and what. */
export const responseTimelineEntrySchema = z.object({ at: z.string(), who: z.string(), what: z.string() });
export type ResponseTimelineEntry = z.infer<typeof responseTimelineEntrySchema>;

export const responseTranscriptEntrySchema = z.object({ role: z.enum(['user', 'assistant']), content: z.string(), at: z.string() });

export const responseDetailSchema = z.object({
  channel: z.enum(RESPONSE_CHANNELS),
  id: z.string(),
  /** "Work With Us application", "Questionnaire submission", "AI guide chat". */
  kind: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  organization: z.string().nullable(),
  /** in progress, submitted, completed… in words. */
  state: z.string(),
  started_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** The applicant's own message ("What would you like us to know?"); null where the channel has none. */
  message: z.string().nullable(),
  answers: z.array(readableAnswerSchema),
  files: z.array(responseFileSchema),
  visitor: responseVisitorSchema,
  provenance: z.array(responseProvenanceSchema),
  /** The chat's conversation, in order (empty for other channels). */
  transcript: z.array(responseTranscriptEntrySchema),
  timeline: z.array(responseTimelineEntrySchema),
  review: responseReviewSchema.pick({ status: true, notes: true, history: true, assignment: true }),
  /** Whether it takes a status and notes: a questionnaire only once submitted. */
  reviewable: z.boolean(),
});
export type ResponseDetail = z.infer<typeof responseDetailSchema>;

/** GET /api/admin/responses/{channel}/{id}/files/{file_id} (admin): a short-lived signed link to one of the response's files. */
export const responseFileDownloadSchema = z.object({ success: z.literal(true), download_url: z.string(), expires_at: z.string() });
export type ResponseFileDownload = z.infer<typeof responseFileDownloadSchema>;
