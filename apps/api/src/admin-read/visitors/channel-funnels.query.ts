import { CURRENT_QUESTIONNAIRE_VERSION, questionnaireConfigFor, type FunnelsResponse } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { chatFunnel, questionnaireFunnel, WORK_WITH_US_PAGE, WORK_WITH_US_SQUASHED, workWithUsFunnel, workWithUsStepOf } from './channel-funnels.js';
import type { LocalRange } from './local-range.js';
import { spanSlices } from './visitor-traffic.query.js';

/**
 * GET /analytics/funnels: one funnel per channel for local days in the admin's zone.
 * Work With Us reads the rollups (page views of its page, forms left per step, under whatever name
 * and step a client reports them: workWithUsStepOf) and counts the
 * period's submissions by their submitted_at index; the questionnaire and the chat read the
 * sessions and conversations started in the period by their started_at index (migration 0060):
 * one row per questionnaire or chat begun, never one per page view.
 */
export async function channelFunnels(db: Kysely<Database>, range: LocalRange): Promise<Omit<FunnelsResponse, 'success'>> {
  const config = questionnaireConfigFor(CURRENT_QUESTIONNAIRE_VERSION)!;
  const slices = spanSlices(range.start, range.end).map(
    (s) =>
      sql`select dim, value, n from visitor_rollups where dim = any(${['page', 'abandon']}::text[]) and scope = '' and grain = ${s.grain} and bucket >= ${s.from} and bucket < ${s.to}
          and (dim = 'abandon' and regexp_replace(lower(value), '[^a-z0-9:]', '', 'g') like ${`${WORK_WITH_US_SQUASHED}%`} or dim = 'page' and value = ${WORK_WITH_US_PAGE})`,
  );
  const [rollups, wwu, questionnaire, reached, chats] = await Promise.all([
    sql<{ dim: string; value: string; n: string }>`select dim, value, sum(n) as n from (${sql.join(slices, sql` union all `)}) r group by dim, value`.execute(
      db,
    ),
    sql<{ n: number }>`select count(*)::int as n from work_with_us_submissions where submitted_at >= ${range.start} and submitted_at < ${range.end}`.execute(
      db,
    ),
    sql<{ last_question_id: string | null; status: string; n: number }>`
      select last_question_id, status, count(*)::int as n from questionnaire_sessions
      where started_at >= ${range.start} and started_at < ${range.end} and config_version = ${config.version} group by 1, 2`.execute(db),
    sql<{ question_id: string; n: number }>`
      select q as question_id, count(*)::int as n from questionnaire_sessions, jsonb_array_elements_text(steps_reached) as q
      where started_at >= ${range.start} and started_at < ${range.end} and config_version = ${config.version} group by q`.execute(db),
    sql<{
      stage: string;
      n: number;
    }>`select stage, count(*)::int as n from chat_conversations where started_at >= ${range.start} and started_at < ${range.end} group by stage`.execute(db),
  ]);
  let pageViews = 0;
  const abandoned = new Map<string, number>();
  for (const r of rollups.rows) {
    if (r.dim === 'page') pageViews += Number(r.n);
    else {
      const step = workWithUsStepOf(r.value);
      if (step) abandoned.set(step, (abandoned.get(step) ?? 0) + Number(r.n));
    }
  }
  let started = 0;
  let submitted = 0;
  const stopped = new Map<string, number>();
  for (const r of questionnaire.rows) {
    started += r.n;
    if (r.status === 'submitted') submitted += r.n;
    else stopped.set(r.last_question_id ?? '', (stopped.get(r.last_question_id ?? '') ?? 0) + r.n);
  }
  return {
    tz: range.tz,
    period: { from: range.from, to: range.to, start: range.start.toISOString(), end: range.end.toISOString() },
    funnels: [
      workWithUsFunnel(pageViews, abandoned, wwu.rows[0]?.n ?? 0),
      questionnaireFunnel(config, started, submitted, new Map(reached.rows.map((r) => [r.question_id, r.n])), stopped),
      chatFunnel(new Map(chats.rows.map((r) => [r.stage, r.n]))),
    ],
  };
}
