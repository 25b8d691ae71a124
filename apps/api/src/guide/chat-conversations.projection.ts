import {
  LIVE_MEMORY_ROWS,
  readStreamsBelow,
  rememberRecent,
  upsertRows,
  withErasure,
  type ForgetStreams,
  type Projector,
  type ProjectorMemory,
  type RebuildApplier,
  type StoredOf,
  handlesOf,
} from '@intake/event-store';
import {
  ChatEvents,
  chatStreamId,
  DocumentEvents,
  EmailEvents,
  NOT_SPECIFIED,
  toLegacyName,
  type ChatSessionStreamEvent,
  type PersonalDataEvents,
  type EmailEvent,
} from '@intake/contracts';
import { progressOf, stageOf } from '@intake/machines';
import { sql, type Kysely } from 'kysely';
import { chatReducer, fieldSourcesOf, valuesOf, type ChatSessionState } from './chat-session.reducer.js';
import type { ChatConversationsTable, ChatMessagesTable, EmailOutcome } from './chat.tables.js';
import { parseCompletionEmailId } from './completion.email.js';

/** A session as the projector last wrote it. */
interface Folded {
  state: ChatSessionState;
  /** How many of the history's entries chat_messages holds. */
  written: number;
}

const CHAT_STREAM = /^chat-(.+)$/;
const real = (v: string | undefined) => (v && v !== NOT_SPECIFIED ? v : null);
/** What the projection reads: the chat streams (whose history it folds, erasure markers included) and the emails' outcomes. */
type ConversationEvent = StoredOf<ChatSessionStreamEvent | EmailEvent>;
const isEmailOutcome = (e: ConversationEvent): e is StoredOf<EmailEvent> => e.type === EmailEvents.Delivered || e.type === EmailEvents.Failed;

/** The summary row: every column derived from the folded session (the projection is the reducer). */
function conversationRow(state: ChatSessionState): Omit<ChatConversationsTable, 'email_outcome'> {
  const values = valuesOf(state.collected);
  const progress = progressOf(state.mode, values);
  return {
    session_id: state.sessionId,
    mode: state.mode,
    state: state.completedAt ? 'completed' : state.closedAt ? 'abandoned' : 'in_progress',
    stage: stageOf(state.machine),
    persona_flow: state.persona,
    collected_info: Object.fromEntries(Object.entries(values).map(([f, v]) => [toLegacyName(f), v])),
    field_sources: fieldSourcesOf(state.collected),
    preview: { name: real(values.full_name), email: real(values.email), problem: real(values.problem) },
    progress_percentage: state.completedAt ? 100 : progress.percent,
    questions_covered: progress.completed.length,
    message_count: state.history.length,
    engine_fallbacks: state.engineFallbacks,
    completion_email: state.completionEmail ? 'requested' : null,
    version: state.version,
    started_at: state.startedAt,
    updated_at: state.updatedAt || state.startedAt,
    completed_at: state.completedAt,
    closed_at: state.closedAt,
    exported_at: state.exportedAt,
    location_data: state.location,
  };
}

/** True when `next`'s history starts with the `written` entries of `before`'s (turns only append). */
function extendsHistory(before: ChatSessionState, next: ChatSessionState, written: number): boolean {
  if (next.history.length < written || before.history.length < written) return false;
  for (let i = 0; i < written; i++) if (next.history[i] !== before.history[i]) return false;
  return true;
}

/**
 * The sessions the batch's chat events touch that memory does not hold, folded from their
 * streams up to the batch, with the number of messages their rows have stored. A session whose
 * first event here starts its stream needs no read.
 */
async function recall(db: Kysely<any>, events: readonly ConversationEvent[], memory: Map<string, Folded>): Promise<Map<string, Folded>> {
  const firstPosition = new Map<string, number>();
  for (const e of events) {
    const id = isEmailOutcome(e) ? null : CHAT_STREAM.exec(e.streamId)?.[1];
    if (id && !memory.has(id) && !firstPosition.has(id)) firstPosition.set(id, e.streamPosition);
  }
  const found = new Map<string, Folded>();
  if (firstPosition.size === 0) return found;
  const ids = [...firstPosition.keys()];
  const below = [...firstPosition].filter(([, p]) => p > 1).map(([id, p]) => ({ streamId: chatStreamId(id), below: p }));
  const [history, rows] = await Promise.all([
    readStreamsBelow<ChatSessionStreamEvent>(db, below),
    db.selectFrom('chat_conversations').select(['session_id', 'message_count']).where('session_id', '=', sql<string>`any(${ids}::text[])`).execute(),
  ]);
  const written = new Map(rows.map((r) => [r.session_id as string, r.message_count as number]));
  const states = new Map<string, ChatSessionState>();
  for (const e of history) {
    states.set(e.streamId, chatReducer.evolve(states.get(e.streamId) ?? chatReducer.initial, e));
  }
  for (const id of ids) {
    const streamId = chatStreamId(id);
    found.set(id, { state: states.get(streamId) ?? chatReducer.initial, written: written.get(id) ?? 0 });
  }
  return found;
}

/** Delivered stays delivered; a failure is recorded otherwise. */
const outcomeAfter = (current: EmailOutcome | undefined, e: StoredOf<EmailEvent>): EmailOutcome =>
  e.type === EmailEvents.Delivered || current === 'delivered' ? 'delivered' : 'failed';

/**
 * One batch: fold each touched session in memory, then one upsert of the changed summary rows,
 * one insert of the new messages, one in-place update of the email outcomes, and (rarely) a
 * delete of rows or message lists that did not simply grow.
 */
