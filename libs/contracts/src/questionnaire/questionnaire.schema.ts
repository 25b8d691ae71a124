import { z } from 'zod';
import { QUESTION_TYPES } from './questionnaire.types.js';

const id = z.string().trim().min(1).max(100);

const questionSchema = z.object({
  id,
  question: z.string(),
  type: z.enum(QUESTION_TYPES),
  field: z.string(),
  required: z.boolean(),
  next_step_logic: z.record(z.string(), z.string()),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  max_length: z.number().int().positive().optional(),
  rows: z.number().int().positive().optional(),
  max_selections: z.number().int().positive().optional(),
  min_selections: z.number().int().positive().optional(),
  allowed_types: z.array(z.string()).optional(),
  max_size_mb: z.number().positive().optional(),
  max_files: z.number().int().positive().optional(),
  help_text: z.string().optional(),
  placeholder: z.string().optional(),
});

const patterns = z.object({ email: z.string(), phone: z.string(), url: z.string() });

/** The configuration as GET /api/questionnaire/config serves it; the browser checks a fetched copy with this. */
export const questionnaireConfigSchema = z.object({
  version: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(questionSchema).min(1),
  theme: z.object({
    required_indicator: z.string(),
    progress_display: z.literal('percentage'),
    auto_advance: z.boolean(),
    allow_back_navigation: z.boolean(),
    save_progress: z.boolean(),
    auto_save_interval: z.number(),
  }),
  validation: z.object({
    patterns,
    messages: z.object({
      required: z.string(),
      invalid_option: z.string(),
      min_selections: z.string(),
      max_selections: z.string(),
      max_length: z.string(),
      min_length: z.string(),
      file_size: z.string(),
      file_type: z.string(),
      pattern: patterns,
    }),
  }),
});

export const questionnaireConfigResponseSchema = z.object({ success: z.literal(true), config: questionnaireConfigSchema });
export type QuestionnaireConfigResponse = z.infer<typeof questionnaireConfigResponseSchema>;

/** POST /api/questionnaire/sessions. The user agent comes from the request header. */
export const startQuestionnaireSessionRequestSchema = z.object({
  metadata: z
    .object({
      device_type: z.enum(['mobile', 'tablet', 'desktop']).default('desktop'),
      referrer: z.string().max(2000).nullable().default(null),
      timezone: z.string().max(100).nullable().default(null),
      language: z.string().max(35).nullable().default(null),
    })
    .strip()
    .default({ device_type: 'desktop', referrer: null, timezone: null, language: null }),
});
export type StartQuestionnaireSessionRequest = z.input<typeof startQuestionnaireSessionRequestSchema>;

const uploadedFileRefSchema = z.object({
  document_id: z.string().max(100),
  filename: z.string().max(300),
  size: z.number().int().nonnegative(),
  content_type: z.string().max(200),
});

/** GET /api/questionnaire/sessions/{id} (and the reply of the start call): where to resume. */
export const questionnaireSessionViewSchema = z.object({
  success: z.literal(true),
  session_id: z.string(),
  config_version: z.string(),
  status: z.enum(['in_progress', 'submitted']),
  /** Answers by question id, the latest per question. */
  answers: z.record(z.string(), z.unknown()),
  /** Files the documents context attached, by question id. */
  files: z.record(z.string(), z.array(uploadedFileRefSchema)),
  submission_id: z.string().nullable(),
  started_at: z.string(),
});
export type QuestionnaireSessionView = z.infer<typeof questionnaireSessionViewSchema>;

/** POST /api/questionnaire/sessions/{id}/answers: one answer, as the visitor gives it. */
export const recordAnswerRequestSchema = z.object({
  question_id: id,
  value: z.unknown().refine((v) => v !== undefined, 'value is required'),
});
export type RecordAnswerRequest = z.input<typeof recordAnswerRequestSchema>;

export const recordAnswerResponseSchema = z.object({ success: z.literal(true), session_id: z.string(), question_id: z.string() });
export type RecordAnswerResponse = z.infer<typeof recordAnswerResponseSchema>;

