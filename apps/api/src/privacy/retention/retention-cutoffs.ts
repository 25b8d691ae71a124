import { PERSONAL_DATA_RETENTION_MONTHS } from '@intake/contracts';
import type { RetentionKind } from '../privacy.tokens.js';

/**
 * `months` calendar months before `now` (UTC), the day clamped to the target month's length: two
 * years before 29 February is 28 February, not 1 March.
 */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** Per kind of data, the instant before which it is older than the specs allow. */
export function retentionCutoffs(now: Date): Record<RetentionKind, Date> {
  return {
    submissions: monthsBefore(now, PERSONAL_DATA_RETENTION_MONTHS.submissions),
    analytics: monthsBefore(now, PERSONAL_DATA_RETENTION_MONTHS.analytics),
  };
}
