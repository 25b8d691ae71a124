import { defineRowProjection } from '@intake/event-store';
import { ChatEvents, DocumentEvents, EmailEvents, NOT_SPECIFIED, toLegacyName, type EmailDeliveredData } from '@intake/contracts';
import { progressOf, stageOf } from '@intake/machines';
import { chatReducer, EMPTY_SESSION, valuesOf, type ChatSessionState } from './chat-session.reducer.js';
import type { ChatConversationsTable } from './chat.tables.js';
import { parseCompletionEmailId } from './completion.email.js';

type Row = ChatConversationsTable & Record<string, unknown>;

const CHAT_STREAM = /^chat-(.+)$/;
const real = (v: string | undefined) => (v && v !== NOT_SPECIFIED ? v : null);

/** The row's columns, all derived from the folded session: the projection is the reducer. */
function toRow(state: ChatSessionState, completionEmail: Row['completion_email']): Row {
  const values = valuesOf(state.collected);
  const progress = progressOf(state.mode, values);
  return {
    session_id: state.sessionId,
    mode: state.mode,
    state: state.completedAt ? 'completed' : state.closedAt ? 'abandoned' : 'in_progress',
    stage: stageOf(state.machine),
    persona_flow: state.persona,
    collected_info: Object.fromEntries(Object.entries(values).map(([f, v]) => [toLegacyName(f), v])),
    field_sources: Object.fromEntries(Object.entries(state.collected).map(([f, v]) => [toLegacyName(f), { ...v.source, at: v.at }])),
    preview: { name: real(values.full_name), email: real(values.email), problem: real(values.problem) },
    progress_percentage: state.completedAt ? 100 : progress.percent,
    questions_covered: progress.completed.length,
    message_count: state.history.length,
    messages: state.history,
    // The history is stored once, in `messages`; evolve puts it back into the state.
    engine_fallbacks: state.engineFallbacks,
    completion_email: completionEmail ?? (state.completionEmail ? 'requested' : null),
    session_state: { ...state, history: [] },
    started_at: state.startedAt,
    updated_at: state.updatedAt || state.startedAt,
    completed_at: state.completedAt,
    closed_at: state.closedAt,
    exported_at: state.exportedAt,
  };
}

/** One row per chat session for the admin area (GET /analytics/ai-conversations) and session reads. */
export const chatConversationsProjection = defineRowProjection<Row>({
  name: 'chat-conversations',
  table: 'chat_conversations',
  keyColumn: 'session_id',
  jsonColumns: ['collected_info', 'field_sources', 'preview', 'messages', 'session_state'],
  handles: [...Object.values(ChatEvents), DocumentEvents.Attached, DocumentEvents.FieldsExtracted, EmailEvents.Delivered, EmailEvents.Failed],
  key(e) {
    if (e.type === EmailEvents.Delivered || e.type === EmailEvents.Failed) return parseCompletionEmailId((e.data as EmailDeliveredData).email_id);
    return CHAT_STREAM.exec(e.streamId)?.[1] ?? null;
  },
  startsRow: (e) => e.type === ChatEvents.SessionStarted && e.streamPosition === 1,
  evolve(row, e) {
    if (e.type === EmailEvents.Delivered) return row ? { ...row, completion_email: 'delivered' } : row;
    if (e.type === EmailEvents.Failed) return row && row.completion_email !== 'delivered' ? { ...row, completion_email: 'failed' } : row;
    const state = chatReducer.evolve(row ? { ...row.session_state, history: row.messages } : EMPTY_SESSION, e);
    return state.exists ? toRow(state, row?.completion_email ?? null) : null;
  },
});
