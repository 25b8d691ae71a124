import type { Conversation } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import { loadChatMessages } from './ai-conversations.query.js';
import type { Database } from '../../platform/database/database.types.js';
import { conversationIndex } from './conversation-index.sql.js';
import { toConversation, type RawConversationRow } from './conversation.mapper.js';

type QuestionnaireRow = Extract<RawConversationRow, { source: 'questionnaire' }>;

interface PageRow {
  source: RawConversationRow['source'];
  session_id: string;
  state: string;
  chat: Database['chat_conversations'] | null;
  session: QuestionnaireRow['session'];
  submission: QuestionnaireRow['submission'];
}

/**
 * One page of both read models, newest activity first (admin spec §2 default sort). The database
 * orders and cuts the page over the narrow index rows first, and only then reads the page's full
 * rows (as stored, through to_jsonb), so a page costs the same however many conversations exist.
 * Ties are broken by source and id so pages never overlap.
 */
export async function readConversationRows(db: Kysely<Database>, limit: number, offset: number): Promise<RawConversationRow[]> {
  const { rows } = await sql<PageRow>`
    with page as (
      select source, session_id, state, updated_at
      from (${conversationIndex}) i
      order by updated_at desc, source, session_id
      limit ${limit} offset ${offset}
    )
    select p.source, p.session_id, p.state, to_jsonb(c) as chat, to_jsonb(s) as session, to_jsonb(q) as submission
    from page p
    left join chat_conversations c on p.source = 'ai_chat' and c.session_id = p.session_id
    left join questionnaire_sessions s on p.source = 'questionnaire' and s.session_id = p.session_id
    left join questionnaire_submissions q on p.source = 'questionnaire' and q.session_id = p.session_id
    order by p.updated_at desc, p.source, p.session_id`.execute(db);
  const chatIds = rows.filter((r) => r.source === 'ai_chat').map((r) => r.session_id);
  const messages = await loadChatMessages(db, chatIds);
  return rows.map(
    (r): RawConversationRow =>
      r.source === 'ai_chat'
        ? { source: 'ai_chat', session_id: r.session_id, state: r.state, chat: r.chat, messages: messages.get(r.session_id) ?? [] }
        : { source: 'questionnaire', session_id: r.session_id, state: r.state, session: r.session, submission: r.submission },
  );
}

export async function countConversations(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select (select count(*) from chat_conversations) + (select count(*) from questionnaire_sessions) as n`.execute(db);
  return Number(rows[0]!.n);
}

/** GET /conversations (and its aliases): chats and questionnaires in one list. */
export async function listConversations(db: Kysely<Database>, limit: number, offset: number): Promise<{ items: Conversation[]; total: number }> {
  const [rows, total] = await Promise.all([readConversationRows(db, limit, offset), countConversations(db)]);
  return { items: rows.map(toConversation), total };
}
