import type { AnalyticsSummary } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { localDays } from './analytics-range.js';
import { rollupRange, sumByValue, sumOf } from './visitor-rollups.query.js';

/**
 * Page views, completions per channel (Work With Us applications, questionnaire submissions,
 * completed AI guide sessions) and visit sources over `days` days ending today, UTC or in `tz`
 * (the timeseries' window, so its daily page views sum to these). Page views
 * and sources come from the daily rollups: one row per day (per source), whatever the traffic.
 */
export async function analyticsSummary(db: Kysely<Database>, days: number, now: Date, tz = 'UTC'): Promise<AnalyticsSummary> {
  const { since } = localDays(days, now, tz);
  const range = rollupRange(since);
  const n = sql<number>`count(*)::int`.as('n');
  const [pageviews, workWithUs, forms, guide, sources] = await Promise.all([
    sumOf(db, 'pv', '', range),
    db.selectFrom('work_with_us_submissions').select(n).where('submitted_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('questionnaire_submissions').select(n).where('submitted_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('chat_conversations').select(n).where('state', '=', 'completed').where('completed_at', '>=', since).executeTakeFirstOrThrow(),
    // Entries only: a page view with a source started a visit; in-site navigation has none.
    sumByValue(db, 'entry', '', range),
  ]);
  return {
    days,
    pageviews,
    completions: { work_with_us: workWithUs.n, form: forms.n, ai_guide: guide.n },
    sources: sources.map((s) => ({ source: s.value, total: s.n })),
  };
}
