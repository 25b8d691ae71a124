import type { AnalyticsTimeseriesResponse } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { utcDays, type Granularity } from './analytics-range.js';

type Series = Pick<AnalyticsTimeseriesResponse, 'daily' | 'hourly'>;

/**
 * Page views per UTC day (every day of the range, oldest first, zero-filled) and per UTC hour of
 * the day (0–23, summed over the range). The series not asked for is empty.
 */
export async function analyticsTimeseries(db: Kysely<Database>, days: number, granularity: Granularity, now: Date): Promise<Series> {
  const { since, dates } = utcDays(days, now);
  const [daily, hourly] = await Promise.all([
    granularity === 'hourly'
      ? []
      : db
          .selectFrom('visitor_pageviews')
          .select([sql<string>`to_char(viewed_at at time zone 'UTC', 'YYYY-MM-DD')`.as('date'), sql<number>`count(*)::int`.as('pageviews')])
          .where('viewed_at', '>=', since)
          .groupBy(sql`1`)
          .execute(),
    granularity === 'daily'
      ? []
      : db
          .selectFrom('visitor_pageviews')
          .select([sql<number>`extract(hour from viewed_at at time zone 'UTC')::int`.as('hour'), sql<number>`count(*)::int`.as('pageviews')])
          .where('viewed_at', '>=', since)
          .groupBy(sql`1`)
          .execute(),
  ]);
  const perDay = new Map(daily.map((r) => [r.date, r.pageviews]));
  const perHour = new Map(hourly.map((r) => [r.hour, r.pageviews]));
  return {
    daily: granularity === 'hourly' ? [] : dates.map((date) => ({ date, pageviews: perDay.get(date) ?? 0 })),
    hourly: granularity === 'daily' ? [] : Array.from({ length: 24 }, (_, hour) => ({ date: null, hour, pageviews: perHour.get(hour) ?? 0 })),
  };
}
