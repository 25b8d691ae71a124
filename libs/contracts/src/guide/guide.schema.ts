import { z } from 'zod';
import { locationDataSchema } from '../common/location.schema.js';
import { PERSONA_FLOWS } from '../web/persona-flow.js';
import { CHAT_LIMITS, EMAIL_MAX_LENGTH, isDeliverableEmail } from './guide.constants.js';

const message = z
  .string({ error: 'message is required' })
  .max(CHAT_LIMITS.maxMessageChars, `message must be at most ${CHAT_LIMITS.maxMessageChars} characters`)
  .refine((m) => m.trim() !== '', 'message must not be blank')
  .transform((m) => m.trim());

const shortText = (max: number) => z.string().trim().max(max).optional();

/** Anything the browser says about itself; bounded so a session record stays small. */
const clientMetadata = z.record(z.string().max(100), z.unknown()).refine((m) => JSON.stringify(m).length <= 16_384, 'metadata is too large (16 KB at most)');

const sessionOptions = {
  persona_flow: z.enum(PERSONA_FLOWS).nullable().optional(),
  auto_confirm_consent: z.boolean().optional(),
};

/** POST /api/guide/sessions — the spec's client sends no body; persona and metadata are optional. */
export const createGuideSessionRequestSchema = z.object({ ...sessionOptions, metadata: clientMetadata.optional() });
export type CreateGuideSessionRequest = z.input<typeof createGuideSessionRequestSchema>;

/** POST /api/guide/submissions/{id}/message */
export const guideMessageRequestSchema = z.object({ message });
export type GuideMessageRequest = z.input<typeof guideMessageRequestSchema>;

