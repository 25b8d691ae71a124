import type { AnalyticsSession, AnalyticsTimeRange } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { rangeStart } from './analytics-range.js';

/**
 * The panel aggregates the whole list in the browser (unique visitors, top IPs...). A cap keeps a
 * burst of bot sessions from making the answer unbounded; the most recent are kept.
 */
export const MAX_SESSIONS = 10_000;

/** Sessions seen (last_seen) within the range, most recent first. */
export async function listVisitorSessions(db: Kysely<Database>, range: AnalyticsTimeRange, now: Date): Promise<AnalyticsSession[]> {
  const rows = await db
    .selectFrom('visitor_sessions')
    .select(['session_id', 'ip', 'city', 'region', 'country_code', 'device_type', 'first_seen', 'last_seen', 'pageviews'])
    .where('last_seen', '>=', rangeStart(range, now))
    .orderBy('last_seen', 'desc')
    .orderBy('session_id')
    .limit(MAX_SESSIONS)
    .execute();
  return rows.map((r) => ({ ...r, first_seen: r.first_seen.toISOString(), last_seen: r.last_seen.toISOString() }));
}
