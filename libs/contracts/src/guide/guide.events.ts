import type { Event } from '../common/event.js';
import type { LocationData } from '../common/location.schema.js';
import type { DocumentOwnerEvent, ExtractedField } from '../documents/documents.contract.js';
import type { EmailJob } from '../notifications/email.schema.js';
import type { StreamErased } from '../privacy/personal-data.js';
import type { PersonaFlow } from '../web/persona-flow.js';
import type { ChatMode, VisitorGoal } from './guide-fields.js';

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

/** What the browser tells us about itself; kept for the session record export (visitor spec §3). */
export interface ChatClientMetadata {
  user_agent?: string;
  platform?: string;
  screen_resolution?: string;
  timezone?: string;
  language?: string;
  referrer?: string;
  device_info?: unknown;
  [key: string]: unknown;
}

/** Which engine answered a turn, and whether the LLM had to give way to the offline engine. */
export interface TurnEngine {
  kind: 'offline' | 'llm';
  model: string | null;
  fallback: { from: 'llm'; reason: 'timeout' | 'provider_error' | 'malformed_output'; detail: string } | null;
}

export interface ChatSessionStartedData {
  session_id: string;
  mode: ChatMode;
  persona_flow: PersonaFlow | null;
  auto_confirm: boolean;
  greeting: string;
  client: ChatClientMetadata;
  started_at: string;
  /**
   * Where the starting request came from, looked up from its address as a Work With Us
   * submission is (IpLocationService); null when the address places nobody. Absent on sessions
   * started before it was recorded. City and region are personal (guide.personal-data.ts).
   */
  location_data?: LocationData | null;
}

export interface ChatTurnTakenData {
  session_id: string;
  turn: number;
  message: { content: string; at: string };
  reply: { content: string; at: string };
  stage_before: ChatStage;
  stage_after: ChatStage;
  /** Values set by this turn (from this message, or from messages held back until consent). */
  fields: ExtractedField[];
  /** The field the reply asks for, if any; the guide stops asking after three unanswered tries. */
  asked_field: string | null;
  /** Which reply the machine chose; free text from an engine is 'engine'. */
  reply_kind:
    | 'engine'
    | 'consent_reminder'
    | 'contact_request'
    | 'contact_reminder'
    | 'consultation'
    | 'wrap_up'
    | 'completion'
    | 'already_complete'
    | 'revise'
    /** A question back: an explanation and the same question again (not counted as an ask). */
    | 'explain'
    /** "No" to what a document proposed: the guide asks what the field should say. */
    | 'correct_field';
  engine: TurnEngine;
  /** What the message was understood as before anything was recorded (absent on turns before 2026-11-25). */
  intent?: MessageIntentKind;
  /** A message that fitted no field (or a question back) is kept here, never as a field. */
  note?: string | null;
  /** Fields a document proposed that this message confirmed. */
  confirmed_fields?: string[];
}

export const MESSAGE_INTENT_KINDS = ['answer', 'confirmation', 'refusal', 'correction', 'question', 'contact', 'decline', 'other'] as const;
export type MessageIntentKind = (typeof MESSAGE_INTENT_KINDS)[number];

export interface ChatContactProvidedData {
  session_id: string;
  full_name: string;
  email: string;
  affiliation: string;
  fields: ExtractedField[];
  stage_before: ChatStage;
  stage_after: ChatStage;
  reply: { content: string; at: string } | null;
  at: string;
}

export interface ChatCompletedData {
  session_id: string;
  completed_at: string;
  /** 'conversation': the machine reached complete; 'client': the client asked for the email first. */
  via: 'conversation' | 'client';
}

export interface ChatCompletionEmailRequestedData {
  session_id: string;
  email_id: string;
  goal: VisitorGoal | 'completion';
  email: EmailJob;
}

export interface ChatMetadataTrackedData {
  session_id: string;
  metadata: Record<string, unknown>;
  at: string;
}

export interface ChatSessionExportedData {
  session_id: string;
  format: 'json';
  at: string;
}

export interface ChatSessionClosedData {
  session_id: string;
  reason: 'cleanup' | 'restart';
  at: string;
}

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
