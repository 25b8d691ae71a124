/**
 * Pure helpers of the Traffic section (issue 20): periods as local days in the admin's own time
 * zone, changes against the previous period, durations and labels.
 */

export type PeriodPreset = 'today' | 'yesterday' | '7d' | '30d' | 'custom';
export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  custom: 'Custom range',
};
/** The server's longest range (days). */
export const MAX_PERIOD_DAYS = 92;

export interface Period {
  from: string;
  to: string;
}

/** The browser's own time zone (Intl), UTC when it names none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** "UTC", or "your time, Europe/Berlin": what a chart's axis says of its zone. */
export const zoneText = (zone: string) => (zone === 'UTC' ? 'UTC' : `your time, ${zone}`);

/** YYYY-MM-DD of the local day holding `at` in `tz`. */
export function localDay(at: Date, tz: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export function daysBetween(period: Period): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The local days a preset covers, today included, in `tz`. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now: Date, tz: string): Period {
  const today = localDay(now, tz);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
  }
}

/** What is wrong with a custom period, in words, or null when it can be asked for. */
export function periodProblem(period: Period): string | null {
  const valid = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));
  if (!valid(period.from) || !valid(period.to)) return 'Choose both a start and an end date.';
  if (period.to < period.from) return 'The end date is before the start date.';
  if (daysBetween(period) > MAX_PERIOD_DAYS) return `Choose at most ${MAX_PERIOD_DAYS} days.`;
  return null;
}

/** The change from `previous` to `current`, as staff read it: "+12%", "−5%", "no change", "new". */
export function changeText(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? 'no change' : 'new';
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return 'no change';
  return percent > 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

/** A duration as "2m 05s", "42s" or "–" when nothing was measured. */
export function durationText(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '–';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Mean engaged time per page report, or null without reports. */
export const averageMs = (engagedMs: number, reports: number): number | null => (reports > 0 ? engagedMs / reports : null);

/** `part` as a whole percent of `whole` (0 when whole is 0). */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A chart label: "14:00" for a local hour, "3 Mar" for a local day. */
export function seriesLabelText(label: string, unit: 'hour' | 'day'): string {
  if (unit === 'hour') return label.slice(11, 16);
  const [, month, day] = label.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]}`;
}

/** A period as staff read it: "3 Mar – 9 Mar 2026", or one day. */
export function periodText(period: Period): string {
  const day = (d: string) => `${seriesLabelText(d, 'day')} ${d.slice(0, 4)}`;
  return period.from === period.to ? day(period.from) : `${day(period.from)} – ${day(period.to)}`;
}

/** Sessions of one page view, as a whole percent of the sessions; null where the answer has no sessions (issue 35). */
export function bounceRate(totals: { sessions?: number; bounces?: number }): number | null {
  if (totals.sessions === undefined || totals.bounces === undefined || totals.sessions === 0) return null;
  return percentOf(totals.bounces, totals.sessions);
}

/** Mean time from a session's first to its last page view (ms); null where the answer has no sessions. */
export function visitDurationMs(totals: { sessions?: number; duration_ms?: number }): number | null {
  if (totals.sessions === undefined || totals.duration_ms === undefined || totals.sessions === 0) return null;
  return totals.duration_ms / totals.sessions;
}
