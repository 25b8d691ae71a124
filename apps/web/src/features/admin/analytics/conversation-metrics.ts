/**
 * The Analytics tab's conversation charts (admin spec §2, §9), derived from
 * GET /analytics/ai-conversations. Days and hours are UTC, like the server's timeseries, so the
 * two kinds of chart line up; the tab says so on every axis.
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
  /** YYYY-MM-DD, UTC. */
  date: string;
  /** Conversations started that day. */
  started: number;
  /** Of those, how many are complete now. */
  completed: number;
  /** completed / started as a rounded percent; null on a day without conversations. */
  completionRate: number | null;
}

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

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
 * One entry per UTC day, oldest first, ending today, zero-filled. Each conversation counts on the
 * day it started; its completion counts towards that day's rate (a cohort rate, so a day's rate
 * does not exceed 100 % when older conversations finish on it).
 */
export function conversationsByDay(items: readonly ConversationTiming[], now: Date, days: number = CONVERSATION_CHART_DAYS): ConversationDay[] {
  const todayStart = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  const series = Array.from({ length: days }, (_, i) => ({ date: utcDay(new Date(todayStart - (days - 1 - i) * DAY_MS)), started: 0, completed: 0 }));
  const byDate = new Map(series.map((day) => [day.date, day]));
  for (const item of items) {
    const at = timeOf(item.started_at);
    if (at === null) continue;
    const day = byDate.get(utcDay(new Date(at)));
    if (!day) continue;
    day.started += 1;
    if (isComplete(item)) day.completed += 1;
  }
  return series.map((day) => ({ ...day, completionRate: day.started > 0 ? completionRate(day.completed, day.started) : null }));
}

/** Conversations started in each UTC hour of the day, 0 to 23, over every conversation given. */
export function conversationsByHour(items: readonly ConversationTiming[]): { hour: number; total: number }[] {
  const totals = Array.from({ length: 24 }, (_, hour) => ({ hour, total: 0 }));
  for (const item of items) {
    const at = timeOf(item.started_at);
    if (at !== null) totals[new Date(at).getUTCHours()]!.total += 1;
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
