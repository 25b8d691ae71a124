import {
  funnelsResponseSchema,
  realtimeResponseSchema,
  trafficResponseSchema,
  type FunnelsResponse,
  type RealtimeResponse,
  type TrafficFilter,
  type TrafficResponse,
  analyticsSessionsReplySchema,
  analyticsSummaryReplySchema,
  analyticsTimeseriesReplySchema,
  type AnalyticsSessionsReply,
  type AnalyticsSummaryReply,
  type AnalyticsTimeRange,
  type AnalyticsTimeseriesReply,
} from '@intake/contracts';
import { AI_SESSIONS_DASHBOARD_PATH } from '../dashboard/dashboard-load';
import { toConversationRow } from '../conversations/conversation-record';
import { ApiError, InvalidResponseError, type ResponseCheck } from '../../../app/api-client';
import { adminErrorText, AdminApiError, type AdminApi } from '../dashboard/admin-api';

/**
 * The Analytics tab's calls (admin spec §7), through the dashboard's AdminApi (bearer token, an
 * expired session ends it), each answer checked against its contract before a chart reads it.
 */

/** Admin spec §9: summary and timeseries over 30 days. */
export const SUMMARY_DAYS = 30;

/** An answer that is not the shape its contract promises (admin spec §8); the api client throws it. */
export { InvalidResponseError };

/**
 * What the charts read of each conversation of GET /analytics/ai-conversations, as admin spec §3
 * and §4 let a backend send it: `state` as the spec groups it ('completed' for completed, finished
 * or done; derived when missing: completed when completed_at exists, else in progress with
 * messages, else completed with more than 3 info fields), `started_at` else `created_at`,
 * `completed_at` null when absent. The session id, when the record has none, is its place.
 */
