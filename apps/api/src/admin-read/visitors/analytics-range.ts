import { ANALYTICS_TIME_RANGES, type AnalyticsTimeRange } from '@intake/contracts';
import { BadRequestError } from '../../platform/errors/domain-errors.js';
import { localMidnight, zoneOffset } from './local-range.js';

export const DEFAULT_DAYS = 30;
export const MAX_DAYS = 365;
export const GRANULARITIES = ['daily', 'hourly', 'both'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const DAY_MS = 86_400_000;

export function parseTimeRange(raw: string | undefined): AnalyticsTimeRange {
  if (raw === undefined || raw === '') return '24h';
  if (Object.hasOwn(ANALYTICS_TIME_RANGES, raw)) return raw as AnalyticsTimeRange;
  throw new BadRequestError(`timeRange must be one of ${Object.keys(ANALYTICS_TIME_RANGES).join(', ')}.`);
}

export function parseDays(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_DAYS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_DAYS) throw new BadRequestError(`days must be a whole number from 1 to ${MAX_DAYS}.`);
  return n;
}

export function parseGranularity(raw: string | undefined): Granularity {
  if (raw === undefined || raw === '') return 'both';
  if ((GRANULARITIES as readonly string[]).includes(raw)) return raw as Granularity;
  throw new BadRequestError(`granularity must be one of ${GRANULARITIES.join(', ')}.`);
}

/** A rolling window for the visitor panel: the last 24 hours, 7 or 30 days up to now. */
export function rangeStart(range: AnalyticsTimeRange, now: Date): Date {
  return new Date(now.getTime() - ANALYTICS_TIME_RANGES[range] * DAY_MS);
}

/**
 * `days` whole UTC days ending today, the same window for summary and timeseries so that the
 * summary's pageviews equal the sum of the daily series.
 */
export function utcDays(days: number, now: Date): { since: Date; dates: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dates: string[] = [];
  for (let i = days - 1; i >= 0; i--) dates.push(new Date(today - i * DAY_MS).toISOString().slice(0, 10));
  return { since: new Date(today - (days - 1) * DAY_MS), dates };
}

/**
 * The same window in the admin's zone (the tab names it; the spec's calls, without one, keep
 * UTC): `days` whole local days ending today there, from local midnight of the first.
 */
export function localDays(days: number, now: Date, tz: string): { since: Date; dates: string[] } {
  if (tz === 'UTC') return utcDays(days, now);
  const today = Date.parse(`${new Date(now.getTime() + zoneOffset(now.getTime(), tz)).toISOString().slice(0, 10)}T00:00:00.000Z`);
  const dates: string[] = [];
  for (let i = days - 1; i >= 0; i--) dates.push(new Date(today - i * DAY_MS).toISOString().slice(0, 10));
  return { since: new Date(localMidnight(today - (days - 1) * DAY_MS, tz)), dates };
}
