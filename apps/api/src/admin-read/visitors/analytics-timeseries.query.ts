import type { AnalyticsTimeseriesResponse } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { localDays, type Granularity } from './analytics-range.js';
import { sumByDay, sumByLocalDay, sumsByHourOfDay } from './visitor-rollups.query.js';

type Series = Pick<AnalyticsTimeseriesResponse, 'daily' | 'hourly'>;

/**
 * Page views per day (every day of the range, oldest first, zero-filled) and per hour of the day
 * (0–23, summed over the range), in UTC from the daily and hourly rollups, or in the admin's zone
 * `tz` from the hourly ones (one row per hour of the range). The series not asked for is empty.
 */
export async function analyticsTimeseries(db: Kysely<Database>, days: number, granularity: Granularity, now: Date, tz = 'UTC'): Promise<Series> {
  const { since, dates } = localDays(days, now, tz);
  const [perDay, perHour] = await Promise.all([
    granularity === 'hourly' ? new Map<string, number>() : tz === 'UTC' ? sumByDay(db, 'pv', '', since) : sumByLocalDay(db, 'pv', since, now, tz),
    granularity === 'daily' ? [] : sumsByHourOfDay(db, ['pv'], '', since, tz).then((sums) => sums.pv),
  ]);
  return {
    daily: granularity === 'hourly' ? [] : dates.map((date) => ({ date, pageviews: perDay.get(date) ?? 0 })),
    hourly: granularity === 'daily' ? [] : perHour.map((pageviews, hour) => ({ date: null, hour, pageviews })),
  };
}
