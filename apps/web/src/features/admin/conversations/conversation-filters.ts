import type { ConversationSource } from '@intake/contracts';
import { displayInfo, lastActivity, type ConversationRow, type ConversationStatus } from './conversation-record';

/** Admin spec §2 and §9: the list's filters, its date ranges and its sortable columns. */

export const DATE_RANGES = { today: 'Today', week: 'Last 7 days', month: 'Last 30 days', quarter: 'Last 90 days' } as const;
export type DateRange = keyof typeof DATE_RANGES;

const RANGE_DAYS: Record<Exclude<DateRange, 'today'>, number> = { week: 7, month: 30, quarter: 90 };
const DAY_MS = 86_400_000;

export interface ConversationFilters {
  search: string;
  source: ConversationSource | 'all';
  status: ConversationStatus | 'all';
  dateRange: DateRange | 'all';
}

export const NO_FILTERS: ConversationFilters = { search: '', source: 'all', status: 'all', dateRange: 'all' };

/** True when nothing narrows the list (a search of only spaces narrows nothing). */
export function isUnfiltered(filters: ConversationFilters): boolean {
  return filters.search.trim() === '' && filters.source === 'all' && filters.status === 'all' && filters.dateRange === 'all';
}

/**
 * The earliest start a row may have to be inside the range: local midnight for today, else the
 * same moment 7, 30 or 90 days back.
 */
export function rangeStart(range: DateRange, now: Date): Date {
  if (range === 'today') return new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS);
}

/** The text a search looks through: the id and every shown field except the defaults. */
function searchableText(row: ConversationRow): string {
  const { info } = row;
  return [row.sessionId, ...Object.values(info), row.location]
    .filter((part): part is string => part !== null)
    .join('\n')
    .toLowerCase();
}

/**
 * Rows matching every filter. The date range is read against when the conversation started (or
 * was created); a row with no date at all is outside every range.
 */
export function filterConversations(rows: readonly ConversationRow[], filters: ConversationFilters, now: Date): ConversationRow[] {
  const words = filters.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const since = filters.dateRange === 'all' ? null : rangeStart(filters.dateRange, now).getTime();
  return rows.filter((row) => {
    if (filters.source !== 'all' && row.source !== filters.source) return false;
    if (filters.status !== 'all' && row.status !== filters.status) return false;
    if (since !== null) {
      const started = row.startedAt ?? lastActivity(row);
      if (started === null || Date.parse(started) < since) return false;
    }
    if (words.length > 0) {
      const haystack = searchableText(row);
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
}

export const SORT_COLUMNS = {
  name: 'Name',
  email: 'Email',
  source: 'Source',
  status: 'Status',
  progress: 'Progress',
  messages: 'Messages',
  started_at: 'Started',
  updated_at: 'Updated',
} as const;
export type SortColumn = keyof typeof SORT_COLUMNS;
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  column: SortColumn;
  direction: SortDirection;
}

/** §2 and §9: newest activity first. */
export const DEFAULT_SORT: SortOrder = { column: 'updated_at', direction: 'descending' };

type SortValue = string | number | null;

function sortValue(row: ConversationRow, column: SortColumn): SortValue {
  const shown = displayInfo(row.info);
  switch (column) {
    case 'name':
      return row.info.name === null ? null : shown.name.toLowerCase();
    case 'email':
      return row.info.email === null ? null : shown.email.toLowerCase();
    case 'source':
      return row.source;
    case 'status':
      return row.status;
    case 'progress':
      return row.progressPercent;
    case 'messages':
      return row.messageCount;
    case 'started_at':
      return row.startedAt === null ? null : Date.parse(row.startedAt);
    case 'updated_at': {
      const at = lastActivity(row);
      return at === null ? null : Date.parse(at);
    }
  }
}

/**
 * A sorted copy. Rows without a value go last whichever the direction (an "Anonymous" row is not
 * sorted among the A's); ties keep the server's order, which is stable in every engine we ship to.
 */
export function sortConversations(rows: readonly ConversationRow[], order: SortOrder): ConversationRow[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row, order.column) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      const compared = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : String(a.value).localeCompare(String(b.value));
      return compared === 0 ? a.index - b.index : sign * compared;
    })
    .map(({ row }) => row);
}

/** A click on a header: the same column flips, a new one starts with its natural direction. */
export function nextSort(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  const newestFirst = column === 'updated_at' || column === 'started_at' || column === 'progress' || column === 'messages';
  return { column, direction: newestFirst ? 'descending' : 'ascending' };
}
