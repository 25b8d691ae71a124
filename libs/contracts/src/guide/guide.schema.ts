import { z } from 'zod';
import type { LocationData } from '../common/location.schema.js';
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
export interface SessionRecord {
  session_id: string;
  conversation_history: ConversationEntry[];
  metadata: {
    session_id: string;
    created_at: string;
    user_agent: string | null;
    platform: string | null;
    screen_resolution: string | null;
    timezone: string | null;
    language: string | null;
    referrer: string | null;
    uploaded_files: { name: string; size: number; type: string; time: string }[];
    mode: 'guide' | 'legacy';
    persona_flow: string | null;
    stage: string;
    completed_at: string | null;
  };
  document_intelligent: { documents: { document_id: string; filename: string; analysis_summary: string | null; fields: Record<string, string> }[] };
  questionnaire_data: Record<string, string>;
}

/** GET /analytics/ai-conversations — admin spec §3 "Conversation or session". */
export interface AiConversationItem {
  session_id: string;
  state: 'in_progress' | 'completed' | 'abandoned';
  conversation_source: 'ai_chat';
  data_source_type: 'ai_chat';
  submission_type: 'AI_CHAT';
  mode: 'guide' | 'legacy';
  collected_info: Record<string, string>;
  extracted_info: Record<string, string>;
  field_sources: Record<string, unknown>;
  preview: { name: string | null; email: string | null; problem: string | null };
  progress: number;
  progress_percentage: number;
  questions_covered: number;
  message_count: number;
  started_at: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  messages: ConversationEntry[];
  engine_fallbacks: number;
  completion_email: 'requested' | 'delivered' | 'failed' | null;
  /** Where the session was started from (its IP, looked up once); null before that was recorded. */
  location_data: LocationData | null;
}
