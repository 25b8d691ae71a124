import { Inject, Injectable } from '@nestjs/common';
import type { QuestionnaireConfig, QuestionnaireDropOffResponse } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';

/**
 * Per question of one configuration: how many sessions reached it, and how many unfinished ones
 * stopped there, with the time they had spent.
 */
export async function questionnaireDropOff(db: Kysely<Database>, config: QuestionnaireConfig): Promise<QuestionnaireDropOffResponse> {
  const version = config.version;
  const [reached, stopped, totals] = await Promise.all([
    sql<{ question_id: string; n: number }>`
      select q as question_id, count(*)::int as n
      from questionnaire_sessions, jsonb_array_elements_text(steps_reached) as q
      where config_version = ${version}
      group by q`.execute(db),
    db
      .selectFrom('questionnaire_sessions')
      .select(['last_question_id', sql<number>`count(*)::int`.as('n'), sql<number | null>`round(avg(time_spent_ms))::bigint`.as('avg_ms')])
      .where('config_version', '=', version)
      .where('status', '=', 'in_progress')
      .groupBy('last_question_id')
      .execute(),
    db
      .selectFrom('questionnaire_sessions')
      .select([sql<number>`count(*)::int`.as('started'), sql<number>`(count(*) filter (where status = 'submitted'))::int`.as('submitted')])
      .where('config_version', '=', version)
      .executeTakeFirstOrThrow(),
  ]);
  const reachedBy = new Map(reached.rows.map((r) => [r.question_id, r.n]));
  const stoppedBy = new Map(stopped.map((r) => [r.last_question_id, r]));
  return {
    success: true,
    sessions: { started: totals.started, submitted: totals.submitted, in_progress: totals.started - totals.submitted },
    questions: config.questions.map((q, i) => {
      const s = stoppedBy.get(q.id);
      return {
        question_id: q.id,
        field: q.field,
        position: i + 1,
        reached: reachedBy.get(q.id) ?? 0,
        stopped_here: s?.n ?? 0,
        avg_time_spent_ms: s?.avg_ms === null || s?.avg_ms === undefined ? null : Number(s.avg_ms),
      };
    }),
  };
}

/** The drop-off figures, as the query object the questionnaire controller takes. */
@Injectable()
export class DropOffQuery {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  forConfig(config: QuestionnaireConfig): Promise<QuestionnaireDropOffResponse> {
    return questionnaireDropOff(this.db, config);
  }
}
