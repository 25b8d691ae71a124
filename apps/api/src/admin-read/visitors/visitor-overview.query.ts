import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange, type VisitorOverview } from '@intake/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { BadRequestError } from '../../platform/errors/domain-errors.js';
import { normaliseCountry } from '../../visitor-analytics/index.js';
import {
  dimSums,
  dimSumsRecord,
  hourOfDaySums,
  hourRows,
  panelRange,
  topAddressesFrom,
  topAddressesJson,
  valueSums,
  type HourRow,
} from './visitor-rollups.query.js';

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

/** A fragment's rows as one json array (`[]` when none), in the order given. */
const jsonRows = (rows: RawBuilder<unknown>, order = sql``) => sql`(select coalesce(json_agg(to_json(s) ${order}), '[]'::json) from (${rows}) s)`;

const TOTALS = ['pv', 'sess', 'ip1', 'ip2'] as const;
const HOURLY = ['start', 'pv'] as const;

interface OverviewRow {
  totals: { dim: string; n: number }[];
  countries: { value: string; n: number }[];
  locations: { value: string; n: number }[];
  addresses: Parameters<typeof topAddressesFrom>[0];
  hours: HourRow[];
}

/**
 * The visitor panel's figures (admin spec §2, §9) from the rollups: page views, sessions and
 * distinct consented addresses with a page view inside the range, for one country or all. Each
 * sum reads at most 23 hourly and 31 daily rows per value, whatever the traffic. One statement:
 * on a small machine every round trip to PostgreSQL costs a wake-up on each side, and the panel's
 * figures took eight of them in three waves.
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
  const { rows } = await sql<OverviewRow>`
    select
      ${jsonRows(dimSums(TOTALS, scope, range))} as totals,
      ${jsonRows(valueSums('sess_country', '', range), sql`order by n desc, value`)} as countries,
      ${jsonRows(sql`${valueSums('sess_loc', scope, range)} order by sum(n) desc, value limit ${TOP_LIST_SIZE}`, sql`order by n desc, value`)} as locations,
      ${topAddressesJson(scope, range, now, TOP_LIST_SIZE)} as addresses,
      ${jsonRows(hourRows(HOURLY, scope, range.from, tz))} as hours`.execute(db);
  const row = rows[0]!;
  const { pv: pageviews, sess: sessions, ip1: visitors, ip2: returning } = dimSumsRecord(TOTALS, row.totals);
  const { start: starts, pv: views } = hourOfDaySums(HOURLY, row.hours, range.from, tz);
  const addresses = topAddressesFrom(row.addresses);
  const byCountry = row.countries;
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
    top_locations: row.locations.map((l) => ({ location: l.value, sessions: l.n })),
    top_ips: addresses.top,
    top_ips_unlisted_max: addresses.unlistedMax,
    top_countries: shown.slice(0, TOP_COUNTRIES_SIZE).map((c) => ({ country: c.value, sessions: c.n, percent: percent(c.n, located) ?? 0 })),
    country_sessions: byCountry.map((c) => ({ country: c.value, sessions: c.n })),
    hourly: starts.map((n, hour) => ({ hour, sessions: n, pageviews: views[hour]! })),
    time_zone: tz,
  };
}
