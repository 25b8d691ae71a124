import {
  TRAFFIC_BREAKDOWNS,
  TRAFFIC_FILTER_MAX,
  type TrafficBreakdown,
  type TrafficFilter,
  type TrafficResponse,
  type TrafficRow,
  type TrafficTotals,
} from '@intake/contracts';
import { BadRequestError } from '../../platform/errors/domain-errors.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { HOURLY_SERIES_MAX_DAYS, localLabeler, previousRange, seriesLabels, type LocalRange } from './local-range.js';
import { dayStart, filterScope, normaliseCountry, type FilterDim, type RollupDimension } from '../../visitor-analytics/index.js';

/**
 * GET /analytics/traffic: Umami/Plausible-like figures for local days in the admin's zone, read
 * from the rollups only. A period is read as whole UTC days in its middle and at most 2 × 23 edge
 * hours, so the rows read depend on the period and the number of distinct values, never on the
 * traffic (docs/visitor-analytics.md "Traffic insights").
 */

const DAY_MS = 86_400_000;
export const TOP_VALUES = 10;

/** Which rollup dimension each breakdown sums. */
export const BREAKDOWN_DIMS: Record<TrafficBreakdown, RollupDimension> = {
  pages: 'page',
  entry_pages: 'entry_page',
  exit_pages: 'exit_page',
  sources: 'entry',
  utm_sources: 'utm_source',
  utm_mediums: 'utm_medium',
  utm_campaigns: 'utm_campaign',
  devices: 'device',
  browsers: 'browser',
  operating_systems: 'os',
  countries: 'country',
};

const TOTAL_DIMS = ['pv', 'start', 'entry', 'bot', 'engaged', 'engaged_n', 'sess', 'sess_bounce', 'sess_dur'] as const satisfies readonly RollupDimension[];

/**
 * A filter (issue 35): the breakdown of the clicked row and its value, and the rollup scope that
 * holds its counts. An exit page filters as its page: the rollups keep sessions' exits per
 * country only, so a filter by exit reads the page views of that page.
 */
export interface TrafficScope {
  filter: TrafficFilter | null;
  scope: string;
}

export const NO_FILTER: TrafficScope = { filter: null, scope: '' };

/** `filter=<breakdown>:<value>` (the value may itself hold ':'); 400 for an unknown breakdown or a bad value. */
export function parseTrafficFilter(raw: string | undefined): TrafficScope {
  if (raw === undefined || raw === '') return NO_FILTER;
  const colon = raw.indexOf(':');
  const name = (colon < 0 ? raw : raw.slice(0, colon)) as TrafficBreakdown;
  const value = colon < 0 ? '' : raw.slice(colon + 1);
  if (!TRAFFIC_BREAKDOWNS.includes(name))
    throw new BadRequestError(`filter must be <breakdown>:<value>, the breakdown one of ${TRAFFIC_BREAKDOWNS.join(', ')}.`);
  if (value.length > TRAFFIC_FILTER_MAX) throw new BadRequestError(`A filter's value has at most ${TRAFFIC_FILTER_MAX} characters.`);
  if (name === 'countries') {
    const country = normaliseCountry(value);
    if (!country || country !== value) throw new BadRequestError('A countries filter takes a two-letter country code such as US.');
    return { filter: { breakdown: name, value }, scope: country };
  }
  if (value === '') throw new BadRequestError('A filter needs a value after the colon.');
  const breakdown = name === 'exit_pages' ? 'pages' : name;
  return { filter: { breakdown, value }, scope: filterScope(BREAKDOWN_DIMS[breakdown] as FilterDim, value) };
}

/** Breakdowns counted per session, which only a country filter limits. */
const sessionBreakdowns = (scope: TrafficScope): TrafficBreakdown[] => (scope.filter && scope.filter.breakdown !== 'countries' ? ['exit_pages'] : []);

/** The (grain, from, to) slices that cover [start, end): edge hours, whole UTC days between. */
export function spanSlices(start: Date, end: Date): { grain: 'h' | 'd'; from: Date; to: Date }[] {
  const firstDay = dayStart(new Date(start.getTime() + DAY_MS - 1));
  const lastDay = dayStart(end);
  if (firstDay.getTime() >= lastDay.getTime()) return [{ grain: 'h', from: start, to: end }];
  return [
    { grain: 'h' as const, from: start, to: firstDay },
    { grain: 'd' as const, from: firstDay, to: lastDay },
    { grain: 'h' as const, from: lastDay, to: end },
  ].filter((s) => s.from.getTime() < s.to.getTime());
}

