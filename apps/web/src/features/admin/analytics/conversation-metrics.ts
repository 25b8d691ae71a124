/**
 * The Analytics tab's conversation charts (admin spec §2, §9), derived from
 * GET /analytics/ai-conversations. Days and hours are in the admin's zone (the browser's), as the
 * tab asks the server's summary and timeseries for, so the two kinds of chart line up; the tab
 * names the zone on every axis. The functions default to UTC.
 */

/** What the charts need of a conversation. */
export interface ConversationTiming {
  state: string;
  started_at: string;
  completed_at: string | null;
}

/** Admin spec §9: the conversations chart spans 14 days. */
export const CONVERSATION_CHART_DAYS = 14;
const DAY_MS = 86_400_000;

export interface ConversationDay {
  /** YYYY-MM-DD, in the zone asked for. */
  date: string;
  /** Conversations started that day. */
  started: number;
  /** Of those, how many are complete now. */
  completed: number;
  /** completed / started as a rounded percent; null on a day without conversations. */
  completionRate: number | null;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function partsIn(at: Date, tz: string): { date: string; hour: number } {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' });
    formats.set(tz, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}

/** YYYY-MM-DD of the day holding `at` in `tz`. */
export function dayIn(at: Date, tz = 'UTC'): string {
  return tz === 'UTC' ? at.toISOString().slice(0, 10) : partsIn(at, tz).date;
}

const hourIn = (at: Date, tz: string) => (tz === 'UTC' ? at.getUTCHours() : partsIn(at, tz).hour);

function timeOf(iso: string): number | null {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? null : at;
}

export function isComplete(item: ConversationTiming): boolean {
  return item.completed_at !== null || item.state === 'completed';
}

/** Admin spec §9: completed over total, as a rounded percent (0 for no conversations). */
export function completionRate(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

/**
 * One entry per day in `tz`, oldest first, ending today, zero-filled. Each conversation counts on the
 * day it started; its completion counts towards that day's rate (a cohort rate, so a day's rate
 * does not exceed 100 % when older conversations finish on it).
 */
export function conversationsByDay(items: readonly ConversationTiming[], now: Date, days: number = CONVERSATION_CHART_DAYS, tz = 'UTC'): ConversationDay[] {
  // Dates counted as UTC midnights: the arithmetic of calendar days, whatever the zone's offsets.
  const todayStart = Date.parse(`${dayIn(now, tz)}T00:00:00.000Z`);
  const series = Array.from({ length: days }, (_, i) => ({ date: dayIn(new Date(todayStart - (days - 1 - i) * DAY_MS)), started: 0, completed: 0 }));
  const byDate = new Map(series.map((day) => [day.date, day]));
  for (const item of items) {
    const at = timeOf(item.started_at);
    if (at === null) continue;
    const day = byDate.get(dayIn(new Date(at), tz));
    if (!day) continue;
    day.started += 1;
    if (isComplete(item)) day.completed += 1;
  }
  return series.map((day) => ({ ...day, completionRate: day.started > 0 ? completionRate(day.completed, day.started) : null }));
}

/** Conversations started in each hour of the day in `tz`, 0 to 23, over every conversation given. */
export function conversationsByHour(items: readonly ConversationTiming[], tz = 'UTC'): { hour: number; total: number }[] {
  const totals = Array.from({ length: 24 }, (_, hour) => ({ hour, total: 0 }));
  for (const item of items) {
    const at = timeOf(item.started_at);
    if (at !== null) totals[hourIn(new Date(at), tz)]!.total += 1;
  }
  return totals;
}

export interface SourceShare {
  source: string;
  total: number;
  /** Rounded percent of all visits. */
  percent: number;
}

/** The summary's visit sources as shares of the whole, most first (ties by name). */
export function sourceShares(sources: readonly { source: string; total: number }[]): SourceShare[] {
  const all = sources.reduce((sum, entry) => sum + Math.max(0, entry.total), 0);
  return sources
    .filter((entry) => entry.total > 0)
    .map((entry) => ({ source: entry.source, total: entry.total, percent: all > 0 ? Math.round((entry.total / all) * 100) : 0 }))
    .sort((a, b) => b.total - a.total || a.source.localeCompare(b.source));
}

/** "14:00" for 14. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
