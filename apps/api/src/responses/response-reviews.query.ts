import type { NewResponsesCount, ResponseChannel, ResponseReview } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';

export async function listReviews(db: Kysely<Database>, channel: ResponseChannel): Promise<ResponseReview[]> {
  const rows = await db.selectFrom('response_reviews').selectAll().where('channel', '=', channel).orderBy('updated_at', 'desc').execute();
  return rows.map((r) => ({ channel: r.channel, response_id: r.response_id, status: r.status, notes: r.notes, history: r.history }));
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
 * questionnaire and every completed chat without a review whose status is something else.
 */
export async function countNew(db: Kysely<Database>): Promise<NewResponsesCount> {
  const notReviewed = (key: ReturnType<typeof sql>) => sql`not exists (select 1 from response_reviews r where r.response_key = ${key} and r.status <> 'new')`;
  const { rows } = await sql<{ wwu: number; questionnaire: number; chat: number }>`
    select
      (select count(*) from work_with_us_submissions w where ${notReviewed(sql`'work-with-us:' || w.submission_id`)})::int as wwu,
      (select count(*) from questionnaire_submissions q where ${notReviewed(sql`'questionnaire:' || q.session_id`)})::int as questionnaire,
      (select count(*) from chat_conversations c where c.state = 'completed' and ${notReviewed(sql`'chat:' || c.session_id`)})::int as chat`.execute(db);
  const r = rows[0]!;
  return { new: r.wwu + r.questionnaire + r.chat, by_channel: { 'work-with-us': r.wwu, questionnaire: r.questionnaire, chat: r.chat } };
}
