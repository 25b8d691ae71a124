import { NO_RESPONSE_FILTER, type AiConversationItem, type ConversationEntry, type ResponseFilter } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { responseFilterCondition } from '../../responses/index.js';
import { rowCount } from '../row-count.query.js';

const iso = (v: Date | string | null): string | null => (v === null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/** The stored messages of the given sessions, each list in order (every id gets a list). */
export async function loadChatMessages(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, ConversationEntry[]>> {
  const messages = new Map<string, ConversationEntry[]>(ids.map((id) => [id, []]));
  if (ids.length > 0) {
    const entries = await db
      .selectFrom('chat_messages')
      .select(['session_id', 'role', 'content', 'at'])
      .where('session_id', 'in', ids)
      .orderBy('session_id')
      .orderBy('seq')
      .execute();
    for (const m of entries) messages.get(m.session_id)!.push({ role: m.role, content: m.content, timestamp: m.at });
  }
  return messages;
}

/**
 * One chat_conversations row as the admin area reads it. Shared by this list and the merged
 * conversation list (admin-dashboard), so a chat looks the same in both. Timestamps may come as
 * Date (pg) or as text (a row read through to_jsonb).
 */
export function toAiConversationItem(r: Database['chat_conversations'], messages: ConversationEntry[]): AiConversationItem {
  return {
    session_id: r.session_id,
    state: r.state,
    conversation_source: 'ai_chat',
    data_source_type: 'ai_chat',
    submission_type: 'AI_CHAT',
    mode: r.mode === 'legacy' ? 'legacy' : 'guide',
    collected_info: r.collected_info,
    extracted_info: r.collected_info,
    field_sources: r.field_sources,
    preview: r.preview,
    progress: r.progress_percentage,
    progress_percentage: r.progress_percentage,
    questions_covered: r.questions_covered,
    message_count: r.message_count,
    started_at: iso(r.started_at)!,
    created_at: iso(r.started_at)!,
    updated_at: iso(r.updated_at)!,
    completed_at: iso(r.completed_at),
    messages,
    engine_fallbacks: r.engine_fallbacks,
    completion_email: r.email_outcome ?? r.completion_email,
    location_data: r.location_data ?? null,
  };
}

/** GET /analytics/ai-conversations: newest activity first (admin spec §2 default sort). */
export async function listAiConversations(
  db: Kysely<Database>,
  limit: number,
  offset: number,
  filter: ResponseFilter = NO_RESPONSE_FILTER,
): Promise<{ items: AiConversationItem[]; total: number }> {
  // Issue 35: by tag and by a collected field's value.
  const kept = responseFilterCondition('chat', sql.ref('session_id'), filter);
  const [rows, total] = await Promise.all([
    db.selectFrom('chat_conversations').selectAll().where(kept).orderBy('updated_at', 'desc').orderBy('session_id').limit(limit).offset(offset).execute(),
    rowCount(db, 'chat_conversations', kept),
  ]);
  const messages = await loadChatMessages(
    db,
    rows.map((r) => r.session_id),
  );
  const items = rows.map((r) => toAiConversationItem(r, messages.get(r.session_id)!));
  return { items, total };
}
