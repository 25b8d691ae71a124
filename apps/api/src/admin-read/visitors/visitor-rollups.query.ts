import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { dayStart, hourStart, type RollupDimension } from '../../visitor-analytics/visitor-rollups.js';
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

/** Sum of a counter family over the range, per value, largest first. */
export async function sumByValue(db: Kysely<Database>, dim: RollupDimension, scope: string, range: RollupRange): Promise<{ value: string; n: number }[]> {
  const { rows } = await sql<{ value: string; n: string }>`
    select value, sum(n) as n from ${rangeRows(dim, scope, range)} r group by value having sum(n) > 0 order by sum(n) desc, value`.execute(db);
  return rows.map((r) => ({ value: r.value, n: Number(r.n) }));
}

/** Sum of a single-valued counter family (value '') over the range. */
export async function sumOf(db: Kysely<Database>, dim: RollupDimension, scope: string, range: RollupRange): Promise<number> {
  const { rows } = await sql<{ n: string | null }>`select sum(n) as n from ${rangeRows(dim, scope, range)} r`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Sums of several single-valued counter families (value '') over the range, in one read. */
export async function sumsOf<D extends RollupDimension>(
  db: Kysely<Database>,
  dims: readonly D[],
  scope: string,
  range: RollupRange,
): Promise<Record<D, number>> {
  const { rows } = await sql<{ dim: D; n: string }>`
    select dim, sum(n) as n from (
      select dim, n from visitor_rollups where dim = any(${dims}::text[]) and scope = ${scope} and grain = 'h' and bucket >= ${range.from} and bucket < ${range.daysFrom}
      union all
      select dim, n from visitor_rollups where dim = any(${dims}::text[]) and scope = ${scope} and grain = 'd' and bucket >= ${range.daysFrom}) r
    group by dim`.execute(db);
  const sums = Object.fromEntries(dims.map((d) => [d, 0])) as Record<D, number>;
  for (const r of rows) sums[r.dim] = Number(r.n);
  return sums;
}

/**
 * Sums per hour of the day (0–23) in `tz` of several counter families, from the hourly counters
 * since `since`. Each UTC hour counts under the local hour its start falls in (DST included).
 */
export async function sumsByHourOfDay<D extends RollupDimension>(
  db: Kysely<Database>,
  dims: readonly D[],
  scope: string,
  since: Date,
  tz = 'UTC',
): Promise<Record<D, number[]>> {
  if (tz !== 'UTC') return sumsByLocalHour(db, dims, scope, since, tz);
  const { rows } = await sql<{ dim: D; hour: number; n: string }>`
    select dim, extract(hour from bucket at time zone 'UTC')::int as hour, sum(n) as n from visitor_rollups
    where dim = any(${dims}::text[]) and scope = ${scope} and grain = 'h' and bucket >= ${since} group by 1, 2`.execute(db);
  const sums = Object.fromEntries(dims.map((d) => [d, Array.from({ length: 24 }, () => 0)])) as Record<D, number[]>;
  for (const r of rows) sums[r.dim][r.hour] = Number(r.n);
  return sums;
}

/**
 * The same in another zone: the hourly rows themselves (one per hour of the range and family), each
 * put under its start's local hour by Intl, the clock the tab's other local figures use.
 */
async function sumsByLocalHour<D extends RollupDimension>(
  db: Kysely<Database>,
  dims: readonly D[],
  scope: string,
  since: Date,
  tz: string,
): Promise<Record<D, number[]>> {
  const { rows } = await sql<{ dim: D; bucket: Date; n: string }>`
    select dim, bucket, sum(n) as n from visitor_rollups
    where dim = any(${dims}::text[]) and scope = ${scope} and grain = 'h' and bucket >= ${since} group by 1, 2`.execute(db);
  const sums = Object.fromEntries(dims.map((d) => [d, Array.from({ length: 24 }, () => 0)])) as Record<D, number[]>;
  const label = localLabeler(since.getTime(), Date.now() + 3_600_000, tz);
  for (const r of rows) sums[r.dim][Number(label(new Date(r.bucket).getTime(), true).slice(11, 13))]! += Number(r.n);
  return sums;
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
  top: { ip: string; sessions: number }[];
  /** The most sessions in the range an address not in `top` can have. */
  unlistedMax: number;
}

/**
 * The addresses with the most sessions in the range, without reading every address: the
 * candidates are the `perBucket` largest of each hour or day read; their totals are then summed
 * exactly. An address that is no candidate ranks below `perBucket` in every bucket, so it has at
 * most the (perBucket + 1)-th count of each bucket there: their sum bounds what it can have
 * (`unlistedMax`; 0 when every bucket was read whole). The counts shown are always exact, and the
 * list is exactly the top when its last entry reaches that bound.
 */
export async function topAddresses(
  db: Kysely<Database>,
  scope: string,
  range: RollupRange,
  now: Date,
  size: number,
  perBucket = ADDRESS_CANDIDATES_PER_BUCKET,
): Promise<TopAddresses> {
  const buckets = rangeBuckets(range, now);
  const { rows } = await sql<{ value: string; n: string; rank: string }>`
    select t.value, t.n, t.rank from unnest(${buckets.map((b) => b.grain)}::text[], ${buckets.map((b) => b.bucket.toISOString())}::timestamptz[]) as b(grain, bucket)
    cross join lateral (
      select r.value, r.n, row_number() over (order by r.n desc, r.value) as rank from visitor_rollups r
      where r.dim = 'sess_ip' and r.scope = ${scope} and r.grain = b.grain::"char" and r.bucket = b.bucket
      order by r.n desc, r.value limit ${perBucket + 1}) t`.execute(db);
  const candidates = new Set<string>();
  let unlistedMax = 0;
  for (const r of rows) {
    if (Number(r.rank) <= perBucket) candidates.add(r.value);
    else unlistedMax += Number(r.n);
  }
  if (candidates.size === 0) return { top: [], unlistedMax };
  const totals = await sql<{ value: string; n: string }>`
    select value, sum(n) as n from visitor_rollups
    where dim = 'sess_ip' and scope = ${scope} and value = any(${[...candidates]}::text[])
      -- Implied by the line below, but only in this form a bound of the (scope, value, grain, bucket)
      -- index: without it each address's whole history was read and filtered (80 ms at 1M for 7 days).
      and grain = any('{h,d}'::"char"[]) and bucket >= ${range.from}
      and ((grain = 'h' and bucket >= ${range.from} and bucket < ${range.daysFrom}) or (grain = 'd' and bucket >= ${range.daysFrom}))
    group by value having sum(n) > 0 order by sum(n) desc, value limit ${size}`.execute(db);
  return { top: totals.rows.map((r) => ({ ip: r.value, sessions: Number(r.n) })), unlistedMax };
}

/** Where each address was last placed (its latest session, in `country` unless 'all'). */
export async function addressLocations(db: Kysely<Database>, ips: readonly string[], country: string | null): Promise<Map<string, string>> {
  if (ips.length === 0) return new Map();
  const { rows } = await sql<{ ip: string; location: string }>`
    select k.ip, t.location from unnest(${[...ips]}::text[]) as k(ip)
    cross join lateral (
      select s.location from visitor_rollup_sessions s
      where s.ip = k.ip ${country ? sql`and s.country_code = ${country}` : sql``}
      order by s.last_at desc limit 1) t`.execute(db);
  return new Map(rows.map((r) => [r.ip, r.location]));
}
