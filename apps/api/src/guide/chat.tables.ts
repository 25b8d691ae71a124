import type { LocationData } from '@intake/contracts';

/** What the worker recorded of the completion email (delivered wins over a failure). */
export type EmailOutcome = 'delivered' | 'failed';

/** One row per chat session (migrations 0003, 0009, 0012). */
export interface ChatConversationsTable {
  session_id: string;
  mode: string;
  state: 'in_progress' | 'completed' | 'abandoned';
  stage: string;
  persona_flow: string | null;
  collected_info: Record<string, string>;
  field_sources: Record<string, unknown>;
  preview: { name: string | null; email: string | null; problem: string | null };
  progress_percentage: number;
  questions_covered: number;
  message_count: number;
  engine_fallbacks: number;
  /** 'requested' once the session asked for its completion email. */
  completion_email: 'requested' | null;
  email_outcome: EmailOutcome | null;
  /** Events of the session's stream folded into the row. */
  version: number;
  started_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  closed_at: Date | string | null;
  exported_at: Date | string | null;
  /** Where the session's start request came from (ChatSessionStarted), null when unknown. */
  location_data: LocationData | null;
}

/** A session's conversation history, one row per entry in order (migration 0009). */
export interface ChatMessagesTable {
  session_id: string;
  seq: number;
  role: 'user' | 'assistant';
  content: string;
  at: string;
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
}
