import { readStreamsBelow, rememberRecent, type Projector, type ProjectorMemory, type RebuildApplier, type StoredEvent } from '@intake/event-store';
import { ChatEvents, chatStreamId, DocumentEvents, EmailEvents, NOT_SPECIFIED, toLegacyName, type EmailDeliveredData } from '@intake/contracts';
import { progressOf, stageOf } from '@intake/machines';
import { sql, type Kysely } from 'kysely';
import { chatReducer, valuesOf, type ChatSessionState } from './chat-session.reducer.js';
import type { ChatConversationsTable, ChatMessagesTable, CompletionEmailStatus } from './chat.tables.js';
import { parseCompletionEmailId } from './completion.email.js';

/** A session as the projector last wrote it. */
interface Folded {
  state: ChatSessionState;
  completionEmail: CompletionEmailStatus | null;
  /** How many of the history's entries chat_messages holds. */
  written: number;
}

/** Sessions the live projector keeps folded between batches (the most recently written). */
export const CHAT_MEMORY_SESSIONS = 5_000;

const CHAT_STREAM = /^chat-(.+)$/;
const real = (v: string | undefined) => (v && v !== NOT_SPECIFIED ? v : null);
const isEmailOutcome = (e: StoredEvent) => e.type === EmailEvents.Delivered || e.type === EmailEvents.Failed;

/** Delivered stays delivered; a failure is recorded otherwise. */
function emailOutcome(current: CompletionEmailStatus | null, e: StoredEvent): CompletionEmailStatus {
  if (e.type === EmailEvents.Delivered) return 'delivered';
  return current === 'delivered' ? current : 'failed';
}

function sessionOf(e: StoredEvent): string | null {
  if (isEmailOutcome(e)) return parseCompletionEmailId((e.data as EmailDeliveredData).email_id);
  return CHAT_STREAM.exec(e.streamId)?.[1] ?? null;
}

/** The row's columns, all derived from the folded session: the projection is the reducer. */
export function conversationRow(state: ChatSessionState, completionEmail: CompletionEmailStatus | null): ChatConversationsTable {
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
    engine_fallbacks: state.engineFallbacks,
    completion_email: completionEmail ?? (state.completionEmail ? 'requested' : null),
    version: state.version,
    started_at: state.startedAt,
    updated_at: state.updatedAt || state.startedAt,
    completed_at: state.completedAt,
    closed_at: state.closedAt,
    exported_at: state.exportedAt,
  };
}

/** True when `next`'s history starts with the `written` entries of `before`'s (turns only append). */
function extendsHistory(before: ChatSessionState, next: ChatSessionState, written: number): boolean {
  if (next.history.length < written || before.history.length < written) return false;
  for (let i = 0; i < written; i++) if (next.history[i] !== before.history[i]) return false;
  return true;
}

/**
 * Sessions the batch touches that memory does not hold, folded from their streams up to the
 * batch, with what their rows say of the email and the stored messages. A session whose first
 * event here starts its stream needs no read. Sessions touched only by an email outcome are left
 * out: their row is updated in place.
 */
async function recall(db: Kysely<any>, events: readonly StoredEvent[], memory: Map<string, Folded>): Promise<Map<string, Folded>> {
  const found = new Map<string, Folded>();
  const firstPosition = new Map<string, number>();
  for (const e of events) {
    if (isEmailOutcome(e)) continue;
    const id = sessionOf(e);
    if (id === null || memory.has(id) || firstPosition.has(id)) continue;
    firstPosition.set(id, e.streamPosition);
  }
  if (firstPosition.size === 0) return found;
  const ids = [...firstPosition.keys()];
  const [history, rows] = await Promise.all([
    readStreamsBelow(
      db,
      ids.filter((id) => firstPosition.get(id)! > 1).map((id) => ({ streamId: chatStreamId(id), below: firstPosition.get(id)! })),
    ),
    db
      .selectFrom('chat_conversations')
      .select(['session_id', 'completion_email', 'message_count'])
      .where('session_id', '=', sql<string>`any(${ids}::text[])`)
      .execute(),
  ]);
  const stored = new Map(rows.map((r) => [r.session_id as string, r as { completion_email: CompletionEmailStatus | null; message_count: number }]));
  const states = new Map<string, ChatSessionState>();
  for (const e of history) {
    const id = sessionOf(e)!;
    states.set(id, chatReducer.evolve(states.get(id) ?? chatReducer.initial, e));
  }
  for (const id of ids) {
    const row = stored.get(id);
    found.set(id, { state: states.get(id) ?? chatReducer.initial, completionEmail: row?.completion_email ?? null, written: row?.message_count ?? 0 });
  }
  return found;
}

/**
 * One batch: fold each touched session in memory, then per batch one upsert of the changed
 * rows, one insert of the new messages, and (rarely) a delete of rows or message lists that did
 * not simply grow.
 */