/** An address the guide can send its summary to (`isDeliverableEmail`: the chat's email box uses the same rule). */
export const contactEmailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(EMAIL_MAX_LENGTH, `email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine(isDeliverableEmail, 'Please enter a valid email address');

/** POST /api/guide/submissions/{id}/contact */
export const guideContactRequestSchema = z.object({
  full_name: z.string().trim().max(200).default(''),
  email: contactEmailSchema,
  affiliation: z.string().trim().max(300).default(''),
});
export type GuideContactRequest = z.input<typeof guideContactRequestSchema>;

/** POST /api/guide/sessions/{id}/track-metadata (sent by beacon). */
export const trackMetadataRequestSchema = z.object({ metadata: clientMetadata });

/** POST /api/chat and /api/chat/stream — visitor spec §3 "Chat request". */
export const chatRequestSchema = z.object({
  message,
  session_id: z.string().uuid('session_id must be a UUID').optional(),
  conversation_type: z.string().trim().max(50).default('ai_chat'),
  user_timezone: shortText(100),
  /** The page the visitor came from (document.referrer), null when there is none. */
  referral_page: shortText(2000).nullable(),
  user_agent: shortText(1000),
  device_info: z.union([z.string().max(2000), clientMetadata]).optional(),
  ...sessionOptions,
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/**
 * POST /api/session/restart: closes `session_id` (if given) and opens a new session. The legacy
 * client also opens its first session this way, with what the browser says about itself.
 */
export const restartSessionRequestSchema = z.object({ session_id: z.string().uuid().optional(), ...sessionOptions, metadata: clientMetadata.optional() });

/** POST /api/export */
export const exportSessionRequestSchema = z.object({
  session_id: z.string().uuid('session_id must be a UUID'),
  format: z.literal('json', { error: 'format must be "json"' }).default('json'),
});

/** POST /api/session/{id}/send-completion-email; null (the client has not collected it) means "use the session's". */
export const completionEmailRequestSchema = z.object({
  user_email: z.string().trim().max(320).nullable().optional(),
  user_name: shortText(200).nullable(),
  project_title: shortText(300).nullable(),
  completion_percentage: z.number().min(0).max(100).optional(),
  session_data: z.unknown().optional(),
});

const engineSchema = z.object({
  kind: z.enum(['offline', 'llm']),
  model: z.string().nullable(),
  fallback: z.object({ from: z.literal('llm'), reason: z.string(), detail: z.string() }).nullable(),
});

/** The guide state of visitor spec §3 ("state {progress {...}, completion_status, conv_stage, should_wrap_up}"). */
export const guideStateSchema = z.object({
  progress: z.object({ problem: z.boolean(), solution: z.boolean(), needs: z.boolean(), stage: z.boolean() }),
  completion_status: z.enum(['in_progress', 'awaiting_contact', 'wrapping_up', 'complete']),
  conv_stage: z.enum(['consent', 'collecting', 'contact', 'wrapping_up', 'complete']),
  should_wrap_up: z.boolean(),
  progress_percentage: z.number(),
  next_field: z.string().nullable(),
  /** The engine that answered the last turn; `fallback` says when the LLM gave way to the offline engine. */
  engine: engineSchema,
});
export type GuideState = z.infer<typeof guideStateSchema>;

export const chatProgressSchema = z.object({
  completed_fields: z.number().int(),
  total_fields: z.number().int(),
  progress_percentage: z.number(),
  current_step: z.string(),
});
export type ChatProgress = z.infer<typeof chatProgressSchema>;

export const conversationEntrySchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: z.string(),
});
export type ConversationEntry = z.infer<typeof conversationEntrySchema>;

/**
 * A guide-mode reply (visitor spec §7: response, state), with the progress figures the client
 * reads in either mode and the collected values. The field provenance, the duplicated value maps
 * and the history are left to the legacy reply and the admin area: a guide client reads none of
 * them, and they made every reply about 2.5 kB instead of under 1.
 */
export const guideMessageResponseSchema = z.object({
  success: z.literal(true),
  session_id: z.string(),
  response: z.string(),
  conversation_type: z.string(),
  mode: z.enum(['guide', 'legacy']),
  progress: chatProgressSchema,
  is_complete: z.boolean(),
  state: guideStateSchema,
  questionnaire_status: z.object({
    is_complete: z.boolean(),
    conversation_completed: z.boolean(),
    progress_percent: z.number(),
    completed_fields: z.number().int(),
    total_fields: z.number().int(),
    next_field: z.string().nullable(),
  }),
  extracted_info: z.record(z.string(), z.string()),
  missing_fields: z.array(z.string()),
  completion_percentage: z.number(),
  next_step: z.string(),
});
export type GuideMessageResponse = z.infer<typeof guideMessageResponseSchema>;

/** Every "chat response field read" of visitor spec §3: the legacy reply. */
export const chatResponseSchema = guideMessageResponseSchema.extend({
  questionnaire_data: z.record(z.string(), z.string()),
  extracted_data: z.record(z.string(), z.string()),
  field_sources: z.record(z.string(), z.unknown()),
  conversation_history: z.array(conversationEntrySchema),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** POST /api/guide/sessions */
export const createGuideSessionResponseSchema = z.object({
  success: z.literal(true),
  session_id: z.string(),
  message: z.string(),
  state: guideStateSchema,
});
export type CreateGuideSessionResponse = z.infer<typeof createGuideSessionResponseSchema>;

/** Server-sent events of POST /api/chat/stream: one JSON object per `data: ` line. */
export type ChatStreamEvent =
  | { type: 'metadata'; session_id: string; mode: 'guide' | 'legacy'; conv_stage: string }
  | { type: 'processing'; message: string }
  | { type: 'chunk'; content: string }
  | ({ type: 'complete' } & ChatResponse)
  | { type: 'error'; message: string; status?: number };

/** GET /api/session/{id} and POST /api/export — visitor spec §3 "Session record kept for export". */
export const sessionRecordSchema = z.object({
  session_id: z.string(),
  conversation_history: z.array(conversationEntrySchema),
  metadata: z.object({
    session_id: z.string(),
    created_at: z.string(),
    user_agent: z.string().nullable(),
    platform: z.string().nullable(),
    screen_resolution: z.string().nullable(),
    timezone: z.string().nullable(),
    language: z.string().nullable(),
    referrer: z.string().nullable(),
    uploaded_files: z.array(z.object({ name: z.string(), size: z.number(), type: z.string(), time: z.string() })),
    mode: z.enum(['guide', 'legacy']),
    persona_flow: z.string().nullable(),
    stage: z.string(),
    completed_at: z.string().nullable(),
  }),
  document_intelligent: z.object({
    documents: z.array(
      z.object({ document_id: z.string(), filename: z.string(), analysis_summary: z.string().nullable(), fields: z.record(z.string(), z.string()) }),
    ),
  }),
  questionnaire_data: z.record(z.string(), z.string()),
});
export type SessionRecord = z.infer<typeof sessionRecordSchema>;

/** GET /api/session/{id}: the record with the progress figures of a reply. */
export const sessionViewResponseSchema = sessionRecordSchema.extend({
  success: z.literal(true),
  mode: z.enum(['guide', 'legacy']),
  progress: chatProgressSchema,
  state: guideStateSchema,
  is_complete: z.boolean(),
  completion_percentage: z.number(),
});
export type SessionViewResponse = z.infer<typeof sessionViewResponseSchema>;

/** POST /api/export */
export const exportSessionResponseSchema = sessionRecordSchema.extend({
  success: z.literal(true),
  format: z.literal('json'),
  exported_at: z.string().nullable(),
});
export type ExportSessionResponse = z.infer<typeof exportSessionResponseSchema>;

/** POST /api/session/cleanup/{id} */
export const closeSessionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CloseSessionResponse = z.infer<typeof closeSessionResponseSchema>;

/** POST /api/session/restart */
export const restartSessionResponseSchema = z.object({ success: z.literal(true), session_id: z.string(), message: z.string() });
export type RestartSessionResponse = z.infer<typeof restartSessionResponseSchema>;

/** POST /api/session/{id}/send-completion-email */
export const completionEmailResponseSchema = z.object({ success: z.literal(true), email: z.string(), message: z.string() });
export type CompletionEmailResponse = z.infer<typeof completionEmailResponseSchema>;

/** GET /analytics/ai-conversations — admin spec §3 "Conversation or session". */
export const aiConversationItemSchema = z.object({
  session_id: z.string(),
  state: z.enum(['in_progress', 'completed', 'abandoned']),
  conversation_source: z.literal('ai_chat'),
  data_source_type: z.literal('ai_chat'),
  submission_type: z.literal('AI_CHAT'),
  mode: z.enum(['guide', 'legacy']),
  collected_info: z.record(z.string(), z.string()),
  extracted_info: z.record(z.string(), z.string()),
  field_sources: z.record(z.string(), z.unknown()),
  preview: z.object({ name: z.string().nullable(), email: z.string().nullable(), problem: z.string().nullable() }),
  progress: z.number(),
  progress_percentage: z.number(),
  questions_covered: z.number(),
  message_count: z.number(),
  started_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  messages: z.array(conversationEntrySchema),
  engine_fallbacks: z.number(),
  completion_email: z.enum(['requested', 'delivered', 'failed']).nullable(),
  /** Where the session was started from (its IP, looked up once); null before that was recorded. */
  location_data: locationDataSchema.nullable(),
});
export type AiConversationItem = z.infer<typeof aiConversationItemSchema>;

export const aiConversationsResponseSchema = z.object({ success: z.literal(true), conversations: z.array(aiConversationItemSchema), total: z.number().int() });
export type AiConversationsResponse = z.infer<typeof aiConversationsResponseSchema>;
