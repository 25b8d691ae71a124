import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { dayStart, hourStart, UNKNOWN_LOCATION, type RollupDimension } from '../../visitor-analytics/index.js';
import { localLabeler } from './local-range.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A range of the rollups that ends now: the hourly counters from `from` up to the next UTC
 * midnight, then the daily ones (today's included, which holds today so far). At most 23 hours
 * and one row per day, whatever the traffic.
 */
export interface RollupRange {
  from: Date;
  /** The first midnight at or after `from`: days from here on are read whole. */
  daysFrom: Date;
}

export function rollupRange(from: Date): RollupRange {
  const day = dayStart(from);
  return { from, daysFrom: day.getTime() === from.getTime() ? from : new Date(day.getTime() + DAY_MS) };
}

/** The panel's rolling range: the current UTC hour and the whole hours before it, `days` × 24 hours in all. */
export function panelRange(days: number, now: Date): RollupRange {
  return rollupRange(new Date(hourStart(now).getTime() - (days * 24 - 1) * HOUR_MS));
}

/** The (grain, bucket) pairs a range reads, up to `now`. */
export function rangeBuckets(range: RollupRange, now: Date): { grain: 'h' | 'd'; bucket: Date }[] {
  const out: { grain: 'h' | 'd'; bucket: Date }[] = [];
  for (let t = range.from.getTime(); t < range.daysFrom.getTime(); t += HOUR_MS) out.push({ grain: 'h', bucket: new Date(t) });
  for (let t = range.daysFrom.getTime(); t <= now.getTime(); t += DAY_MS) out.push({ grain: 'd', bucket: new Date(t) });
  return out;
}

/** Rows of one counter family inside the range (a SQL fragment for from / union use). */
const rangeRows = (dim: RollupDimension, scope: string, range: RollupRange) => sql`
  (select value, n from visitor_rollups where dim = ${dim} and scope = ${scope} and grain = 'h' and bucket >= ${range.from} and bucket < ${range.daysFrom}
   union all
   select value, n from visitor_rollups where dim = ${dim} and scope = ${scope} and grain = 'd' and bucket >= ${range.daysFrom})`;

/** Sums of a counter family over the range per value (value, n), in no order: a fragment. */
export const valueSums = (dim: RollupDimension, scope: string, range: RollupRange) =>
  sql`select value, sum(n) as n from ${rangeRows(dim, scope, range)} r group by value having sum(n) > 0`;

/** Sum of a counter family over the range, per value, largest first. */
export async function sumByValue(db: Kysely<Database>, dim: RollupDimension, scope: string, range: RollupRange): Promise<{ value: string; n: number }[]> {
  const { rows } = await sql<{ value: string; n: string }>`${valueSums(dim, scope, range)} order by sum(n) desc, value`.execute(db);
  return rows.map((r) => ({ value: r.value, n: Number(r.n) }));
}

/** Sum of a single-valued counter family (value '') over the range. */
export async function sumOf(db: Kysely<Database>, dim: RollupDimension, scope: string, range: RollupRange): Promise<number> {
  const { rows } = await sql<{ n: string | null }>`select sum(n) as n from ${rangeRows(dim, scope, range)} r`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Sums of several single-valued counter families (value '') over the range (dim, n): a fragment. */
export const dimSums = (dims: readonly RollupDimension[], scope: string, range: RollupRange) => sql`
  select dim, sum(n) as n from (
    select dim, n from visitor_rollups where dim = any(${dims}::text[]) and scope = ${scope} and grain = 'h' and bucket >= ${range.from} and bucket < ${range.daysFrom}
    union all
    select dim, n from visitor_rollups where dim = any(${dims}::text[]) and scope = ${scope} and grain = 'd' and bucket >= ${range.daysFrom}) r
  group by dim`;

/** The rows of `dimSums` (as json: numbers) as a record with every family (0 where none). */
export function dimSumsRecord<D extends RollupDimension>(dims: readonly D[], rows: readonly { dim: string; n: number }[]): Record<D, number> {
  const sums = Object.fromEntries(dims.map((d) => [d, 0])) as Record<D, number>;
  for (const r of rows) sums[r.dim as D] = r.n;
  return sums;
}

/**
 * The hourly counters of several families since `since`, for sums per hour of the day in `tz`: a
 * fragment. In UTC summed per hour of the day already (dim, hour, n); in another zone one row per
 * hour of the range and family (dim, at: epoch ms, n), which `hourOfDaySums` puts under its local
 * hour by Intl, the clock the tab's other local figures use (DST included).
 */
export const hourRows = (dims: readonly RollupDimension[], scope: string, since: Date, tz: string) =>
  tz === 'UTC'
    ? sql`select dim, extract(hour from bucket at time zone 'UTC')::int as hour, sum(n) as n from visitor_rollups
        where dim = any(${dims}::text[]) and scope = ${scope} and grain = 'h' and bucket >= ${since} group by 1, 2`
    : sql`select dim, (extract(epoch from bucket) * 1000)::float8 as at, sum(n) as n from visitor_rollups
        where dim = any(${dims}::text[]) and scope = ${scope} and grain = 'h' and bucket >= ${since} group by dim, bucket`;

export type HourRow = { dim: string; n: number | string } & ({ hour: number } | { at: number });

/** Sums per hour of the day (0–23) in `tz` from the rows of `hourRows`. */
export function hourOfDaySums<D extends RollupDimension>(dims: readonly D[], rows: readonly HourRow[], since: Date, tz: string): Record<D, number[]> {
  const sums = Object.fromEntries(dims.map((d) => [d, Array.from({ length: 24 }, () => 0)])) as Record<D, number[]>;
  // Made only for rows of another zone: UTC rows come summed per hour, and the labeler asks Intl about every day.
  let label: ReturnType<typeof localLabeler> | undefined;
  for (const r of rows) {
    const hour = 'hour' in r ? r.hour : Number((label ??= localLabeler(since.getTime(), Date.now() + HOUR_MS, tz))(r.at, true).slice(11, 13));
    sums[r.dim as D][hour]! += Number(r.n);
  }
  return sums;
}

/** Sums per hour of the day (0–23) in `tz` of several counter families, from the hourly counters since `since`. */
export async function sumsByHourOfDay<D extends RollupDimension>(
  db: Kysely<Database>,
  dims: readonly D[],
  scope: string,
  since: Date,
  tz = 'UTC',
): Promise<Record<D, number[]>> {
  const { rows } = await sql<HourRow>`${hourRows(dims, scope, since, tz)}`.execute(db);
  return hourOfDaySums(dims, rows, since, tz);
}

/** Sums per UTC day (YYYY-MM-DD) from the daily counters since `since`. */
export async function sumByDay(db: Kysely<Database>, dim: RollupDimension, scope: string, since: Date): Promise<Map<string, number>> {
  const { rows } = await sql<{ date: string; n: string }>`
    select to_char(bucket at time zone 'UTC', 'YYYY-MM-DD') as date, sum(n) as n from visitor_rollups
    where dim = ${dim} and scope = ${scope} and grain = 'd' and bucket >= ${since} group by 1`.execute(db);
  return new Map(rows.map((r) => [r.date, Number(r.n)]));
}

/** Sums per local day (YYYY-MM-DD) in `tz` from the hourly counters since `since`: one row per hour. */
export async function sumByLocalDay(db: Kysely<Database>, dim: RollupDimension, since: Date, now: Date, tz: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ bucket: Date; n: string }>`
    select bucket, sum(n) as n from visitor_rollups where dim = ${dim} and scope = '' and grain = 'h' and bucket >= ${since} group by 1`.execute(db);
  const label = localLabeler(since.getTime(), now.getTime() + HOUR_MS, tz);
  const sums = new Map<string, number>();
  for (const r of rows) {
    const date = label(new Date(r.bucket).getTime(), false);
    sums.set(date, (sums.get(date) ?? 0) + Number(r.n));
  }
  return sums;
}

/** Candidates taken from each bucket of the range for the top addresses. */
export const ADDRESS_CANDIDATES_PER_BUCKET = 10;

export interface TopAddresses {
  /** `location`: where the address was last placed (its latest session, in the scope's country). */
  top: { ip: string; sessions: number; location: string }[];
  /** The most sessions in the range an address not in `top` can have. */
  unlistedMax: number;
}

/**
 * The addresses with the most sessions in the range, without reading every address: the
 * candidates are the `perBucket` largest of each hour or day read; their totals are then summed
 * exactly. An address that is no candidate ranks below `perBucket` in every bucket, so it has at
 * most the (perBucket + 1)-th count of each bucket there: their sum bounds what it can have
 * (`unlistedMax`; 0 when every bucket was read whole). The counts shown are always exact, and the
 * list is exactly the top when its last entry reaches that bound. A fragment: one json value
 * {top, unlisted_max}, so that the visitor panel reads it in the same statement as its other figures.
 */
export function topAddressesJson(scope: string, range: RollupRange, now: Date, size: number, perBucket = ADDRESS_CANDIDATES_PER_BUCKET) {
  const buckets = rangeBuckets(range, now);
  return sql`(
    with ranked as (
      select t.value, t.n, t.rank from unnest(${buckets.map((b) => b.grain)}::text[], ${buckets.map((b) => b.bucket.toISOString())}::timestamptz[]) as b(grain, bucket)
      cross join lateral (
        select r.value, r.n, row_number() over (order by r.n desc, r.value) as rank from visitor_rollups r
        where r.dim = 'sess_ip' and r.scope = ${scope} and r.grain = b.grain::"char" and r.bucket = b.bucket
        order by r.n desc, r.value limit ${perBucket + 1}) t),
    top as (
      select value as ip, sum(n) as sessions from visitor_rollups
      where dim = 'sess_ip' and scope = ${scope} and value = any(array(select value from ranked where rank <= ${perBucket}))
        -- Implied by the line below, but only in this form a bound of the (scope, value, grain, bucket)
        -- index: without it each address's whole history was read and filtered (80 ms at 1M for 7 days).
        and grain = any('{h,d}'::"char"[]) and bucket >= ${range.from}
        and ((grain = 'h' and bucket >= ${range.from} and bucket < ${range.daysFrom}) or (grain = 'd' and bucket >= ${range.daysFrom}))
      group by value having sum(n) > 0 order by sum(n) desc, value limit ${size})
    select json_build_object(
      'top', coalesce((
        select json_agg(json_build_object('ip', top.ip, 'sessions', top.sessions, 'location', coalesce(at.location, ${UNKNOWN_LOCATION})) order by top.sessions desc, top.ip)
        from top left join lateral (
          select s.location from visitor_rollup_sessions s
          where s.ip = top.ip ${scope ? sql`and s.country_code = ${scope}` : sql``}
          order by s.last_at desc limit 1) at on true), '[]'::json),
      'unlisted_max', (select coalesce(sum(n), 0) from ranked where rank > ${perBucket})))`;
}

/** `topAddressesJson`'s value (json numbers already) under the names the callers use. */
export function topAddressesFrom(json: { top: TopAddresses['top']; unlisted_max: number }): TopAddresses {
  return { top: json.top, unlistedMax: json.unlisted_max };
}

/** `topAddressesJson` on its own. */
export async function topAddresses(
  db: Kysely<Database>,
  scope: string,
  range: RollupRange,
  now: Date,
  size: number,
  perBucket = ADDRESS_CANDIDATES_PER_BUCKET,
): Promise<TopAddresses> {
  const { rows } = await sql<{ t: Parameters<typeof topAddressesFrom>[0] }>`select ${topAddressesJson(scope, range, now, size, perBucket)} as t`.execute(db);
  return topAddressesFrom(rows[0]!.t);
}
