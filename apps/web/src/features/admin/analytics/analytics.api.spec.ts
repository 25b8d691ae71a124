import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, RequestTimeoutError, setApiBase } from '../../../app/api-client';
import { AdminApiError, createAdminApi, NO_ANSWER_TEXT, TIMED_OUT_TEXT } from '../dashboard/admin-api';
import {
  InvalidResponseError,
  aiConversationsResponseCheck,
  analyticsErrorMessage,
  fetchAiConversations,
  fetchAnalyticsSummary,
  fetchAnalyticsTimeseries,
  fetchVisitorSessions,
} from './analytics.api';

/** A real HTTP server on a free port: it records what each call sent and answers as told. */
let server: Server;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  setApiBase('');
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

/** The dashboard's admin API for a token, as the tab gets it. */
const admin = (token: string) => createAdminApi(token, () => undefined);

const sessions = {
  success: true,
  time_range: '7d',
  sessions: [
    {
      session_id: 's',
      ip: '1.2.3.4',
      city: null,
      region: null,
      country_code: 'GB',
      device_type: 'desktop',
      first_seen: '2025-03-14T10:00:00Z',
      last_seen: '2025-03-14T10:05:00Z',
      pageviews: 2,
    },
  ],
  overview: {
    from: '2025-03-08T11:00:00.000Z',
    country: 'all',
    pageviews: 2,
    sessions: 1,
    unique_visitors: 1,
    returning_visitors: 0,
    countries: 1,
    peak_hour: 10,
    single_visit_percent: 100,
    top_locations: [{ location: 'GB', sessions: 1 }],
    top_ips: [{ ip: '1.2.3.4', sessions: 1, location: 'GB' }],
    top_ips_unlisted_max: 0,
    top_countries: [{ country: 'GB', sessions: 1, percent: 100 }],
    country_sessions: [{ country: 'GB', sessions: 1 }],
    hourly: Array.from({ length: 24 }, (_, hour) => ({ hour, sessions: hour === 10 ? 1 : 0, pageviews: hour === 10 ? 2 : 0 })),
    time_zone: 'UTC',
  },
};

describe('the Analytics calls', () => {
  it('send the bearer token and the spec query to each path', async () => {
    reply = { status: 200, body: { success: true, conversations: [], total: 0 } };
    await fetchAiConversations(admin('tok-1'));
    reply = { status: 200, body: sessions };
    expect(await fetchVisitorSessions(admin('tok-1'), '7d')).toEqual(sessions);
    reply = {
      status: 200,
      body: {
        success: true,
        summary: { days: 30, pageviews: 3, completions: { work_with_us: 0, form: 1, ai_guide: 2 }, sources: [{ source: 'direct', total: 3 }] },
      },
    };
    await fetchAnalyticsSummary(admin('tok-1'));
    reply = { status: 200, body: { success: true, days: 30, daily: [{ date: '2025-03-14', pageviews: 3 }], hourly: [{ date: null, hour: 10, pageviews: 3 }] } };
    await fetchAnalyticsTimeseries(admin('tok-1'));
    reply = { status: 200, body: sessions };
    await fetchVisitorSessions(admin('tok-1'), '24h', 'GB');
    await fetchVisitorSessions(admin('tok-1'), '30d', 'all', undefined, 'Europe/Berlin');
    expect(seen.map((call) => call.url)).toEqual([
      '/analytics/ai-conversations?limit=500',
      '/analytics/sessions?timeRange=7d&limit=0',
      '/analytics/summary?days=30',
      '/analytics/timeseries?days=30&granularity=both',
      '/analytics/sessions?timeRange=24h&country=GB&limit=0',
      '/analytics/sessions?timeRange=30d&limit=0&tz=Europe%2FBerlin',
    ]);
    expect(seen.every((call) => call.headers.authorization === 'Bearer tok-1')).toBe(true);
  });

  it("accept answers shaped as admin spec §7 documents them, without our server's extras (issue 35)", async () => {
    reply = { status: 200, body: { success: true, time_range: '7d', sessions: [] } };
    expect(await fetchVisitorSessions(admin('t'), '7d')).toEqual({ success: true, time_range: '7d', sessions: [] });
    const { session_id: _id, pageviews: _views, ...specSession } = sessions.sessions[0]!;
    reply = { status: 200, body: { success: true, sessions: [specSession] } };
    expect((await fetchVisitorSessions(admin('t'), '7d')).sessions).toEqual([specSession]);
    reply = { status: 200, body: { summary: { pageviews: 3, completions: { work_with_us: 0, form: 1, ai_guide: 2 }, sources: [] } } };
    expect((await fetchAnalyticsSummary(admin('t'))).summary.days).toBe(30);
    reply = { status: 200, body: { daily: [{ date: '2025-03-14', pageviews: 3 }], hourly: [{ hour: 10, pageviews: 3 }] } };
    expect(await fetchAnalyticsTimeseries(admin('t'))).toMatchObject({ days: 30, hourly: [{ hour: 10, pageviews: 3 }] });
    reply = { status: 200, body: { conversations: [] } };
    expect((await fetchAiConversations(admin('t'))).conversations).toEqual([]);
  });

  it('reject an answer that breaks its contract as Invalid response format', async () => {
    reply = { status: 200, body: { success: true, time_range: '7d', sessions: [{ session_id: 's' }] } };
    const error = await fetchVisitorSessions(admin('t'), '7d').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(analyticsErrorMessage(error)).toBe('Invalid response format');
    expect((error as InvalidResponseError).problems.length).toBeGreaterThan(0);
  });

  it('turn a reply outside 2xx into HTTP {status}: {text}', async () => {
    reply = { status: 401, body: { detail: 'Admin token required' } };
    const withDetail = await fetchAnalyticsSummary(admin('t')).catch((e: unknown) => e);
    expect(withDetail).toBeInstanceOf(AdminApiError);
    expect(analyticsErrorMessage(withDetail)).toBe('HTTP 401: Admin token required');
    reply = { status: 503, body: {} };
    expect(analyticsErrorMessage(await fetchAnalyticsSummary(admin('t')).catch((e: unknown) => e))).toBe('HTTP 503: Service Unavailable');
  });
});

