import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange, type VisitorOverview } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { BadRequestError } from '../../platform/errors/domain-errors.js';
import { normaliseCountry } from '../../visitor-analytics/visitor-rollups.js';
import { addressLocations, panelRange, sumByValue, sumsByHourOfDay, sumsOf, topAddresses } from './visitor-rollups.query.js';

/** Admin spec §9: top lists have 10 entries, the top-countries list 5. */
export const TOP_LIST_SIZE = 10;
export const TOP_COUNTRIES_SIZE = 5;

/** The panel's country filter: 'all' (or nothing) for every country, else an ISO alpha-2 code. */
export function parseCountryFilter(raw: string | undefined): string | null {
  if (raw === undefined || raw === '' || raw === 'all') return null;
  const code = normaliseCountry(raw);
  if (!code) throw new BadRequestError('country must be "all" or a two-letter country code.');
  return code;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null);

/**
 * The visitor panel's figures (admin spec §2, §9) from the rollups: page views, sessions and
 * distinct consented addresses with a page view inside the range, for one country or all. Each
 * sum reads at most 23 hourly and 31 daily rows per value, whatever the traffic.
 */
export async function visitorOverview(
  db: Kysely<Database>,
  timeRange: AnalyticsTimeRange,
  country: string | null,
  now: Date,
  tz = 'UTC',
): Promise<VisitorOverview> {
  const range = panelRange(ANALYTICS_TIME_RANGES[timeRange], now);
  const scope = country ?? '';
  const [totals, byCountry, locations, addresses, hourly] = await Promise.all([
    sumsOf(db, ['pv', 'sess', 'ip1', 'ip2'], scope, range),
    sumByValue(db, 'sess_country', '', range),
    sumByValue(db, 'sess_loc', scope, range),
    topAddresses(db, scope, range, now, TOP_LIST_SIZE),
    sumsByHourOfDay(db, ['start', 'pv'], scope, range.from, tz),
  ]);
  const { pv: pageviews, sess: sessions, ip1: visitors, ip2: returning } = totals;
  const { start: starts, pv: views } = hourly;
  const where = await addressLocations(
    db,
    addresses.top.map((a) => a.ip),
    country,
  );
  const shown = country ? byCountry.filter((c) => c.value === country) : byCountry;
  const located = shown.reduce((sum, c) => sum + c.n, 0);
  const peak = starts.reduce((best, n, hour) => (n > (best === null ? 0 : starts[best]!) ? hour : best), null as number | null);
  return {
    from: range.from.toISOString(),
    country: country ?? 'all',
    pageviews,
    sessions,
    unique_visitors: visitors,
    returning_visitors: returning,
    countries: shown.length,
    peak_hour: peak,
    single_visit_percent: percent(visitors - returning, visitors),
    top_locations: locations.slice(0, TOP_LIST_SIZE).map((l) => ({ location: l.value, sessions: l.n })),
    top_ips: addresses.top.map((a) => ({ ip: a.ip, sessions: a.sessions, location: where.get(a.ip) ?? 'Unknown location' })),
    top_ips_unlisted_max: addresses.unlistedMax,
    top_countries: shown.slice(0, TOP_COUNTRIES_SIZE).map((c) => ({ country: c.value, sessions: c.n, percent: percent(c.n, located) ?? 0 })),
    country_sessions: byCountry.map((c) => ({ country: c.value, sessions: c.n })),
    hourly: starts.map((n, hour) => ({ hour, sessions: n, pageviews: views[hour]! })),
    time_zone: tz,
  };
}
