import type { AnalyticsSession, AnalyticsTimeRange } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { rangeStart } from './analytics-range.js';

/**
 * The panel's figures come from the rollups (visitorOverview); this list is only the most recent
 * sessions, to read, so it is short whatever the traffic.
 */
export const MAX_SESSIONS = 100;

/** The most recent sessions seen (last_seen) within the range, in `country` unless null. */
export async function listVisitorSessions(db: Kysely<Database>, range: AnalyticsTimeRange, now: Date, country: string | null = null): Promise<AnalyticsSession[]> {
  const rows = await db
    .selectFrom('visitor_sessions')
    .select(['session_id', 'ip', 'city', 'region', 'country_code', 'device_type', 'first_seen', 'last_seen', 'pageviews'])
    .where('last_seen', '>=', rangeStart(range, now))
    .$if(country !== null, (q) => q.where('country_code', '=', country))
    .orderBy('last_seen', 'desc')
    .orderBy('session_id')
    .limit(MAX_SESSIONS)
    .execute();
  return rows.map((r) => ({ ...r, first_seen: r.first_seen.toISOString(), last_seen: r.last_seen.toISOString() }));
}