describe('analyticsErrorMessage', () => {
  it('says a missing answer or a time-out in plain words, and falls back to the error message', () => {
    expect(analyticsErrorMessage(new ApiError(418, undefined, ''))).toBe('HTTP 418: Request failed');
    expect(analyticsErrorMessage(new ApiError(200, 'The server sent an unexpected response', '<html>'))).toBe('Invalid response format');
    expect(analyticsErrorMessage(new RequestTimeoutError())).toBe(TIMED_OUT_TEXT);
    expect(analyticsErrorMessage(new TypeError('Failed to fetch'))).toBe(NO_ANSWER_TEXT);
    expect(analyticsErrorMessage(new Error('Invalid thing'))).toBe('Invalid thing');
    expect(analyticsErrorMessage('boom')).toBe('boom');
  });
});

describe('aiConversationsResponseCheck', () => {
  const good = {
    success: true,
    conversations: [{ session_id: 'a', state: 'completed', started_at: '2025-03-14T10:00:00Z', completed_at: null, extra: 1 }],
    total: 1,
  };

  it('reads a well-formed answer as the charts need it', () => {
    expect(aiConversationsResponseCheck.safeParse(good)).toEqual({
      success: true,
      data: { success: true, conversations: [{ session_id: 'a', state: 'completed', started_at: '2025-03-14T10:00:00Z', completed_at: null }] },
    });
  });

  // Issue 35: admin spec §7 documents only `conversations`, and §4 lets a record leave out its
  // state (derived) and its completion; the charts then counted nothing, the tab said "Invalid response format".
  it('accepts conversations as the spec documents them: no success, state derived or grouped, started_at else created_at', () => {
    const result = aiConversationsResponseCheck.safeParse({
      conversations: [
        { session_id: 'done', state: 'finished', started_at: '2025-03-14T10:00:00Z' },
        { session_id: 'ended', created_at: '2025-03-14T11:00:00Z', completed_at: '2025-03-14T11:30:00Z' },
        { session_id: 'talking', started_at: '2025-03-14T12:00:00Z', messages: [{ role: 'user', content: 'Hi' }] },
        { session_id: 'told', started_at: '2025-03-14T13:00:00Z', collected_info: { name: 'A', email: 'a@b.c', problem_statement: 'P', category: 'C' } },
        { state: 'ongoing' },
      ],
    });
    expect(result).toEqual({
      success: true,
      data: {
        conversations: [
          { session_id: 'done', state: 'completed', started_at: '2025-03-14T10:00:00Z', completed_at: null },
          { session_id: 'ended', state: 'completed', started_at: '2025-03-14T11:00:00Z', completed_at: '2025-03-14T11:30:00Z' },
          { session_id: 'talking', state: 'in_progress', started_at: '2025-03-14T12:00:00Z', completed_at: null },
          { session_id: 'told', state: 'completed', started_at: '2025-03-14T13:00:00Z', completed_at: null },
          { session_id: 'row-5', state: 'ongoing', started_at: '', completed_at: null },
        ],
      },
    });
  });

  it('names every part that is wrong', () => {
    const result = aiConversationsResponseCheck.safeParse({
      success: true,
      conversations: [{ session_id: 1, state: 'x', started_at: '2025', completed_at: 5 }, 'nope'],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map((issue) => issue.path.join('.'))).toEqual(['conversations.0.session_id', 'conversations.0.completed_at', 'conversations.1']);
    for (const bad of [null, [], { success: false, conversations: [] }, { success: true }])
      expect(aiConversationsResponseCheck.safeParse(bad).success).toBe(false);
  });
});
