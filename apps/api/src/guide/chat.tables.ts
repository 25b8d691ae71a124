import type { ConversationEntry } from '@intake/contracts';
import type { ChatSessionState } from './chat-session.reducer.js';

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
  messages: ConversationEntry[];
  engine_fallbacks: number;
  completion_email: 'requested' | 'delivered' | 'failed' | null;
  session_state: ChatSessionState;
  started_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
  closed_at: Date | string | null;
  exported_at: Date | string | null;
}

export interface ChatTables {
  chat_conversations: ChatConversationsTable;
}
