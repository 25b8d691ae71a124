import { Inject, Injectable } from '@nestjs/common';
import {
  QUEUE_DONE_STATUSES,
  RESPONSE_CHANNELS,
  type NewResponsesCount,
  type ResponseChannel,
  type ResponseQueueItem,
  type ResponseReview,
} from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';

export async function listReviews(db: Kysely<Database>, channel: ResponseChannel): Promise<ResponseReview[]> {
  const rows = await db.selectFrom('response_reviews').selectAll().where('channel', '=', channel).orderBy('updated_at', 'desc').execute();
  return rows.map((r) => ({
    channel: r.channel,
    response_id: r.response_id,
    status: r.status,
    notes: r.notes,
    history: r.history,
    assignment: assignmentOf(r),
  }));
}

/** Who handles a response, as the answers show it; null when nobody does. */
export const assignmentOf = (r: { assignee: string | null; assigned_by: string | null; assigned_at: Date | null }) =>
  r.assignee !== null && r.assigned_by !== null && r.assigned_at !== null
    ? { assignee: r.assignee, by: r.assigned_by, at: new Date(r.assigned_at).toISOString() }
    : null;

/** The names the responses' lists show, by response id, for one channel's ids. */
async function namesOf(db: Kysely<Database>, channel: ResponseChannel, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows =
    channel === 'work-with-us'
      ? await db
          .selectFrom('work_with_us_submissions')
          .select(['submission_id as id', 'name'])
          .where('submission_id', 'in', [...ids])
          .execute()
      : channel === 'questionnaire'
        ? await db
            .selectFrom('questionnaire_submissions')
            .select(['session_id as id', 'name'])
            .where('session_id', 'in', [...ids])
            .execute()
        : await db
            .selectFrom('chat_conversations')
            .select(['session_id as id', sql<string | null>`preview->>'name'`.as('name')])
            .where('session_id', 'in', [...ids])
            .execute();
  return new Map(rows.flatMap((r) => (typeof r.name === 'string' && r.name.trim() !== '' ? [[r.id, r.name] as const] : [])));
}

/** What is assigned to `username` and not done, the oldest assignment first, with each one's name. */
export async function queueOf(db: Kysely<Database>, username: string, now: Date): Promise<ResponseQueueItem[]> {
  const rows = await db
    .selectFrom('response_reviews')
    .select(['channel', 'response_id', 'status', 'assigned_by', 'assigned_at'])
    .where('assignee', '=', username)
    .where('status', 'not in', [...QUEUE_DONE_STATUSES])
    .orderBy('assigned_at')
    .orderBy('response_key')
    .execute();
  const names = new Map<ResponseChannel, Map<string, string>>();
  for (const channel of RESPONSE_CHANNELS)
    names.set(
      channel,
      await namesOf(
        db,
        channel,
        rows.filter((r) => r.channel === channel).map((r) => r.response_id),
      ),
    );
  return rows.flatMap((r) =>
    r.assigned_at === null || r.assigned_by === null
      ? []
      : [
          {
            channel: r.channel,
            response_id: r.response_id,
            name: names.get(r.channel)?.get(r.response_id) ?? null,
            status: r.status,
            assigned_at: new Date(r.assigned_at).toISOString(),
            assigned_by: r.assigned_by,
            age_seconds: Math.max(0, Math.floor((now.getTime() - new Date(r.assigned_at).getTime()) / 1000)),
          },
        ],
  );
}

/** Whether the response exists: a review is only ever written for one. */
export async function responseExists(db: Kysely<Database>, channel: ResponseChannel, responseId: string): Promise<boolean> {
  const row =
    channel === 'work-with-us'
      ? await db.selectFrom('work_with_us_submissions').select('submission_id').where('submission_id', '=', responseId).executeTakeFirst()
      : channel === 'questionnaire'
        ? await db.selectFrom('questionnaire_submissions').select('session_id').where('session_id', '=', responseId).executeTakeFirst()
        : await db.selectFrom('chat_conversations').select('session_id').where('session_id', '=', responseId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Responses nobody has moved past "new": every Work With Us application, every submitted
 * questionnaire and every completed chat without a review whose status is something else. Given
 * a person (issue 30), also only those that person has not opened yet: new to them.
 */
export async function countNew(db: Kysely<Database>, username?: string): Promise<NewResponsesCount> {
  const seen = username === undefined ? sql`false` : sql`r.opened_by ? ${username}`;
  const notReviewed = (key: ReturnType<typeof sql>) =>
    sql`not exists (select 1 from response_reviews r where r.response_key = ${key} and (r.status <> 'new' or ${seen}))`;
  const { rows } = await sql<{ wwu: number; questionnaire: number; chat: number }>`
    select
      (select count(*) from work_with_us_submissions w where ${notReviewed(sql`'work-with-us:' || w.submission_id`)})::int as wwu,
      (select count(*) from questionnaire_submissions q where ${notReviewed(sql`'questionnaire:' || q.session_id`)})::int as questionnaire,
      (select count(*) from chat_conversations c where c.state = 'completed' and ${notReviewed(sql`'chat:' || c.session_id`)})::int as chat`.execute(db);
  const r = rows[0]!;
  return { new: r.wwu + r.questionnaire + r.chat, by_channel: { 'work-with-us': r.wwu, questionnaire: r.questionnaire, chat: r.chat } };
}

/** The review lists and the response check, as the query object the reviews controller takes. */
@Injectable()
export class ResponseReviewsQuery {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  list(channel: ResponseChannel): Promise<ResponseReview[]> {
    return listReviews(this.db, channel);
  }

  countNew(username?: string): Promise<NewResponsesCount> {
    return countNew(this.db, username);
  }

  queue(username: string, now: Date): Promise<ResponseQueueItem[]> {
    return queueOf(this.db, username, now);
  }

  exists(channel: ResponseChannel, responseId: string): Promise<boolean> {
    return responseExists(this.db, channel, responseId);
  }
}