/** POST /api/questionnaire/sessions/{id}/steps: the visitor reached a question (drop-off tracking). */
export const stepReachedRequestSchema = z.object({
  question_id: id,
  time_spent_ms: z
    .number()
    .int()
    .nonnegative()
    .max(7 * 24 * 3600 * 1000),
});
export type StepReachedRequest = z.input<typeof stepReachedRequestSchema>;

const chatMessageSchema = z
  .object({
    id: z.union([z.string().max(100), z.number()]).optional(),
    content: z.string().max(5000),
    isUser: z.boolean(),
    timestamp: z.union([z.string().max(64), z.number()]).optional(),
  })
  .strip();

/**
 * POST /api/submit (fallback /api/structured-questionnaire/submit), visitor spec §3. The answers
 * travel inside conversation_data under their field names; the server replays them through the
 * questionnaire machine, so this schema checks only the envelope.
 */
export const questionnaireSubmitRequestSchema = z.object({
  session_id: z.uuid('session_id must be the id of a questionnaire session'),
  conversation_data: z
    .object({
      session_id: z.string().max(100).optional(),
      timestamp: z.string().max(64).optional(),
      submission_type: z.string().max(50).optional(),
      data_source: z.string().max(50).optional(),
      conversation_source: z.string().max(50).optional(),
      privacy_consent: z.boolean().optional(),
      newsletter_consent: z.boolean().optional(),
      email: z.string().max(320).optional(),
      name: z.string().max(200).optional(),
    })
    .catchall(z.unknown()),
  submission_type: z.string().max(50).optional(),
  metadata: z
    .object({
      submissionType: z.string().max(50).optional(),
      completedAt: z.string().max(64).optional(),
      totalFields: z.number().int().nonnegative().max(1000).optional(),
      sessionId: z.string().max(100).optional(),
      uploadedFiles: z.array(z.unknown()).max(50).optional(),
      questionnaireVersion: z.string().max(20).optional(),
    })
    .strip()
    .default({}),
  messages: z.array(chatMessageSchema).max(200).default([]),
});
export type QuestionnaireSubmitRequest = z.input<typeof questionnaireSubmitRequestSchema>;
export type QuestionnaireSubmission = z.output<typeof questionnaireSubmitRequestSchema>;

/** conversation_data keys that are not answers. */
export const CONVERSATION_META_KEYS = [
  'session_id',
  'timestamp',
  'submission_type',
  'data_source',
  'conversation_source',
  'privacy_consent',
  'newsletter_consent',
  'email',
  'name',
] as const;

export const questionnaireSubmitResponseSchema = z.object({
  success: z.literal(true),
  submission_id: z.string(),
  session_id: z.string(),
  message: z.string(),
});
export type QuestionnaireSubmitResponse = z.infer<typeof questionnaireSubmitResponseSchema>;

/** POST /api/forms/track-metadata, visitor spec §7. */
export const trackFormMetadataRequestSchema = z.object({
  session_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, 'session_id must be 1-100 letters, digits, "-" or "_"'),
  metadata: z.object({
    page: z.string().max(200),
    event: z.enum(['consent_viewed', 'consent_accepted']),
    route: z.string().max(500),
    timestamp: z.string().max(64),
  }),
});
export type TrackFormMetadataRequest = z.input<typeof trackFormMetadataRequestSchema>;

/** GET /api/questionnaire/drop-off (admin): where unfinished sessions stopped. */
export const questionnaireDropOffResponseSchema = z.object({
  success: z.literal(true),
  sessions: z.object({ started: z.number().int(), submitted: z.number().int(), in_progress: z.number().int() }),
  questions: z.array(
    z.object({
      question_id: z.string(),
      field: z.string(),
      position: z.number().int(),
      /** Sessions that reached the question. */
      reached: z.number().int(),
      /** Unfinished sessions whose last step is this question. */
      stopped_here: z.number().int(),
      /** Mean time spent in the questionnaire by the sessions that stopped here. */
      avg_time_spent_ms: z.number().int().nullable(),
    }),
  ),
});
export type QuestionnaireDropOffResponse = z.infer<typeof questionnaireDropOffResponseSchema>;
