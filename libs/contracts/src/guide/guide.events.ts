import { z } from 'zod';
import type { Event } from '../common/event.js';
import { locationDataSchema } from '../common/location.schema.js';
import { extractedFieldSchema, type DocumentOwnerEvent } from '../documents/documents.events.js';
import { emailJobSchema } from '../notifications/email.schema.js';
import type { StreamErased } from '../privacy/personal-data.events.js';
import { PERSONA_FLOWS } from '../web/persona-flow.js';
import { VISITOR_GOALS, type ChatMode } from './guide-fields.js';

/**
 * A chat session is the stream `chat-<sessionId>` (chatStreamId). The guide context writes the
 * events below; the documents context also appends DocumentAttached and DocumentFieldsExtracted
 * there (expected version 'any'), which the session's reducer folds into the collected fields.
 */
export const ChatEvents = {
  SessionStarted: 'ChatSessionStarted',
  TurnTaken: 'ChatTurnTaken',
  ContactProvided: 'ChatContactProvided',
  Completed: 'ChatCompleted',
  CompletionEmailRequested: 'ChatCompletionEmailRequested',
  MetadataTracked: 'ChatMetadataTracked',
  SessionExported: 'ChatSessionExported',
  SessionClosed: 'ChatSessionClosed',
} as const;

export const CHAT_STAGES = ['consent', 'collecting', 'contact', 'wrapping_up', 'complete'] as const;
export type ChatStage = (typeof CHAT_STAGES)[number];

/**
 * What the browser tells us about itself; kept for the session record export (visitor spec §3).
 * The calls take any JSON object as metadata and merge it over these, so each value is whatever
 * the client sent: the names below are the usual ones, not a promise of their type.
 */
export const chatClientMetadataSchema = z.looseObject({
  user_agent: z.unknown().optional(),
  platform: z.unknown().optional(),
  screen_resolution: z.unknown().optional(),
  timezone: z.unknown().optional(),
  language: z.unknown().optional(),
  referrer: z.unknown().optional(),
  device_info: z.unknown().optional(),
});
export type ChatClientMetadata = z.infer<typeof chatClientMetadataSchema>;

/** Which engine answered a turn, and whether the LLM had to give way to the offline engine. */
export const turnEngineSchema = z.object({
  kind: z.enum(['offline', 'llm']),
  model: z.string().nullable(),
  fallback: z.object({ from: z.literal('llm'), reason: z.enum(['timeout', 'provider_error', 'malformed_output']), detail: z.string() }).nullable(),
});
export type TurnEngine = z.infer<typeof turnEngineSchema>;

const chatModeSchema: z.ZodType<ChatMode> = z.enum(['guide', 'legacy']);

export const chatSessionStartedDataSchema = z.object({
  session_id: z.string(),
  mode: chatModeSchema,
  persona_flow: z.enum(PERSONA_FLOWS).nullable(),
  auto_confirm: z.boolean(),
  greeting: z.string(),
  client: chatClientMetadataSchema,
  started_at: z.string(),
  /**
   * Where the starting request came from, looked up from its address as a Work With Us
   * submission is (IpLocationService); null when the address places nobody. Absent on sessions
   * started before it was recorded. City and region are personal (guide.personal-data.ts).
   */
  location_data: z.optional(z.nullable(locationDataSchema)),
});
export type ChatSessionStartedData = z.infer<typeof chatSessionStartedDataSchema>;

export const MESSAGE_INTENT_KINDS = ['answer', 'confirmation', 'refusal', 'correction', 'question', 'contact', 'decline', 'other'] as const;
export type MessageIntentKind = (typeof MESSAGE_INTENT_KINDS)[number];

const messageSchema = z.object({ content: z.string(), at: z.string() });

