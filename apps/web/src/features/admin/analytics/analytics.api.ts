import {
  funnelsResponseSchema,
  realtimeResponseSchema,
  trafficResponseSchema,
  type FunnelsResponse,
  type RealtimeResponse,
  type TrafficResponse,
  analyticsSessionsResponseSchema,
  analyticsSummaryResponseSchema,
  analyticsTimeseriesResponseSchema,
  type AnalyticsSessionsResponse,
  type AnalyticsSummaryResponse,
  type AnalyticsTimeRange,
  type AnalyticsTimeseriesResponse,
} from '@intake/contracts';
import { AI_SESSIONS_DASHBOARD_PATH } from '../dashboard/dashboard-load';
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

/** What GET /analytics/ai-conversations holds of each conversation that the charts read. */
export interface AiConversationTiming {
  session_id: string;
  state: string;
  started_at: string;
  completed_at: string | null;
}
export interface AiConversationsResponse {
  success: true;
  conversations: AiConversationTiming[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * AiConversationItem (guide.schema.ts) is a plain type with no zod schema, and this app does not
 * depend on zod itself, so the parts the charts read are checked by hand, reporting like zod.
 */
export const aiConversationsResponseCheck: ResponseCheck<AiConversationsResponse> = {
  safeParse(body) {
    const issues: { path: PropertyKey[]; message: string }[] = [];
    if (!isRecord(body) || body.success !== true) issues.push({ path: ['success'], message: 'expected true' });
    const list = isRecord(body) ? body.conversations : undefined;
    if (!Array.isArray(list)) issues.push({ path: ['conversations'], message: 'expected an array' });
    else
      list.forEach((item: unknown, index) => {
        if (!isRecord(item)) return issues.push({ path: ['conversations', index], message: 'expected an object' });
        for (const key of ['session_id', 'state', 'started_at'] as const) {
          if (typeof item[key] !== 'string') issues.push({ path: ['conversations', index, key], message: 'expected a string' });
        }
        if (item.completed_at !== null && typeof item.completed_at !== 'string')
          issues.push({ path: ['conversations', index, 'completed_at'], message: 'expected a string or null' });
        return undefined;
      });
    if (issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: body as unknown as AiConversationsResponse };
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
): Promise<AnalyticsSessionsResponse> {
  const query =
    `timeRange=${encodeURIComponent(timeRange)}${country === 'all' ? '' : `&country=${encodeURIComponent(country)}`}&limit=${PANEL_SESSIONS}` +
    (tz ? `&tz=${encodeURIComponent(tz)}` : '');
  return getChecked(api, `/analytics/sessions?${query}`, analyticsSessionsResponseSchema, signal);
}

/** The spec's call, with the admin's zone (`tz`) when the tab names one: days then end at local midnights. */
export function fetchAnalyticsSummary(api: AdminApi, signal?: AbortSignal, tz?: string): Promise<AnalyticsSummaryResponse> {
  return getChecked(api, `/analytics/summary?days=${SUMMARY_DAYS}${zoneQuery(tz)}`, analyticsSummaryResponseSchema, signal);
}

export function fetchAnalyticsTimeseries(api: AdminApi, signal?: AbortSignal, tz?: string): Promise<AnalyticsTimeseriesResponse> {
  return getChecked(api, `/analytics/timeseries?days=${SUMMARY_DAYS}&granularity=both${zoneQuery(tz)}`, analyticsTimeseriesResponseSchema, signal);
}

const zoneQuery = (tz: string | undefined) => (tz && tz !== 'UTC' ? `&tz=${encodeURIComponent(tz)}` : '');

/** Local days in the admin's zone (`tz`), both included. */
export interface TrafficQuery {
  from: string;
  to: string;
  tz: string;
  compare: boolean;
}

const periodQuery = (q: Pick<TrafficQuery, 'from' | 'to' | 'tz'>) =>
  `from=${encodeURIComponent(q.from)}&to=${encodeURIComponent(q.to)}&tz=${encodeURIComponent(q.tz)}`;

/** Breakdowns, totals and the chart for a period (issue 20), with the previous period when `compare`. */
export function fetchTraffic(api: AdminApi, query: TrafficQuery, signal?: AbortSignal): Promise<TrafficResponse> {
  return getChecked(api, `/analytics/traffic?${periodQuery(query)}${query.compare ? '&compare=previous' : ''}`, trafficResponseSchema, signal);
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
