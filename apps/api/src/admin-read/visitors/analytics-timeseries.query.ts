import type { AnalyticsTimeseriesResponse } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { utcDays, type Granularity } from './analytics-range.js';
import { sumByDay, sumByHourOfDay } from './visitor-rollups.query.js';

type Series = Pick<AnalyticsTimeseriesResponse, 'daily' | 'hourly'>;

/**
 * Page views per UTC day (every day of the range, oldest first, zero-filled) and per UTC hour of
 * the day (0–23, summed over the range), from the daily and hourly rollups. The series not asked
 * for is empty.
 */
export async function analyticsTimeseries(db: Kysely<Database>, days: number, granularity: Granularity, now: Date): Promise<Series> {
  const { since, dates } = utcDays(days, now);
  const [perDay, perHour] = await Promise.all([
    granularity === 'hourly' ? new Map<string, number>() : sumByDay(db, 'pv', '', since),
    granularity === 'daily' ? [] : sumByHourOfDay(db, 'pv', '', since),
  ]);
  return {
    daily: granularity === 'hourly' ? [] : dates.map((date) => ({ date, pageviews: perDay.get(date) ?? 0 })),
    hourly: granularity === 'daily' ? [] : perHour.map((pageviews, hour) => ({ date: null, hour, pageviews })),
  };
}
