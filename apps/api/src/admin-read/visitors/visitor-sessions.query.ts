import type { AnalyticsSession, AnalyticsTimeRange } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { rangeStart } from './analytics-range.js';

/**
 * Our dashboard reads the panel's figures from the rollups (visitorOverview) and asks for the 100
 * most recent sessions only. A client that follows the admin spec alone derives the tiles from this
 * list, so without a limit it gets up to MAX_SESSIONS: exact for any range with fewer sessions,
 * bounded (a sample of the most recent) beyond.
 */
export const MAX_SESSIONS = 5000;

/** The most recent sessions seen (last_seen) within the range, in `country` unless null. */
export async function listVisitorSessions(
  db: Kysely<Database>,
  range: AnalyticsTimeRange,
  now: Date,
  country: string | null = null,
  limit: number = MAX_SESSIONS,
): Promise<AnalyticsSession[]> {
  const rows = await db
    .selectFrom('visitor_sessions')
    .select(['session_id', 'ip', 'city', 'region', 'country_code', 'device_type', 'first_seen', 'last_seen', 'pageviews'])
    .where('last_seen', '>=', rangeStart(range, now))
    .$if(country !== null, (q) => q.where('country_code', '=', country))
    .orderBy('last_seen', 'desc')
    .orderBy('session_id')
    .limit(Math.min(limit, MAX_SESSIONS))
    .execute();
  return rows.map((r) => ({ ...r, first_seen: r.first_seen.toISOString(), last_seen: r.last_seen.toISOString() }));
}