/** Sums per (dim, value) over [start, end), in one scope ('' = everything). */
async function sumsOver(
  db: Kysely<Database>,
  dims: readonly RollupDimension[],
  scope: string,
  start: Date,
  end: Date,
): Promise<Map<string, Map<string, number>>> {
  const parts = spanSlices(start, end).map(
    (s) =>
      sql`select dim, value, n from visitor_rollups where dim = any(${dims}::text[]) and scope = ${scope} and grain = ${s.grain} and bucket >= ${s.from} and bucket < ${s.to}`,
  );
  const { rows } = await sql<{ dim: string; value: string; n: string }>`
    select dim, value, sum(n) as n from (${sql.join(parts, sql` union all `)}) r group by dim, value having sum(n) > 0`.execute(db);
  const out = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const values = out.get(r.dim) ?? new Map<string, number>();
    values.set(r.value, Number(r.n));
    out.set(r.dim, values);
  }
  return out;
}

const total = (values: Map<string, number> | undefined) => [...(values?.values() ?? [])].reduce((a, b) => a + b, 0);

function totalsOf(sums: Map<string, Map<string, number>>, sessions: boolean): TrafficTotals {
  return {
    pageviews: total(sums.get('pv')),
    visits: total(sums.get('start')),
    entries: total(sums.get('entry')),
    bot_pageviews: total(sums.get('bot')),
    engaged_ms: total(sums.get('engaged')),
    engaged_pages: total(sums.get('engaged_n')),
    ...(sessions ? { sessions: total(sums.get('sess')), bounces: total(sums.get('sess_bounce')), duration_ms: total(sums.get('sess_dur')) } : {}),
  };
}

/** The top values of one dimension, largest first (ties by value), with the previous period's counts. */
export function topRows(current: Map<string, number> | undefined, previous: Map<string, number> | null | undefined, size = TOP_VALUES): TrafficRow[] {
  return [...(current ?? new Map<string, number>()).entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, size)
    .map(([value, count]) => ({ value, count, previous: previous === null ? null : (previous?.get(value) ?? 0) }));
}

/** Page views and visits per local hour or day, from the hourly rollups of the period. */
async function seriesOf(db: Kysely<Database>, range: LocalRange, scope: string): Promise<TrafficResponse['series']> {
  const hourly = range.days <= HOURLY_SERIES_MAX_DAYS;
  const { rows } = await sql<{ dim: string; bucket: Date; n: string }>`
    select dim, bucket, n from visitor_rollups
    where dim = any(${['pv', 'start']}::text[]) and scope = ${scope} and grain = 'h' and bucket >= ${range.start} and bucket < ${range.end}`.execute(db);
  const label = localLabeler(range.start.getTime(), range.end.getTime(), range.tz);
  const series = new Map(seriesLabels(range, label).map((l) => [l, { label: l, pageviews: 0, visits: 0 }]));
  for (const r of rows) {
    const point = series.get(label(new Date(r.bucket).getTime(), hourly));
    if (!point) continue;
    if (r.dim === 'pv') point.pageviews += Number(r.n);
    else point.visits += Number(r.n);
  }
  return [...series.values()];
}

const periodOf = (r: LocalRange) => ({ from: r.from, to: r.to, start: r.start.toISOString(), end: r.end.toISOString() });

export async function visitorTraffic(
  db: Kysely<Database>,
  range: LocalRange,
  compare: boolean,
  where: TrafficScope = NO_FILTER,
): Promise<Omit<TrafficResponse, 'success'>> {
  const unfiltered = sessionBreakdowns(where);
  const dims = [...TOTAL_DIMS, ...TRAFFIC_BREAKDOWNS.filter((b) => !unfiltered.includes(b)).map((b) => BREAKDOWN_DIMS[b])];
  const before = compare ? previousRange(range) : null;
  const [now, then, series, previousSeries] = await Promise.all([
    sumsOver(db, dims, where.scope, range.start, range.end),
    before ? sumsOver(db, dims, where.scope, before.start, before.end) : Promise.resolve(null),
    seriesOf(db, range, where.scope),
    before ? seriesOf(db, before, where.scope) : Promise.resolve(null),
  ]);
  const sessions = unfiltered.length === 0;
  const breakdowns = Object.fromEntries(
    TRAFFIC_BREAKDOWNS.map((b) => {
      const values = unfiltered.includes(b) ? undefined : now.get(BREAKDOWN_DIMS[b]);
      let rows = topRows(values, then ? then.get(BREAKDOWN_DIMS[b]) : null);
      if (b === 'pages') {
        const engaged = now.get('engaged');
        const reports = now.get('engaged_n');
        rows = rows.map((r) => ({ ...r, engaged_ms: engaged?.get(r.value) ?? 0, engaged_pages: reports?.get(r.value) ?? 0 }));
      }
      return [b, { rows, total: total(values), values: values?.size ?? 0 }];
    }),
  ) as TrafficResponse['breakdowns'];
  return {
    tz: range.tz,
    filter: where.filter,
    unfiltered,
    period: periodOf(range),
    previous_period: before ? periodOf(before) : null,
    totals: totalsOf(now, sessions),
    previous_totals: then ? totalsOf(then, sessions) : null,
    series_unit: range.days <= HOURLY_SERIES_MAX_DAYS ? 'hour' : 'day',
    series,
    previous_series: previousSeries,
    breakdowns,
  };
}