async function applyBatch(db: Kysely<any>, events: readonly ConversationEvent[], memory: Map<string, Folded>, limit: number): Promise<void> {
  const recalled = await recall(db, events, memory);
  const before = new Map<string, Folded>();
  const touched = new Map<string, Folded>();
  const outcomes = new Map<string, EmailOutcome>();

  for (const e of events) {
    if (isEmailOutcome(e)) {
      const id = parseCompletionEmailId(e.data.email_id);
      if (id) outcomes.set(id, outcomeAfter(outcomes.get(id), e));
      continue;
    }
    const id = CHAT_STREAM.exec(e.streamId)?.[1];
    if (!id) continue;
    const current = touched.get(id) ?? memory.get(id) ?? recalled.get(id)!;
    if (!before.has(id)) before.set(id, current);
    touched.set(id, { ...current, state: chatReducer.evolve(current.state, e) });
  }

  const upserts: Omit<ChatConversationsTable, 'email_outcome'>[] = [];
  const messages: ChatMessagesTable[] = [];
  const rewritten: string[] = [];
  const gone: string[] = [];
  for (const [id, next] of touched) {
    if (!next.state.exists) {
      gone.push(id);
      touched.set(id, { ...next, written: 0 });
      continue;
    }
    upserts.push(conversationRow(next.state));
    const from = extendsHistory(before.get(id)!.state, next.state, next.written) ? next.written : 0;
    if (from === 0 && next.written > 0) rewritten.push(id);
    next.state.history.slice(from).forEach((m, k) => messages.push({ session_id: id, seq: from + k, role: m.role, content: m.content, at: m.timestamp }));
    touched.set(id, { ...next, written: next.state.history.length });
  }

  const cleared = [...rewritten, ...gone];
  if (cleared.length > 0) await db.deleteFrom('chat_messages').where('session_id', '=', sql<string>`any(${cleared}::text[])`).execute();
  if (gone.length > 0) await db.deleteFrom('chat_conversations').where('session_id', '=', sql<string>`any(${gone}::text[])`).execute();
  await upsertRows(db, 'chat_conversations', 'session_id', upserts);
  if (messages.length > 0) {
    await db
      .insertInto('chat_messages')
      .columns(['session_id', 'seq', 'role', 'content', 'at'])
      .expression(
        sql`select * from jsonb_to_recordset(${JSON.stringify(messages)}::jsonb) as r(session_id text, seq integer, role text, content text, at text)`,
      )
      .execute();
  }
  // After the upsert, so a session started in this batch has its row. The query builder, not a
  // standalone sql template: only the builder's tables follow a replay's withSchema (a raw
  // `update chat_conversations` wrote the live table during a replay and left the rebuilt one
  // without outcomes).
  if (outcomes.size > 0) {
    const o = [...outcomes].map(([session_id, outcome]) => ({ session_id, outcome }));
    await db
      .updateTable('chat_conversations as c')
      .from(sql`jsonb_to_recordset(${JSON.stringify(o)}::jsonb)`.as(sql`o(session_id text, outcome text)`))
      .set({
        email_outcome: sql`case when ${sql.ref('o.outcome')} = 'delivered' or ${sql.ref('c.email_outcome')} is distinct from 'delivered' then ${sql.ref('o.outcome')} else ${sql.ref('c.email_outcome')} end`,
      })
      .where(sql<boolean>`${sql.ref('c.session_id')} = ${sql.ref('o.session_id')}`)
      .execute();
  }

  rememberRecent(memory, touched, limit);
}

/**
 * The admin area's chat read model (GET /analytics/ai-conversations): one summary row per
 * session in chat_conversations, its messages in chat_messages. The folded sessions live in the
 * runner's memory; a forgotten one is folded again from its stream (recall). The completion
 * email's outcome, which the worker records on the email's own stream, is its own column,
 * written in place.
 */
const chatConversationsRows: Projector<any, ChatSessionStreamEvent | EmailEvent> = {
  kind: 'projector',
  name: 'chat-conversations',
  tables: ['chat_conversations', 'chat_messages'],
  // The erasure marker needs no row change: the erasure's own event rebuilds the rows.
  handles: handlesOf<ChatSessionStreamEvent | EmailEvent, typeof PersonalDataEvents.StreamErased>()([
    ...Object.values(ChatEvents),
    DocumentEvents.Attached,
    DocumentEvents.FieldsExtracted,
    EmailEvents.Delivered,
    EmailEvents.Failed,
  ]),
  async apply(events, db, memory?: ProjectorMemory) {
    await applyBatch(db, events, (memory as Map<string, Folded> | undefined) ?? new Map(), LIVE_MEMORY_ROWS);
  },
  forRebuild({ memoryRows = 20_000 } = {}): RebuildApplier<any, ChatSessionStreamEvent | EmailEvent> {
    const memory = new Map<string, Folded>();
    return { apply: (events, db) => applyBatch(db, events, memory, memoryRows), flush: async () => undefined };
  },
};

/**
 * An erasure's streams: the sessions' messages go and memory drops their folded (unredacted)
 * state; withErasure then re-applies their redacted events, which rewrite every column of the
 * summary row and all its messages. The row itself stays: its email_outcome column comes from the
 * email's own stream (email-chat-completion-<id>), which the erasure also names (then it is
 * re-applied too, to the same value) or not (then it still holds what a replay would write).
 */
export const forgetChatStreams: ForgetStreams = async (db, streamIds, memory) => {
  const ids = streamIds.flatMap((s) => CHAT_STREAM.exec(s)?.[1] ?? []);
  if (ids.length === 0) return;
  for (const id of ids) memory?.delete(id);
  await db.deleteFrom('chat_messages').where('session_id', 'in', ids).execute();
};

/**
 * The admin area's chat read model (GET /analytics/ai-conversations), following erasures
 * (guide.personal-data.ts).
 */
export const chatConversationsProjection: Projector = withErasure(chatConversationsRows, forgetChatStreams);
