import { randomUUID } from 'node:crypto';
import {
  analyticsSessionsResponseSchema,
  analyticsSummaryResponseSchema,
  analyticsTimeseriesResponseSchema,
  VisitorAnalyticsEvents,
  visitorSessionStreamId,
  type AnalyticsSession,
  type AnalyticsSummary,
  type AnalyticsTimeseriesResponse,
  type VisitorPageViewedData,
} from '@intake/contracts';
import { EventStore, replayProjection } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import { CONTACT } from '../../../../libs/machines/src/questionnaire/testing/answer-candidates.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { submitQuestionnaire } from '../../../../libs/machines/src/questionnaire/testing/submit-questionnaire.js';
import { RECENT_PAGEVIEWS_MS, visitorPageviewsProjection } from './visitor-pageviews.projection.js';
import { visitorRollupsProjection } from './visitor-rollups.projection.js';
import { visitorSessionsProjection } from './visitor-sessions.projection.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SITE = 'http://intake.example';

const DESKTOP_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('visitor analytics (real PostgreSQL, real HTTP)', () => {
  let api: ApiHarness;
  let db: Kysely<any>;
  let auth: Record<string, string>;

  // A browser's agent: Node's own ('node') is a bot to isbot, and bots' page views count apart.
  const send = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { origin: SITE, 'user-agent': DESKTOP_BROWSER, ...headers }, body });
  /** What navigator.sendBeacon(url, JSON.stringify(record)) sends: text/plain. */
  const beacon = (path: string, record: unknown, headers: Record<string, string> = {}) =>
    send(path, JSON.stringify(record), { 'content-type': 'text/plain;charset=UTF-8', ...headers });
  const pageview = (sessionId: string, extra: Record<string, unknown> = {}) => ({ session_id: sessionId, event_type: 'pageview', page_path: '/', ...extra });
  const admin = async (path: string) => {
    const res = await fetch(`${api.url}${path}`, { headers: auth });
    expect(res.status).toBe(200);
    return res.json();
  };
  const sessions = async (range = '24h') => analyticsSessionsResponseSchema.parse(await admin(`/analytics/sessions?timeRange=${range}`)).sessions;
  const sessionRow = (id: string, range = '24h') => eventually(async () => (await sessions(range)).find((s) => s.session_id === id));
  const summary = async (): Promise<AnalyticsSummary> => analyticsSummaryResponseSchema.parse(await admin('/analytics/summary?days=30')).summary;
  const timeseries = async (query = 'days=30&granularity=both'): Promise<AnalyticsTimeseriesResponse> =>
    analyticsTimeseriesResponseSchema.parse(await admin(`/analytics/timeseries?${query}`));
  const caughtUp = async () => {
    for (const p of [visitorSessionsProjection, visitorPageviewsProjection, visitorRollupsProjection]) await waitForCatchUp(db, p.name, { types: p.handles });
  };
  /** A page view as the log holds it, for times a beacon cannot give (the server stamps its own). */
  const storedPageView = (sessionId: string, viewedAt: string, deviceType: 'desktop' | 'tablet'): VisitorPageViewedData => ({
    session_id: sessionId,
    new_session: true,
    consent: false,
    page_path: '/',
    referrer_path: null,
    source: 'direct',
    value: null,
    meta: {},
    client: { ip: null, user_agent: null, device_type: deviceType, cdn_geo: null, bot: false },
    software: { browser: 'Unknown', os: 'Unknown' },
    campaign: { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    viewed_at: viewedAt,
  });
  const sourceTotal = (s: AnalyticsSummary, source: string) => s.sources.find((x) => x.source === source)?.total ?? 0;

  beforeAll(async () => {
    api = await startApi();
    db = api.database.db;
    auth = { authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(() => api.close());

  it('accepts a beacon as text/plain, as a typeless Blob and as JSON, with 202 {success:true}', async () => {
    const id = `beacon-${randomUUID()}`;
    const asText = await beacon('/analytics/track', pageview(id, { new_session: true }));
    expect(asText.status).toBe(202);
    expect(await asText.json()).toEqual({ success: true });
    // A Blob without a type travels with no Content-Type header at all.
    const typeless = await send('/analytics/track', new Blob([JSON.stringify(pageview(id, { page_path: '/about', referrer_path: '/' }))]));
    expect(typeless.status).toBe(202);
    const asJson = await send('/analytics/track', JSON.stringify(pageview(id, { event_type: 'page_unload', page_path: '/about', engaged_ms: 2500 })), {
      'content-type': 'application/json',
    });
    expect(asJson.status).toBe(202);
    const incomplete = await send(
      '/analytics/track-incomplete',
      new Blob([
        JSON.stringify({
          session_id: id,
          interaction_type: 'work_with_us_form',
          page_path: '/work-with-us',
          completion_percentage: 50,
          time_spent_ms: 12000,
          form_data: { name: 'Ada', email: '' },
          last_step: 2,
        }),
      ]),
    );
    expect(incomplete.status).toBe(202);
    expect(await incomplete.json()).toEqual({ success: true });

    const row = await eventually(async () => {
      const s = await sessionRow(id);
      return s.pageviews === 2 ? s : undefined;
    });
    expect(row).toMatchObject({ pageviews: 2, ip: null, device_type: 'desktop' });
    const stored = await sql<{
      type: string;
      data: any;
    }>`select event_type as type, data from events where stream_id = ${visitorSessionStreamId(id)} order by stream_position`.execute(db);
    expect(stored.rows.map((r) => r.type)).toEqual([
      VisitorAnalyticsEvents.PageViewed,
      VisitorAnalyticsEvents.PageViewed,
      VisitorAnalyticsEvents.PageLeft,
      VisitorAnalyticsEvents.FormAbandoned,
    ]);
    expect(stored.rows[3]!.data).toMatchObject({ filled_fields: ['name'], last_step: 2 });
    expect(JSON.stringify(stored.rows[3]!.data)).not.toContain('Ada');
    // The form record may reach the projection after the page views the row was awaited for.
    await caughtUp();
    const { rows } = await sql<{ engaged_ms: number; incomplete_forms: number; landing_page: string }>`
      select engaged_ms, incomplete_forms, landing_page from visitor_sessions where session_id = ${id}`.execute(db);
    expect(rows[0]).toEqual({ engaged_ms: 2500, incomplete_forms: 1, landing_page: '/' });
  });

  it('refuses bad bodies with a detail, and keeps the 415 for other content types and other routes', async () => {
    const invalid = await beacon('/analytics/track', { session_id: '', event_type: 'click', page_path: '/' });
    expect(invalid.status).toBe(422);
    const body = (await invalid.json()) as { detail: string };
    expect(body.detail).toMatch(/session_id/);
    expect(body.detail).toMatch(/event_type/);
    const incomplete = await beacon('/analytics/track-incomplete', {
      session_id: 'x',
      interaction_type: 'form',
      page_path: '/',
      completion_percentage: 150,
      time_spent_ms: 1,
    });
    expect(incomplete.status).toBe(422);
    expect(((await incomplete.json()) as { detail: string }).detail).toMatch(/completion_percentage/);

    for (const res of [await beacon('/analytics/track', undefined), await send('/analytics/track', '{not json', { 'content-type': 'text/plain' })]) {
      expect(res.status).toBe(400);
      expect(typeof ((await res.json()) as { detail: string }).detail).toBe('string');
    }
    const xml = await send('/analytics/track', '<pageview/>', { 'content-type': 'application/xml' });
    expect(xml.status).toBe(415);
    expect(((await xml.json()) as { detail: string }).detail).toBe('Unsupported Media Type');
    const typelessElsewhere = await send('/api/work-with-us/submit', new Blob([JSON.stringify({ name: 'x' })]));
    expect(typelessElsewhere.status).toBe(415);
  });

  it('keeps no address without consent, yet counts the page view; with consent it keeps and places it', async () => {
    const anonymous = `anon-${randomUUID()}`;
    const consented = `consent-${randomUUID()}`;
    // The test client is on loopback, which the app trusts as a proxy: X-Forwarded-For is the client.
    const viaProxy = { 'x-forwarded-for': '8.8.8.8', 'user-agent': IPHONE };
    expect((await beacon('/analytics/track', pageview(anonymous, { consent: false }), viaProxy)).status).toBe(202);
    expect((await beacon('/analytics/track', pageview(consented, { consent: true }), viaProxy)).status).toBe(202);

    const anon = await sessionRow(anonymous);
    expect(anon).toMatchObject({ ip: null, city: null, country_code: null, device_type: 'mobile', pageviews: 1 });
    const stored = await sql<{
      data: unknown;
      metadata: unknown;
    }>`select data, metadata from events where stream_id = ${visitorSessionStreamId(anonymous)}`.execute(db);
    expect(stored.rows).toHaveLength(1);
    expect(JSON.stringify(stored.rows)).not.toContain('8.8.8.8');

    // Geo: the public address resolves to its country in the projection.
    const placed = await sessionRow(consented);
    expect(placed).toMatchObject({ ip: '8.8.8.8', country_code: 'US', device_type: 'mobile', pageviews: 1 });
  });

  it("prefers the CDN's geo headers, which place a visitor even without consent", async () => {
    const id = `cdn-${randomUUID()}`;
    const headers = { 'x-forwarded-for': '8.8.8.8', 'cf-ipcountry': 'DE', 'cf-ipcity': 'Berlin', 'cf-region-code': 'BE' };
    expect((await beacon('/analytics/track', pageview(id, { consent: false }), headers)).status).toBe(202);
    expect(await sessionRow(id)).toMatchObject({ ip: null, country_code: 'DE', region: 'BE', city: 'Berlin' });
  });

  it('lists sessions by their last visit within the range, most recent first', async () => {
    const store = new EventStore(db);
    const old = `old-${randomUUID()}`;
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await store.append(visitorSessionStreamId(old), [{ type: VisitorAnalyticsEvents.PageViewed, data: storedPageView(old, threeDaysAgo, 'tablet') }], 'any');
    const inWeek = await sessionRow(old, '7d');
    expect(inWeek).toMatchObject({ device_type: 'tablet', first_seen: threeDaysAgo, last_seen: threeDaysAgo });
    expect((await sessions('24h')).some((s) => s.session_id === old)).toBe(false);
    expect((await sessions('30d')).some((s) => s.session_id === old)).toBe(true);

    const fresh = `fresh-${randomUUID()}`;
    await beacon('/analytics/track', pageview(fresh));
    await sessionRow(fresh);
    const all = await sessions('7d');
    expect(all[0]!.session_id).toBe(fresh);
    const times = all.map((s: AnalyticsSession) => new Date(s.last_seen).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const bad = await fetch(`${api.url}/analytics/sessions?timeRange=1y`, { headers: auth });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { detail: string }).detail).toBe('timeRange must be one of 24h, 7d, 30d.');
  });

  it('gives a client that follows the spec alone every session of the range, and our panel only the newest it asks for', async () => {
    // Seeded in the read model (the list query is under test, not the projection): 130 sessions in a country no other test uses.
    const now = Date.now();
    await db
      .insertInto('visitor_sessions')
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          session_id: `many-${i}-${randomUUID()}`,
          country_code: 'IS',
          first_seen: new Date(now - 60_000 - i * 1000),
          last_seen: new Date(now - i * 1000),
          pageviews: 1,
        })),
      )
      .execute();
    try {
      const specClient = analyticsSessionsResponseSchema.parse(await admin('/analytics/sessions?timeRange=24h&country=IS')).sessions;
      expect(specClient).toHaveLength(130);
      const panel = analyticsSessionsResponseSchema.parse(await admin('/analytics/sessions?timeRange=24h&country=IS&limit=100')).sessions;
      expect(panel).toHaveLength(100);
      expect(panel.map((x) => x.session_id)).toEqual(specClient.slice(0, 100).map((x) => x.session_id));
      // Our dashboard's call: the figures without a list.
      const figuresOnly = analyticsSessionsResponseSchema.parse(await admin('/analytics/sessions?timeRange=24h&country=IS&limit=0'));
      expect(figuresOnly.sessions).toEqual([]);
      expect(figuresOnly.overview.country).toBe('IS');
      const bad = await fetch(`${api.url}/analytics/sessions?timeRange=24h&limit=-1`, { headers: auth });
      expect(bad.status).toBe(400);
    } finally {
      // They are in no event, so the rebuild test below would not find them.
      await db.deleteFrom('visitor_sessions').where('session_id', 'like', 'many-%').execute();
    }
  });

  it('summarises page views, visit sources and completions of every channel, and draws the series', async () => {
    await caughtUp();
    const before = { summary: await summary(), series: await timeseries() };

    const id = `summary-${randomUUID()}`;
    await beacon('/analytics/track', pageview(id, { referrer_path: 'https://www.google.com/search?q=innovation' }));
    await beacon('/analytics/track', pageview(id, { page_path: '/about', referrer_path: '/' }));
    await beacon(
      '/analytics/track',
      pageview(id, { page_path: '/work-with-us', referrer_path: 'https://news.example/story', meta: { utm_source: 'Newsletter' } }),
    );
    await beacon('/analytics/track', pageview(`${id}-b`, { page_path: '/chat', referrer_path: `${SITE}/about` }));

    // One completion per channel, each through its own public calls.
    const wwu = await fetch(`${api.url}/api/work-with-us/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Visitor', email: 'visitor@example.org', preferred_roles: 'Other' }),
    });
    expect(wwu.status).toBe(200);
    await submitInvestorQuestionnaire();
    await completeGuideConversation();

    const after = await eventually(async () => {
      const s = await summary();
      return s.pageviews === before.summary.pageviews + 4 &&
        s.completions.ai_guide === before.summary.completions.ai_guide + 1 &&
        s.completions.form === before.summary.completions.form + 1 &&
        s.completions.work_with_us === before.summary.completions.work_with_us + 1
        ? s
        : undefined;
    });
    expect(after.days).toBe(30);
    // Entries only: the in-site navigations (to /about, and to /chat from this site) start no visit.
    expect(sourceTotal(after, 'google.com') - sourceTotal(before.summary, 'google.com')).toBe(1);
    expect(sourceTotal(after, 'newsletter') - sourceTotal(before.summary, 'newsletter')).toBe(1);
    expect(after.sources.reduce((n, s) => n + s.total, 0) - before.summary.sources.reduce((n, s) => n + s.total, 0)).toBe(2);
    expect(after.sources.map((s) => s.total)).toEqual(after.sources.map((s) => s.total).sort((a, b) => b - a));
    expect(await sessionRow(id)).toMatchObject({ pageviews: 3 });
    const { rows } = await sql<{ source: string }>`select source from visitor_sessions where session_id = ${id}`.execute(db);
    expect(rows[0]!.source).toBe('google.com');

    await caughtUp();
    const series = await timeseries();
    expect(series.days).toBe(30);
    expect(series.daily).toHaveLength(30);
    expect(series.daily.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    const dates = series.daily.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(series.hourly.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(series.hourly.every((h) => h.date === null)).toBe(true);
    const sum = (xs: { pageviews: number }[]) => xs.reduce((n, x) => n + x.pageviews, 0);
    expect(sum(series.daily) - sum(before.series.daily)).toBe(4);
    expect(sum(series.hourly) - sum(before.series.hourly)).toBe(4);
    // Summary and series cover the same UTC days, so they agree.
    expect(sum(series.daily)).toBe(after.pageviews);
    expect(sum(series.hourly)).toBe(after.pageviews);
    // The page view appended three days ago sits in its own day.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    expect(series.daily.find((d) => d.date === threeDaysAgo)!.pageviews).toBeGreaterThanOrEqual(1);

    expect((await timeseries('days=7&granularity=daily')).hourly).toEqual([]);
    const hourlyOnly = await timeseries('granularity=hourly');
    expect(hourlyOnly).toMatchObject({ days: 30, daily: [] });
    expect(hourlyOnly.hourly).toHaveLength(24);
    for (const query of ['days=0', 'days=366', 'days=abc', 'granularity=weekly']) {
      const res = await fetch(`${api.url}/analytics/timeseries?${query}`, { headers: auth });
      expect(res.status).toBe(400);
      expect(typeof ((await res.json()) as { detail: string }).detail).toBe('string');
    }
    expect((await fetch(`${api.url}/analytics/summary?days=0`, { headers: auth })).status).toBe(400);
  });

  it('answers the admin reads only with a bearer token', async () => {
    for (const path of ['/analytics/sessions?timeRange=24h', '/analytics/summary?days=30', '/analytics/timeseries?days=30&granularity=both']) {
      const res = await fetch(`${api.url}${path}`);
      expect(res.status).toBe(401);
      expect(typeof ((await res.json()) as { detail: string }).detail).toBe('string');
      expect((await fetch(`${api.url}${path}`, { headers: { authorization: 'Bearer not-a-token' } })).status).toBe(401);
    }
  });

  it('keeps page views for realtime only within half an hour of the newest one, whatever the log holds', async () => {
    const store = new EventStore(db);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const view = (id: string, viewedAt: string) => storedPageView(id, viewedAt, 'desktop');
    const [stale, recent] = [`stale-${randomUUID()}`, `recent-${randomUUID()}`];
    await store.append(visitorSessionStreamId(stale), [{ type: VisitorAnalyticsEvents.PageViewed, data: view(stale, at(40)) }], 'any');
    await store.append(visitorSessionStreamId(recent), [{ type: VisitorAnalyticsEvents.PageViewed, data: view(recent, at(20)) }], 'any');
    await beacon('/analytics/track', pageview(`now-${randomUUID()}`));
    await caughtUp();
    const kept = (await sql<{ session_id: string; viewed_at: Date }>`select session_id, viewed_at from visitor_pageviews`.execute(db)).rows;
    const ids = kept.map((r) => r.session_id);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(stale);
    const newest = Math.max(...kept.map((r) => new Date(r.viewed_at).getTime()));
    for (const r of kept) expect(newest - new Date(r.viewed_at).getTime()).toBeLessThanOrEqual(RECENT_PAGEVIEWS_MS);
    // The sessions and the rollups still count the stale page view: only realtime's table is a window.
    expect(await sessionRow(stale)).toMatchObject({ pageviews: 1 });

    // A replay keeps the same rows, also when its memory fills up and it writes as it goes.
    const live = (await sql`select * from visitor_pageviews order by event_id`.execute(db)).rows;
    const smallMemory = { ...visitorPageviewsProjection, forRebuild: () => visitorPageviewsProjection.forRebuild!({ memoryRows: 2 }) };
    expect((await replayProjection(db, smallMemory, { batchSize: 1 })).events).toBeGreaterThanOrEqual(3);
    expect((await sql`select * from visitor_pageviews order by event_id`.execute(db)).rows).toEqual(live);
  });

  it('rebuilds both read models from the log into tables equal to the live ones', async () => {
    await caughtUp();
    const snapshot = async (table: string, key: string) => (await sql`select * from ${sql.table(table)} order by ${sql.ref(key)}`.execute(db)).rows;
    const before = { sessions: await snapshot('visitor_sessions', 'session_id'), pageviews: await snapshot('visitor_pageviews', 'event_id') };
    expect(before.sessions.length).toBeGreaterThan(5);
    expect(before.sessions.some((r: any) => r.country_code === 'US')).toBe(true);
    for (const p of [visitorSessionsProjection, visitorPageviewsProjection]) expect((await replayProjection(db, p)).events).toBeGreaterThan(0);
    expect(await snapshot('visitor_sessions', 'session_id')).toEqual(before.sessions);
    expect(await snapshot('visitor_pageviews', 'event_id')).toEqual(before.pageviews);

    // The live projectors carry on from the swapped-in tables.
    const id = `after-replay-${randomUUID()}`;
    await beacon('/analytics/track', pageview(id));
    expect(await sessionRow(id)).toMatchObject({ pageviews: 1 });
  });

  /** Q1 no_questions → Q2 investor → Q22 contact: the shortest questionnaire, submitted as the screen does. */
  async function submitInvestorQuestionnaire(): Promise<void> {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect([200, 201]).toContain(res.status);
      return res.json();
    };
    await submitQuestionnaire(post, { Q1: 'no_questions', Q2: 'investor', Q22: CONTACT });
  }

  /** The guide's offline engine: problem, consent, solution, needs, contact, agreement. */
  async function completeGuideConversation(): Promise<void> {
    const post = (path: string, body?: unknown) =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const { session_id: id } = (await (await post('/api/guide/sessions')).json()) as { session_id: string };
    for (const message of [
      'Nurses on our ward spend two hours per shift on duplicate charting.',
      'CONFIRM',
      'We built a voice assistant that fills the flowsheet while nurses talk. It is a working prototype.',
      'We need funding for a pilot and an EHR integration partner.',
    ]) {
      expect((await post(`/api/guide/submissions/${id}/message`, { message })).status).toBe(200);
    }
    expect(
      (await post(`/api/guide/submissions/${id}/contact`, { full_name: 'Ada Lovelace', email: 'ada@clinic.example', affiliation: 'Mercy Hospital' })).status,
    ).toBe(200);
    const done = await post(`/api/guide/submissions/${id}/message`, { message: 'Yes' });
    expect(((await done.json()) as { is_complete: boolean }).is_complete).toBe(true);
  }
});