async function applyBatch(db: Kysely<any>, events: readonly StoredEvent[], memory: Map<string, Folded>, limit: number): Promise<void> {
  const recalled = await recall(db, events, memory);
  const before = new Map<string, Folded>();
  const touched = new Map<string, Folded>();
  /** Email outcomes of sessions not in memory: written to their rows in place. */
  const outcomes = new Map<string, CompletionEmailStatus>();

  for (const e of events) {
    const id = sessionOf(e);
    if (id === null) continue;
    const current = touched.get(id) ?? memory.get(id) ?? recalled.get(id);
    if (!current) {
      // An email outcome for a session this projector does not hold folded.
      if (isEmailOutcome(e)) outcomes.set(id, emailOutcome(outcomes.get(id) ?? null, e));
      continue;
    }
    if (!before.has(id)) before.set(id, current);
    touched.set(
      id,
      isEmailOutcome(e)
        ? { ...current, completionEmail: current.state.exists ? emailOutcome(current.completionEmail, e) : current.completionEmail }
        : { ...current, state: chatReducer.evolve(current.state, e) },
    );
  }

  const upserts: ChatConversationsTable[] = [];
  const messages: ChatMessagesTable[] = [];
  const cleared: string[] = [];
  for (const [id, next] of touched) {
    const was = before.get(id)!;
    if (!next.state.exists) {
      cleared.push(id);
      touched.set(id, { ...next, written: 0 });
      continue;
    }
    upserts.push(conversationRow(next.state, next.completionEmail));
    const from = extendsHistory(was.state, next.state, next.written) ? next.written : 0;
    if (from === 0 && next.written > 0) cleared.push(id);
    next.state.history.slice(from).forEach((m, k) => messages.push({ session_id: id, seq: from + k, role: m.role, content: m.content, at: m.timestamp }));
    touched.set(id, { ...next, written: next.state.history.length });
  }

  if (cleared.length > 0) await db.deleteFrom('chat_messages').where('session_id', '=', sql<string>`any(${cleared}::text[])`).execute();
  const gone = cleared.filter((id) => !touched.get(id)!.state.exists);
  if (gone.length > 0) await db.deleteFrom('chat_conversations').where('session_id', '=', sql<string>`any(${gone}::text[])`).execute();
  if (upserts.length > 0) await upsertConversations(db, upserts);
  if (messages.length > 0) {
    await db
      .insertInto('chat_messages')
      .columns(['session_id', 'seq', 'role', 'content', 'at'])
      .expression(
        sql`select * from jsonb_to_recordset(${JSON.stringify(messages)}::jsonb) as r(session_id text, seq integer, role text, content text, at text)`,
      )
      .execute();
  }
  if (outcomes.size > 0) {
    await sql`
      update ${sql.table('chat_conversations')} c
      set completion_email = case when o.status = 'delivered' or c.completion_email is distinct from 'delivered' then o.status else c.completion_email end
      from unnest(${[...outcomes.keys()]}::text[], ${[...outcomes.values()]}::text[]) as o(session_id, status)
      where c.session_id = o.session_id`.execute(db);
  }

  rememberRecent(memory, touched, limit);
}

const CONVERSATION_COLUMNS: readonly (keyof ChatConversationsTable & string)[] = [
  'session_id', 'mode', 'state', 'stage', 'persona_flow', 'collected_info', 'field_sources', 'preview', 'progress_percentage',
  'questions_covered', 'message_count', 'engine_fallbacks', 'completion_email', 'version', 'started_at', 'updated_at',
  'completed_at', 'closed_at', 'exported_at',
];

/** The rows as one jsonb document expanded by jsonb_populate_recordset: one statement, three parameters' worth of parsing. */
async function upsertConversations(db: Kysely<any>, rows: ChatConversationsTable[]): Promise<void> {
  const records = sql`jsonb_populate_recordset(null::${sql.table('chat_conversations')}, ${JSON.stringify(rows)}::jsonb)`;
  await db
    .insertInto('chat_conversations')
    .columns([...CONVERSATION_COLUMNS])
    .expression((eb) => eb.selectFrom(records.as('r')).select(CONVERSATION_COLUMNS.map((c) => sql.ref(`r.${c}`).as(c))))
    .onConflict((oc) => oc.column('session_id').doUpdateSet(Object.fromEntries(CONVERSATION_COLUMNS.slice(1).map((c) => [c, sql.ref(`excluded.${c}`)]))))
    .execute();
}

/**
 * The admin area's chat read model (GET /analytics/ai-conversations): one summary row per
 * session in chat_conversations, its messages in chat_messages. The folded sessions live in the
 * runner's memory; a forgotten one is folded again from its stream (recall).
 */
export const chatConversationsProjection: Projector = {
  kind: 'projector',
  name: 'chat-conversations',
  tables: ['chat_conversations', 'chat_messages'],
  handles: [...Object.values(ChatEvents), DocumentEvents.Attached, DocumentEvents.FieldsExtracted, EmailEvents.Delivered, EmailEvents.Failed],
  async apply(events, db, memory?: ProjectorMemory) {
    await applyBatch(db, events, (memory as Map<string, Folded> | undefined) ?? new Map(), CHAT_MEMORY_SESSIONS);
  },
  forRebuild({ memoryRows = 20_000 } = {}): RebuildApplier {
    const memory = new Map<string, Folded>();
    return { apply: (events, db) => applyBatch(db, events, memory, memoryRows), flush: async () => undefined };
  },
};
