import { DEFAULT_STATS } from '@intake/contracts';

/** Admin spec §9: completed over total as a rounded percent; 0 when there is nothing yet. */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

const one = (n: number) => n.toFixed(1);

/**
 * The mean time from start to completion, worded like the spec's default ('5.2 minutes').
 * Minutes are the unit the client shows by default; a mean under a minute reads in seconds
 * ('0.0 minutes' would look broken) and long ones in hours or days (a questionnaire can be
 * finished days after it was opened). No completed conversation: the spec's default.
 */
export function formatCompletionTime(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return DEFAULT_STATS.averageCompletionTime;
  if (seconds < 59.5) {
    const s = Math.round(seconds);
    return `${s} ${s === 1 ? 'second' : 'seconds'}`;
  }
  const minutes = seconds / 60;
  if (minutes < 90) return `${one(minutes)} minutes`;
  const hours = minutes / 60;
  if (hours < 48) return `${one(hours)} hours`;
  return `${one(hours / 24)} days`;
}

/** The most frequent innovation type, or the spec's default when none was collected. */
export function innovationTypeOrDefault(value: string | null): string {
  return value && value.trim() ? value : DEFAULT_STATS.mostCommonInnovationType;
}
