import { TRAFFIC_BREAKDOWNS, type TrafficBreakdown, type TrafficResponse, type TrafficRow, type TrafficTotals } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { HOURLY_SERIES_MAX_DAYS, localLabeler, previousRange, seriesLabels, type LocalRange } from './local-range.js';
import { dayStart, type RollupDimension } from '../../visitor-analytics/visitor-rollups.js';

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

const TOTAL_DIMS = ['pv', 'start', 'entry', 'bot', 'engaged', 'engaged_n'] as const satisfies readonly RollupDimension[];

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

/** Sums per (dim, value) over [start, end), all countries. */
async function sumsOver(db: Kysely<Database>, dims: readonly RollupDimension[], start: Date, end: Date): Promise<Map<string, Map<string, number>>> {
  const parts = spanSlices(start, end).map(
    (s) =>
      sql`select dim, value, n from visitor_rollups where dim = any(${dims}::text[]) and scope = '' and grain = ${s.grain} and bucket >= ${s.from} and bucket < ${s.to}`,
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

function totalsOf(sums: Map<string, Map<string, number>>): TrafficTotals {
  return {
    pageviews: total(sums.get('pv')),
    visits: total(sums.get('start')),
    entries: total(sums.get('entry')),
    bot_pageviews: total(sums.get('bot')),
    engaged_ms: total(sums.get('engaged')),
    engaged_pages: total(sums.get('engaged_n')),
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
async function seriesOf(db: Kysely<Database>, range: LocalRange): Promise<TrafficResponse['series']> {
  const hourly = range.days <= HOURLY_SERIES_MAX_DAYS;
  const { rows } = await sql<{ dim: string; bucket: Date; n: string }>`
    select dim, bucket, n from visitor_rollups
    where dim = any(${['pv', 'start']}::text[]) and scope = '' and grain = 'h' and bucket >= ${range.start} and bucket < ${range.end}`.execute(db);
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

export async function visitorTraffic(db: Kysely<Database>, range: LocalRange, compare: boolean): Promise<Omit<TrafficResponse, 'success'>> {
  const dims = [...TOTAL_DIMS, ...Object.values(BREAKDOWN_DIMS)];
  const before = compare ? previousRange(range) : null;
  const [now, then, series] = await Promise.all([
    sumsOver(db, dims, range.start, range.end),
    before ? sumsOver(db, dims, before.start, before.end) : Promise.resolve(null),
    seriesOf(db, range),
  ]);
  const breakdowns = Object.fromEntries(
    TRAFFIC_BREAKDOWNS.map((b) => {
      const values = now.get(BREAKDOWN_DIMS[b]);
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
    period: periodOf(range),
    previous_period: before ? periodOf(before) : null,
    totals: totalsOf(now),
    previous_totals: then ? totalsOf(then) : null,
    series_unit: range.days <= HOURLY_SERIES_MAX_DAYS ? 'hour' : 'day',
    series,
    breakdowns,
  };
}
