import type { Stats } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { conversationIndex, NO_INNOVATION_TYPE } from '../conversations/conversation-index.sql.js';
import { completionRate, formatCompletionTime, innovationTypeOrDefault } from './stats-format.js';

interface StatsRow {
  total: number;
  completed: number;
  active: number;
  average_seconds: number | null;
  innovation_type: string | null;
}

/**
 * GET /stats: counted by the database over the same rows the list shows. Active means in
 * progress; abandoned chats count in the total only. Ties for the most common type go to the
 * alphabetically first, so the answer is stable.
 */
export async function readStats(db: Kysely<Database>): Promise<Stats> {
  const { rows } = await sql<StatsRow>`
    with conversations as (${conversationIndex})
    select
      count(*)::int as total,
      (count(*) filter (where state = 'completed'))::int as completed,
      (count(*) filter (where state = 'in_progress'))::int as active,
      (avg(extract(epoch from completed_at - started_at)) filter (where state = 'completed' and completed_at is not null))::float8 as average_seconds,
      (select innovation_type from conversations
        where innovation_type is not null and btrim(innovation_type) <> all(${NO_INNOVATION_TYPE}::text[])
        group by innovation_type order by count(*) desc, innovation_type limit 1) as innovation_type
    from conversations`.execute(db);
  const r = rows[0]!;
  return {
    total_conversations: r.total,
    completed_conversations: r.completed,
    active_conversations: r.active,
    completion_rate: completionRate(r.completed, r.total),
    most_common_innovation_type: innovationTypeOrDefault(r.innovation_type),
    average_completion_time: formatCompletionTime(r.average_seconds),
  };
}
