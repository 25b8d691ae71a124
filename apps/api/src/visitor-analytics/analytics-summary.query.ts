import type { AnalyticsSummary } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { utcDays } from './analytics-range.js';

/**
 * Page views, completions per channel (Work With Us applications, questionnaire submissions,
 * completed AI guide sessions) and visit sources over `days` UTC days ending today.
 */
export async function analyticsSummary(db: Kysely<Database>, days: number, now: Date): Promise<AnalyticsSummary> {
  const { since } = utcDays(days, now);
  const n = sql<number>`count(*)::int`.as('n');
  const [pageviews, workWithUs, forms, guide, sources] = await Promise.all([
    db.selectFrom('visitor_pageviews').select(n).where('viewed_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('work_with_us_submissions').select(n).where('submitted_at', '>=', since).executeTakeFirstOrThrow(),
    db.selectFrom('questionnaire_submissions').select(n).where('submitted_at', '>=', since).executeTakeFirstOrThrow(),
    db
      .selectFrom('chat_conversations')
      .select(n)
      .where('state', '=', 'completed')
      .where('completed_at', '>=', since)
      .executeTakeFirstOrThrow(),
    // Entries only: a page view with a source started a visit; in-site navigation has none.
    db
      .selectFrom('visitor_pageviews')
      .select(['source', sql<number>`count(*)::int`.as('total')])
      .where('viewed_at', '>=', since)
      .where('source', 'is not', null)
      .groupBy('source')
      .orderBy('total', 'desc')
      .orderBy('source')
      .execute(),
  ]);
  return {
    days,
    pageviews: pageviews.n,
    completions: { work_with_us: workWithUs.n, form: forms.n, ai_guide: guide.n },
    sources: sources.map((s) => ({ source: s.source!, total: s.total })),
  };
}