export const chatTurnTakenDataSchema = z.object({
  session_id: z.string(),
  turn: z.number(),
  message: messageSchema,
  reply: messageSchema,
  stage_before: z.enum(CHAT_STAGES),
  stage_after: z.enum(CHAT_STAGES),
  /** Values set by this turn (from this message, or from messages held back until consent). */
  fields: z.array(extractedFieldSchema),
  /** The field the reply asks for, if any; the guide stops asking after three unanswered tries. */
  asked_field: z.string().nullable(),
  /**
   * Which reply the machine chose; free text from an engine is 'engine'. 'explain': a question
   * back, an explanation and the same question again (not counted as an ask). 'correct_field':
   * "no" to what a document proposed, the guide asks what the field should say.
   */
  reply_kind: z.enum([
    'engine',
    'consent_reminder',
    'contact_request',
    'contact_reminder',
    'consultation',
    'wrap_up',
    'completion',
    'already_complete',
    'revise',
    'explain',
    'correct_field',
  ]),
  engine: turnEngineSchema,
  /** What the message was understood as before anything was recorded (absent on turns before 2026-11-25). */
  intent: z.enum(MESSAGE_INTENT_KINDS).optional(),
  /** A message that fitted no field (or a question back) is kept here, never as a field. */
  note: z.string().nullable().optional(),
  /** Fields a document proposed that this message confirmed. */
  confirmed_fields: z.array(z.string()).optional(),
});
export type ChatTurnTakenData = z.infer<typeof chatTurnTakenDataSchema>;

export const chatContactProvidedDataSchema = z.object({
  session_id: z.string(),
  full_name: z.string(),
  email: z.string(),
  affiliation: z.string(),
  fields: z.array(extractedFieldSchema),
  stage_before: z.enum(CHAT_STAGES),
  stage_after: z.enum(CHAT_STAGES),
  reply: z.nullable(messageSchema),
  at: z.string(),
});
export type ChatContactProvidedData = z.infer<typeof chatContactProvidedDataSchema>;

export const chatCompletedDataSchema = z.object({
  session_id: z.string(),
  completed_at: z.string(),
  /** 'conversation': the machine reached complete; 'client': the client asked for the email first. */
  via: z.enum(['conversation', 'client']),
});
export type ChatCompletedData = z.infer<typeof chatCompletedDataSchema>;

export const chatCompletionEmailRequestedDataSchema = z.object({
  session_id: z.string(),
  email_id: z.string(),
  goal: z.enum([...VISITOR_GOALS, 'completion']),
  email: emailJobSchema,
});
export type ChatCompletionEmailRequestedData = z.infer<typeof chatCompletionEmailRequestedDataSchema>;

export const chatMetadataTrackedDataSchema = z.object({
  session_id: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type ChatMetadataTrackedData = z.infer<typeof chatMetadataTrackedDataSchema>;

export const chatSessionExportedDataSchema = z.object({
  session_id: z.string(),
  format: z.literal('json'),
  at: z.string(),
});
export type ChatSessionExportedData = z.infer<typeof chatSessionExportedDataSchema>;

export const chatSessionClosedDataSchema = z.object({
  session_id: z.string(),
  reason: z.enum(['cleanup', 'restart']),
  at: z.string(),
});
export type ChatSessionClosedData = z.infer<typeof chatSessionClosedDataSchema>;

/** The guide context's events on a chat session stream. */
export type ChatEvent =
  | Event<typeof ChatEvents.SessionStarted, ChatSessionStartedData>
  | Event<typeof ChatEvents.TurnTaken, ChatTurnTakenData>
  | Event<typeof ChatEvents.ContactProvided, ChatContactProvidedData>
  | Event<typeof ChatEvents.Completed, ChatCompletedData>
  | Event<typeof ChatEvents.CompletionEmailRequested, ChatCompletionEmailRequestedData>
  | Event<typeof ChatEvents.MetadataTracked, ChatMetadataTrackedData>
  | Event<typeof ChatEvents.SessionExported, ChatSessionExportedData>
  | Event<typeof ChatEvents.SessionClosed, ChatSessionClosedData>;

/** What a `chat-<session id>` stream holds: the documents context writes there too. */
export type ChatSessionStreamEvent = ChatEvent | DocumentOwnerEvent | StreamErased;