export interface AiConversationTiming {
  session_id: string;
  state: string;
  started_at: string;
  completed_at: string | null;
}
export interface AiConversationsResponse {
  /** Ours says it; the spec documents only `conversations` (admin spec §7). */
  success?: true;
  conversations: AiConversationTiming[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A conversation as the charts read it (admin spec §3, §4); see AiConversationTiming. */
export function conversationTimingOf(item: Record<string, unknown>, index: number): AiConversationTiming {
  const row = toConversationRow(item, index);
  const stated = typeof item.state === 'string' && item.state.trim() !== '' ? item.state : null;
  const state = row.status === 'completed' ? 'completed' : (stated ?? 'in_progress');
  return { session_id: row.sessionId, state, started_at: row.startedAt ?? '', completed_at: row.completedAt };
}

/** Fields the spec names that, when sent, must be of their kind (a string, or null where it may be missing). */
const TEXT_FIELDS = ['session_id', 'state', 'started_at', 'created_at', 'completed_at'] as const;

/**
 * AiConversationItem (guide.schema.ts) is a plain type with no zod schema, and this app does not
 * depend on zod itself, so the parts the charts read are checked by hand, reporting like zod. Only
 * `conversations` is required (admin spec §7): what our server adds (`success`, `total`) and what
 * the spec lets a record leave out (its state, its completion) are optional.
 */
export const aiConversationsResponseCheck: ResponseCheck<AiConversationsResponse> = {
  safeParse(body) {
    const issues: { path: PropertyKey[]; message: string }[] = [];
    if (!isRecord(body)) issues.push({ path: [], message: 'expected an object' });
    else if (body.success !== undefined && body.success !== true) issues.push({ path: ['success'], message: 'expected true' });
    const list = isRecord(body) ? body.conversations : undefined;
    if (!Array.isArray(list)) issues.push({ path: ['conversations'], message: 'expected an array' });
    else
      list.forEach((item: unknown, index) => {
        if (!isRecord(item)) return issues.push({ path: ['conversations', index], message: 'expected an object' });
        for (const key of TEXT_FIELDS) {
          const value = item[key];
          if (value !== undefined && value !== null && typeof value !== 'string')
            issues.push({ path: ['conversations', index, key], message: 'expected a string or null' });
        }
        return undefined;
      });
    if (issues.length > 0 || !isRecord(body) || !Array.isArray(list)) return { success: false, error: { issues } };
    const conversations = (list as Record<string, unknown>[]).map(conversationTimingOf);
    return { success: true, data: { ...(body.success === true ? { success: true as const } : {}), conversations } };
  },
};

function getChecked<T>(api: AdminApi, path: string, check: ResponseCheck<T>, signal?: AbortSignal): Promise<T> {
  return api.get(path, check, signal);
}

export function fetchAiConversations(api: AdminApi, signal?: AbortSignal): Promise<AiConversationsResponse> {
  return getChecked(api, AI_SESSIONS_DASHBOARD_PATH, aiConversationsResponseCheck, signal);
}

/** The panel reads its figures from the server's overview and shows no list: it asks for none. */
const PANEL_SESSIONS = 0;

/** The visitor panel's figures for a range and a country ('all' for every one), computed by the server. */
export function fetchVisitorSessions(
  api: AdminApi,
  timeRange: AnalyticsTimeRange,
  country: string = 'all',
  signal?: AbortSignal,
  tz?: string,
): Promise<AnalyticsSessionsReply> {
  const query =
    `timeRange=${encodeURIComponent(timeRange)}${country === 'all' ? '' : `&country=${encodeURIComponent(country)}`}&limit=${PANEL_SESSIONS}` +
    (tz ? `&tz=${encodeURIComponent(tz)}` : '');
  return getChecked(api, `/analytics/sessions?${query}`, analyticsSessionsReplySchema, signal);
}

/** The spec's call, with the admin's zone (`tz`) when the tab names one: days then end at local midnights. */
export function fetchAnalyticsSummary(api: AdminApi, signal?: AbortSignal, tz?: string): Promise<AnalyticsSummaryReply> {
  return getChecked(api, `/analytics/summary?days=${SUMMARY_DAYS}${zoneQuery(tz)}`, analyticsSummaryReplySchema, signal);
}

export function fetchAnalyticsTimeseries(api: AdminApi, signal?: AbortSignal, tz?: string): Promise<AnalyticsTimeseriesReply> {
  return getChecked(api, `/analytics/timeseries?days=${SUMMARY_DAYS}&granularity=both${zoneQuery(tz)}`, analyticsTimeseriesReplySchema, signal);
}

const zoneQuery = (tz: string | undefined) => (tz && tz !== 'UTC' ? `&tz=${encodeURIComponent(tz)}` : '');

/** Local days in the admin's zone (`tz`), both included. */
export interface TrafficQuery {
  from: string;
  to: string;
  tz: string;
  compare: boolean;
  /** A clicked row: every figure limited to it (issue 35). */
  filter?: TrafficFilter | null;
}

const periodQuery = (q: Pick<TrafficQuery, 'from' | 'to' | 'tz'>) =>
  `from=${encodeURIComponent(q.from)}&to=${encodeURIComponent(q.to)}&tz=${encodeURIComponent(q.tz)}`;

/** Breakdowns, totals and the chart for a period (issue 20), with the previous period when `compare`. */
export function fetchTraffic(api: AdminApi, query: TrafficQuery, signal?: AbortSignal): Promise<TrafficResponse> {
  const filter = query.filter ? `&filter=${encodeURIComponent(`${query.filter.breakdown}:${query.filter.value}`)}` : '';
  return getChecked(api, `/analytics/traffic?${periodQuery(query)}${query.compare ? '&compare=previous' : ''}${filter}`, trafficResponseSchema, signal);
}

/** Visitors in the last 5 minutes. */
export function fetchRealtime(api: AdminApi, signal?: AbortSignal): Promise<RealtimeResponse> {
  return getChecked(api, '/analytics/realtime', realtimeResponseSchema, signal);
}

/** The funnel of each channel for a period. */
export function fetchFunnels(api: AdminApi, query: Pick<TrafficQuery, 'from' | 'to' | 'tz'>, signal?: AbortSignal): Promise<FunnelsResponse> {
  return getChecked(api, `/analytics/funnels?${periodQuery(query)}`, funnelsResponseSchema, signal);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * The line under 'Error loading analytics' (admin spec §8): 'Invalid response format' for an
 * answer that fails its contract, 'HTTP {status}: {text}' for a reply outside 2xx (the server's
 * detail, else the status's reason phrase), else the error's own message.
 */
export function analyticsErrorMessage(error: unknown): string {
  if (error instanceof InvalidResponseError) return 'Invalid response format';
  if (error instanceof ApiError || error instanceof AdminApiError) {
    if (error.status >= 200 && error.status < 300) return 'Invalid response format';
    return `HTTP ${error.status}: ${error.detail ?? STATUS_TEXT[error.status] ?? 'Request failed'}`;
  }
  return adminErrorText(error);
}
