import type { TrafficBreakdown, TrafficResponse } from '@intake/contracts';
import { toCsv } from '../conversations/conversations-csv';
import { averageMs, percentOf } from './traffic-view';

/**
 * CSV of any Traffic panel (issue 35), from the answer already drawn: counts and shares as
 * numbers a spreadsheet sums, the period and the filter in the file's name. Aggregates only: no
 * address or other personal data is in these panels, so no export record is needed.
 */

type Breakdown = TrafficResponse['breakdowns'][TrafficBreakdown];

/** One breakdown: every listed value with its count, share (%), previous count and engaged time (pages). */
export function breakdownCsv(name: TrafficBreakdown, column: string, unit: string, breakdown: Breakdown, compare: boolean): string {
  const pages = name === 'pages';
  const header = [column, unit, 'Share (%)', ...(compare ? ['Previous period'] : []), ...(pages ? ['Engaged seconds per page'] : [])];
  const rows = breakdown.rows.map((r) => [
    r.value,
    r.count,
    percentOf(r.count, breakdown.total),
    ...(compare ? [r.previous] : []),
    ...(pages ? [engagedSeconds(r.engaged_ms ?? 0, r.engaged_pages ?? 0)] : []),
  ]);
  return toCsv(header, rows);
}

const engagedSeconds = (ms: number, reports: number) => {
  const avg = averageMs(ms, reports);
  return avg === null ? null : Math.round(avg / 1000);
};

/** The chart: page views and visits per bucket, and the previous period's bucket for bucket. */
export function seriesCsv(data: TrafficResponse): string {
  const previous = data.previous_series ?? null;
  const header = [
    data.series_unit === 'hour' ? 'Hour' : 'Day',
    'Page views',
    'Visits',
    ...(previous ? ['Previous period', 'Previous page views', 'Previous visits'] : []),
  ];
  const rows = data.series.map((p, i) => {
    const before = previous?.[i];
    return [p.label, p.pageviews, p.visits, ...(previous ? [before?.label ?? null, before?.pageviews ?? null, before?.visits ?? null] : [])];
  });
  return toCsv(header, rows);
}

/** The tiles: each total, and the previous period's when compared. */
export function totalsCsv(data: TrafficResponse): string {
  const t = data.totals;
  const p = data.previous_totals;
  const figures: [string, keyof typeof t][] = [
    ['Page views', 'pageviews'],
    ['Visits', 'visits'],
    ['Entries from elsewhere', 'entries'],
    ['Bot page views', 'bot_pageviews'],
    ['Engaged ms', 'engaged_ms'],
    ['Pages reporting engaged time', 'engaged_pages'],
    ['Sessions', 'sessions'],
    ['Bounces (one page view)', 'bounces'],
    ['Visit duration ms (sum)', 'duration_ms'],
  ];
  return toCsv(
    [
      'Figure',
      `${data.period.from} to ${data.period.to}`,
      ...(p && data.previous_period ? [`${data.previous_period.from} to ${data.previous_period.to}`] : []),
    ],
    figures.filter(([, key]) => t[key] !== undefined).map(([label, key]) => [label, t[key] ?? null, ...(p ? [p[key] ?? null] : [])]),
  );
}

/** `traffic-<panel>-<from>_<to>[-<filter>].csv`, safe as a file name. */
export function trafficCsvName(panel: string, data: TrafficResponse): string {
  const filter = data.filter ? `-${data.filter.breakdown}-${data.filter.value}` : '';
  return `traffic-${panel}-${data.period.from}_${data.period.to}${filter}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120) + '.csv';
}
