import { DEFAULT_STATS, type AiConversationItem, type Conversation, type Stats } from '@intake/contracts';
import { DASHBOARD_MESSAGES } from './admin-dashboard.messages.js';

/** Admin spec §9: what the dashboard asks for. */
export const CONVERSATIONS_LIMIT = 1000;
export const AI_CONVERSATIONS_DASHBOARD_LIMIT = 500;
export const AI_CONVERSATIONS_TAB_LIMIT = 100;
export const ADMIN_LIST_LIMIT = 100;

/** Admin spec §7: the keys a conversation list may be wrapped under, tried in this order. */
export const CONVERSATION_LIST_KEYS = ['conversations', 'data', 'results', 'items', 'sessions', 'response', 'payload'] as const;

/** Admin spec §7: GET /stats, and /api/stats on a backend that mounts it under /api. */
export const STATS_PATHS = ['/stats', '/api/stats'] as const;

/**
 * Admin spec §7: /conversations with limit and offset first, then the other query shapes older
 * backends understood, then /conversation and /sessions. Our server answers the first.
 */
export function conversationsPaths(limit: number = CONVERSATIONS_LIMIT, offset = 0): string[] {
  const paged = `?limit=${limit}&offset=${offset}`;
  return [
    `/conversations${paged}`,
    `/conversations?limit=${limit}`,
    '/conversations',
    `/conversation${paged}`,
    '/conversation',
    `/sessions${paged}`,
    '/sessions',
  ];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The HTTP status an error carries, if any (the web client's ApiError has one; a network failure not). */
export function statusOf(error: unknown): number | undefined {
  if (!isRecord(error) && !(error instanceof Error)) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** A 2xx answer the reader did not recognise. */
export class UnreadableAnswerError extends Error {
  override readonly name = 'UnreadableAnswerError';

  constructor(
    readonly path: string,
    readonly body: unknown,
  ) {
    super(`${DASHBOARD_MESSAGES.unreadableAnswer} (GET ${path})`);
  }
}

/**
 * A conversation list out of whatever the backend sent: the array itself, or an array wrapped
 * under one of CONVERSATION_LIST_KEYS (once or twice, e.g. {response: {data: [...]}}). Items that
 * are not objects are dropped. Null when no list is found, so the caller can try the next path.
 *
 * Records from another backend may lack fields; the conversation list view reads them loosely
 * (display defaults of admin spec §3), which is why they are passed on as they came.
 */
export function conversationListOf(body: unknown, depth = 0): Conversation[] | null {
  if (Array.isArray(body)) return body.filter(isRecord) as unknown as Conversation[];
  if (!isRecord(body) || depth >= 2) return null;
  for (const key of CONVERSATION_LIST_KEYS) {
    if (!(key in body)) continue;
    const list = conversationListOf(body[key], depth + 1);
    if (list !== null) return list;
  }
  return null;
}

/** The array under `key` ({success, submissions: [...]}), objects only; null when there is none. */
export function recordsUnder<T>(body: unknown, key: string): T[] | null {
  if (!isRecord(body) || !Array.isArray(body[key])) return null;
  return (body[key] as unknown[]).filter(isRecord) as unknown as T[];
}

function count(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.round(n)) : null;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value : fallback);

/**
 * The stats entity (admin spec §3) out of an answer that has at least total_conversations, bare or
 * under `stats` or `data`. Missing counts are 0; a missing completion rate is completed over total
 * as a rounded percent (§9); missing texts take the §9 defaults.
 */
export function statsOf(body: unknown): Stats | null {
  const source = isRecord(body) && isRecord(body['stats']) ? body['stats'] : isRecord(body) && isRecord(body['data']) ? body['data'] : body;
  if (!isRecord(source)) return null;
  const total = count(source['total_conversations']);
  if (total === null) return null;
  const completed = count(source['completed_conversations']) ?? 0;
  return {
    total_conversations: total,
    completed_conversations: completed,
    active_conversations: count(source['active_conversations']) ?? 0,
    completion_rate: count(source['completion_rate']) ?? (total > 0 ? Math.round((completed / total) * 100) : 0),
    most_common_innovation_type: text(source['most_common_innovation_type'], DEFAULT_STATS.mostCommonInnovationType),
    average_completion_time: text(source['average_completion_time'], DEFAULT_STATS.averageCompletionTime),
  };
}

export type AnswerGet = (path: string) => Promise<unknown>;

export interface ReadableAnswer<T> {
  path: string;
  body: unknown;
  value: T;
}

/** Auth failures and aborts end the walk: every other path would fail the same way. */
function endsWalk(error: unknown): boolean {
  const status = statusOf(error);
  if (status === 401 || status === 403) return true;
  return error instanceof Error && error.name === 'AbortError';
}

const notThere = (error: unknown) => {
  const status = statusOf(error);
  return status === 404 || status === 405;
};

/**
 * Asks each path in order until one answers with something `read` recognises. When none does, the
 * error reported is the first that says more than "not here" (a 500, a refused connection, an
 * unreadable answer), else the first one.
 */
export async function firstReadable<T>(paths: readonly string[], get: AnswerGet, read: (body: unknown) => T | null): Promise<ReadableAnswer<T>> {
  const errors: unknown[] = [];
  for (const path of paths) {
    try {
      const body = await get(path);
      const value = read(body);
      if (value !== null) return { path, body, value };
      errors.push(new UnreadableAnswerError(path, body));
    } catch (error) {
      if (endsWalk(error)) throw error;
      errors.push(error);
    }
  }
  if (errors.length === 0) throw new Error('firstReadable needs at least one path');
  throw errors.find((error) => !notThere(error)) ?? errors[0];
}

/** An AI guide session (GET /analytics/ai-conversations) in the shape of the conversation list. */
export function conversationFromAiSession(item: AiConversationItem): Conversation {
  const loose = item as unknown as Record<string, unknown>;
  return {
    ...(loose as unknown as Conversation),
    conversation_source: 'ai_chat',
    data_source_type: 'ai_chat',
    submission_type: 'AI_CHAT',
    location_data: isRecord(loose['location_data']) ? (loose['location_data'] as Conversation['location_data']) : null,
    raw_data: loose,
  };
}

/**
 * The dashboard's records: the conversation list, plus the AI guide sessions it lacks (a backend
 * whose /conversations serves only questionnaires). Ours lists both, so nothing is added there.
 */
export function dashboardRecords(conversations: readonly Conversation[] | null, aiSessions: readonly AiConversationItem[] | null): Conversation[] {
  const records = [...(conversations ?? [])];
  const seen = new Set(records.map((record) => record.session_id));
  for (const item of aiSessions ?? []) {
    if (typeof item.session_id === 'string' && seen.has(item.session_id)) continue;
    seen.add(item.session_id);
    records.push(conversationFromAiSession(item));
  }
  return records;
}

/**
 * Admin spec §8: the statistics count conversations but the list (which did answer) is empty —
 * the two read different tables or a filter drops everything, which the Debug tab helps find.
 */
export function hasDataMismatch(stats: Stats | null, conversations: readonly Conversation[] | null): boolean {
  return stats !== null && stats.total_conversations > 0 && conversations !== null && conversations.length === 0;
}
