import { randomUUID } from 'node:crypto';
import {
  analyticsSessionsResponseSchema,
  campaignOf,
  clientSoftware,
  isBotAgent,
  analyticsSummaryResponseSchema,
  analyticsTimeseriesResponseSchema,
  funnelsResponseSchema,
  questionnaireDropOffResponseSchema,
  realtimeResponseSchema,
  trafficResponseSchema,
  VisitorAnalyticsEvents,
  visitorSessionStreamId,
  type TrafficResponse,
  type VisitorFormAbandonedData,
  type VisitorPageLeftData,
  type VisitorPageViewedData,
} from '@intake/contracts';
import { EventStore, replayProjection } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import { startApi, type ApiHarness } from '../../testing/api-harness.js';
import { RECENT_PAGEVIEWS_MS, visitorPageviewsProjection } from '../../visitor-analytics/visitor-pageviews.projection.js';
import { REALTIME_WINDOW_MS } from './visitor-realtime.query.js';
import { MAX_ENGAGED_MS } from '../../visitor-analytics/visitor-rollups.js';
import { visitorRollupsProjection } from '../../visitor-analytics/visitor-rollups.projection.js';
import { visitorSessionsProjection } from '../../visitor-analytics/visitor-sessions.projection.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Agents, with what bowser names them; the last one is a crawler (isbot). */
const AGENTS = [
  {
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    browser: 'Chrome',
    os: 'Windows',
    device: 'desktop',
  },
  {
    ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    browser: 'Safari',
    os: 'iOS',
    device: 'mobile',
  },
  { ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', browser: 'Firefox', os: 'Linux', device: 'desktop' },
] as const;
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PAGES = ['/', '/about', '/work-with-us', '/form', '/chat'];
const COUNTRIES = ['GB', 'US', 'DE', 'IN'];
const SOURCES = ['direct', 'google.com', 'newsletter'];

/** One page view as written: the reference every figure is counted from. */
interface View {
  session: string;
  at: number;
  path: string;
  source: string | null;
  country: string;
  agent: number;
  bot: boolean;
  campaign: boolean;
}
interface Left {
  at: number;
  path: string;
  ms: number;
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const countBy = <T>(items: readonly T[], key: (t: T) => string | null) => {
  const m = new Map<string, number>();
  for (const t of items) {
    const k = key(t);
    if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
};

/** Local midnight of `date` in `tz`, found by walking the clock (independent of the code under test). */
function localMidnight(date: string, tz: string): number {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (let t = Date.parse(`${date}T00:00:00Z`) - 15 * HOUR; ; t += 15 * MINUTE) {
    const p = Object.fromEntries(f.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
    if (`${p.year}-${p.month}-${p.day}` === date && p.hour === '00' && p.minute === '00') return t;
  }
}
const localDate = (t: number, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(t));

describe('traffic, realtime and funnels (real PostgreSQL, real HTTP)', () => {
  let api: ApiHarness;
  let db: Kysely<any>;
  let auth: Record<string, string>;
  let store: EventStore;
  const views: View[] = [];
  const lefts: Left[] = [];
  const now = Date.now();

  const admin = async (path: string) => {
    const res = await fetch(`${api.url}${path}`, { headers: auth });
    expect(res.status).toBe(200);
    return res.json();
  };
  const post = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const caughtUp = async () => {
    for (const p of [visitorRollupsProjection, visitorPageviewsProjection, visitorSessionsProjection])
      await waitForCatchUp(db, p.name, { types: p.handles, timeoutMs: 60_000 });
  };

  const client = (agent: string, country: string) => ({
    ip: null,
    user_agent: agent,
    device_type: agent.includes('iPhone') ? ('mobile' as const) : ('desktop' as const),
    cdn_geo: { provider: 'cloudflare' as const, country_code: country, region: null, city: null },
    bot: isBotAgent(agent),
  });

  async function appendSession(id: string, times: number[], country: string, agent: number | 'bot', source: string, rnd: () => number) {
    const ua = agent === 'bot' ? BOT_UA : AGENTS[agent]!.ua;
    const events: { type: string; data: unknown }[] = [];
    times.forEach((at, i) => {
      const path = PAGES[Math.floor(rnd() * PAGES.length)]!;
      const campaign = i === 0 && source === 'newsletter';
      const data: VisitorPageViewedData = {
        session_id: id,
        new_session: i === 0,
        consent: false,
        page_path: path,
        referrer_path: i === 0 ? null : '/',
        source: i === 0 ? source : null,
        value: null,
        meta: campaign ? { utm_source: 'Newsletter', utm_medium: 'email', utm_campaign: 'Spring' } : {},
        client: client(ua, country),
        software: clientSoftware(ua),
        campaign: campaign
          ? { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: null, utm_content: null }
          : campaignOf(undefined),
        viewed_at: new Date(at).toISOString(),
      };
      events.push({ type: VisitorAnalyticsEvents.PageViewed, data });
      views.push({ session: id, at, path, source: data.source, country, agent: agent === 'bot' ? -1 : agent, bot: agent === 'bot', campaign });
      // Most pages report their engaged time when left; some over the cap.
      if (rnd() < 0.7) {
        const ms = rnd() < 0.1 ? 2 * MAX_ENGAGED_MS : Math.floor(rnd() * 120_000);
        const leftAt = Math.min(now - 500, at + 1000);
        const left: VisitorPageLeftData = {
          session_id: id,
          consent: false,
          page_path: path,
          engaged_ms: ms,
          value: null,
          client: client(ua, country),
          left_at: new Date(leftAt).toISOString(),
        };
        events.push({ type: VisitorAnalyticsEvents.PageLeft, data: left });
        if (agent !== 'bot') lefts.push({ at: leftAt, path, ms: Math.min(ms, MAX_ENGAGED_MS) });
      }
    });
    await store.append(visitorSessionStreamId(id), events as never, 'any');
  }

  async function abandon(step: string, at: number, agent: string) {
    const data: VisitorFormAbandonedData = {
      session_id: `wwu-${randomUUID()}`,
      interaction_type: 'work_with_us',
      page_path: '/work-with-us',
      completion_percentage: 50,
      time_spent_ms: 1000,
      filled_fields: ['name'],
      last_step: step,
      client: client(agent, 'GB'),
      recorded_at: new Date(at).toISOString(),
    };
    await store.append(visitorSessionStreamId(data.session_id), [{ type: VisitorAnalyticsEvents.FormAbandoned, data }] as never, 'any');
  }

  beforeAll(async () => {
    api = await startApi();
    db = api.database.db;
    auth = { authorization: `Bearer ${await api.adminToken()}` };
    store = new EventStore(db);
    const rnd = random(20);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    for (let i = 0; i < 150; i++) {
      const start = now - Math.floor(rnd() * 40 * DAY);
      const times = Array.from({ length: 1 + Math.floor(rnd() * 5) }, (_, k) => Math.min(now - 1000, start + k * Math.floor(rnd() * 3 * HOUR)));
      await appendSession(`s${i}-${randomUUID()}`, times, pick(COUNTRIES), i % 10 === 9 ? 'bot' : Math.floor(rnd() * AGENTS.length), pick(SOURCES), rnd);
    }
    await caughtUp();
  }, 120_000);
  afterAll(() => api.close());

  /** What a filter keeps, counted from the page views written (issue 35). */
  interface Where {
    keep: (v: View) => boolean;
    /** A page filter: the page's engaged time is kept. */
    page?: string;
    /** No filter or a country: sessions (bounces, duration, exits) are counted. */
    sessions: boolean;
  }
  const EVERYTHING: Where = { keep: () => true, sessions: true };

  /** Every figure of /analytics/traffic, counted from the page views written. */
  function expected(start: number, end: number, where: Where = EVERYTHING) {
    const filtered = where !== EVERYTHING;
    const all = views.filter((v) => v.at >= start && v.at < end && (!filtered || (!v.bot && where.keep(v))));
    const people = all.filter((v) => !v.bot);
    const firstOf = new Map<string, number>();
    const lastOf = new Map<string, View>();
    for (const v of views) {
      firstOf.set(v.session, Math.min(firstOf.get(v.session) ?? Infinity, v.at));
      if (!lastOf.has(v.session) || lastOf.get(v.session)!.at <= v.at) lastOf.set(v.session, v);
    }
    const left = lefts.filter((l) => l.at >= start && l.at < end && (!filtered || (where.page !== undefined && l.path === where.page)));
    const exits = where.sessions ? [...lastOf.values()].filter((v) => !v.bot && v.at >= start && v.at < end && where.keep(v)) : [];
    const viewsOf = countBy(views, (v) => v.session);
    return {
      totals: {
        pageviews: people.length,
        visits: new Set(people.filter((v) => firstOf.get(v.session)! === v.at).map((v) => v.session)).size,
        entries: people.filter((v) => v.source !== null).length,
        bot_pageviews: all.length - people.length,
        engaged_ms: left.reduce((sum, l) => sum + l.ms, 0),
        engaged_pages: left.length,
        ...(where.sessions
          ? {
              sessions: exits.length,
              bounces: exits.filter((v) => viewsOf.get(v.session) === 1).length,
              duration_ms: exits.reduce((sum, v) => sum + v.at - firstOf.get(v.session)!, 0),
            }
          : {}),
      },
      breakdowns: {
        pages: countBy(people, (v) => v.path),
        entry_pages: countBy(people, (v) => (v.source === null ? null : v.path)),
        exit_pages: countBy(exits, (v) => v.path),
        sources: countBy(people, (v) => v.source),
        utm_sources: countBy(people, (v) => (v.campaign ? 'newsletter' : null)),
        utm_mediums: countBy(people, (v) => (v.campaign ? 'email' : null)),
        utm_campaigns: countBy(people, (v) => (v.campaign ? 'spring' : null)),
        devices: countBy(people, (v) => AGENTS[v.agent]!.device),
        browsers: countBy(people, (v) => AGENTS[v.agent]!.browser),
        operating_systems: countBy(people, (v) => AGENTS[v.agent]!.os),
        countries: countBy(people, (v) => v.country),
      } as Record<keyof TrafficResponse['breakdowns'], Map<string, number>>,
      engagedByPage: left.reduce((m, l) => m.set(l.path, (m.get(l.path) ?? 0) + l.ms), new Map<string, number>()),
    };
  }

  function expectTraffic(got: TrafficResponse, want: ReturnType<typeof expected>, previous: ReturnType<typeof expected> | null) {
    expect(got.totals).toEqual(want.totals);
    expect(got.previous_totals).toEqual(previous?.totals ?? null);
    for (const [name, counts] of Object.entries(want.breakdowns) as [keyof TrafficResponse['breakdowns'], Map<string, number>][]) {
      const b = got.breakdowns[name];
      expect({ name, total: b.total, values: b.values }).toEqual({ name, total: [...counts.values()].reduce((a, c) => a + c, 0), values: counts.size });
      expect(b.rows.map((r) => r.count)).toEqual([...counts.values()].sort((a, c) => c - a).slice(0, 10));
      for (const r of b.rows) {
        expect([name, r.value, r.count]).toEqual([name, r.value, counts.get(r.value)]);
        expect(r.previous).toBe(previous ? (previous.breakdowns[name].get(r.value) ?? 0) : null);
      }
    }
    for (const r of got.breakdowns.pages.rows) expect(r.engaged_ms).toBe(want.engagedByPage.get(r.value) ?? 0);
  }

  it.each([
    ['UTC', 7],
    ['America/New_York', 30],
    ['Asia/Tokyo', 1],
  ])('gives %s traffic for %i local days exactly as counted from the page views, with the previous period', async (tz, days) => {
    const to = localDate(now, tz);
    const from = localDate(localMidnight(to, tz) - (days - 1) * DAY + 12 * HOUR, tz);
    const got = trafficResponseSchema.parse(await admin(`/analytics/traffic?from=${from}&to=${to}&tz=${encodeURIComponent(tz)}&compare=previous`));
    const start = localMidnight(from, tz);
    const end = localMidnight(localDate(localMidnight(to, tz) + 36 * HOUR, tz), tz);
    expect([Date.parse(got.period.start), Date.parse(got.period.end)]).toEqual([start, end]);
    const prevStart = Date.parse(got.previous_period!.start);
    expect(Date.parse(got.previous_period!.end)).toBe(start);
    expect(localDate(prevStart, tz)).toBe(got.previous_period!.from);
    expectTraffic(got, expected(start, end), expected(prevStart, start));
    // The chart: one bucket per local day (per local hour for a day), summing to the totals.
    const perDay = countBy(
      views.filter((v) => !v.bot && v.at >= start && v.at < end),
      (v) => (got.series_unit === 'day' ? localDate(v.at, tz) : null),
    );
    if (got.series_unit === 'day') {
      expect(got.series.map((p) => p.label)).toHaveLength(days);
      for (const p of got.series) expect([p.label, p.pageviews]).toEqual([p.label, perDay.get(p.label) ?? 0]);
    } else expect(got.series).toHaveLength(24);
    expect(got.series.reduce((s, p) => s + p.pageviews, 0)).toBe(got.totals.pageviews);
    expect(got.series.reduce((s, p) => s + p.visits, 0)).toBe(got.totals.visits);
    // The previous period's line (issue 35): its own buckets, summing to its totals.
    expect(got.previous_series!.reduce((s, p) => s + p.pageviews, 0)).toBe(got.previous_totals!.pageviews);
    expect(Math.abs(got.previous_series!.length - got.series.length)).toBeLessThanOrEqual(1);
  });

  const FILTERS: [string, Where][] = [
    ['pages:/about', { keep: (v) => v.path === '/about', page: '/about', sessions: false }],
    ['exit_pages:/about', { keep: (v) => v.path === '/about', page: '/about', sessions: false }],
    ['entry_pages:/', { keep: (v) => v.source !== null && v.path === '/', sessions: false }],
    ['sources:google.com', { keep: (v) => v.source === 'google.com', sessions: false }],
    ['utm_campaigns:spring', { keep: (v) => v.campaign, sessions: false }],
    ['devices:mobile', { keep: (v) => AGENTS[v.agent]?.device === 'mobile', sessions: false }],
    ['browsers:Firefox', { keep: (v) => AGENTS[v.agent]?.browser === 'Firefox', sessions: false }],
    ['operating_systems:Windows', { keep: (v) => AGENTS[v.agent]?.os === 'Windows', sessions: false }],
    ['countries:US', { keep: (v) => v.country === 'US', sessions: true }],
  ];

  it.each(FILTERS)('limits every figure to %s, as counted from the page views (issue 35)', async (filter, where) => {
    const tz = 'Europe/London';
    const to = localDate(now, tz);
    const from = localDate(localMidnight(to, tz) - 29 * DAY + 12 * HOUR, tz);
    const got = trafficResponseSchema.parse(
      await admin(`/analytics/traffic?from=${from}&to=${to}&tz=${encodeURIComponent(tz)}&compare=previous&filter=${encodeURIComponent(filter)}`),
    );
    const start = Date.parse(got.period.start);
    const want = expected(start, Date.parse(got.period.end), where);
    expect(want.totals.pageviews).toBeGreaterThan(0);
    expectTraffic(got, want, expected(Date.parse(got.previous_period!.start), start, where));
    expect(got.unfiltered).toEqual(where.sessions ? [] : ['exit_pages']);
    expect(got.filter).toEqual({
      breakdown: filter.startsWith('exit_pages') ? 'pages' : filter.slice(0, filter.indexOf(':')),
      value: filter.slice(filter.indexOf(':') + 1),
    });
    expect(got.series.reduce((s, p) => s + p.pageviews, 0)).toBe(want.totals.pageviews);
  });

  it('refuses a filter it cannot apply, with detail', async () => {
    for (const filter of ['nope:1', 'pages', 'pages:', 'countries:usa', `pages:/${'x'.repeat(600)}`]) {
      const res = await fetch(`${api.url}/analytics/traffic?from=2026-01-01&to=2026-01-02&tz=UTC&filter=${encodeURIComponent(filter)}`, { headers: auth });
      expect([filter, res.status]).toEqual([filter, 400]);
      expect((await res.json()).detail).toEqual(expect.any(String));
    }
  });

  it.each(['America/New_York', 'Asia/Kolkata'])('gives the visitor panel its hours of the day in %s when the tab names the zone, UTC without', async (tz) => {
    const local = analyticsSessionsResponseSchema.parse(await admin(`/analytics/sessions?timeRange=7d&tz=${encodeURIComponent(tz)}`)).overview;
    const utc = analyticsSessionsResponseSchema.parse(await admin('/analytics/sessions?timeRange=7d')).overview;
    expect([local.time_zone, utc.time_zone]).toEqual([tz, 'UTC']);
    const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hourCycle: 'h23', hour: '2-digit' });
    // Each UTC hour's counts fall under the local hour its start is in.
    const inRange = views.filter((v) => !v.bot && v.at >= Date.parse(local.from));
    const want = Array.from({ length: 24 }, () => 0);
    for (const v of inRange) want[Number(hourOf.format(new Date(Math.floor(v.at / HOUR) * HOUR)))]! += 1;
    expect(local.hourly.map((h) => h.pageviews)).toEqual(want);
    expect(local.hourly.reduce((s, h) => s + h.sessions, 0)).toBe(utc.hourly.reduce((s, h) => s + h.sessions, 0));
    expect(local.pageviews).toBe(utc.pageviews);
    const bad = await fetch(`${api.url}/analytics/sessions?timeRange=7d&tz=%2B05%3A30`, { headers: auth });
    expect(bad.status).toBe(400);
  });

  it.each(['Asia/Tokyo', 'America/New_York'])("gives the spec's timeseries and summary in %s when the tab names the zone, UTC without", async (tz) => {
    const series = analyticsTimeseriesResponseSchema.parse(await admin(`/analytics/timeseries?days=30&granularity=both&tz=${encodeURIComponent(tz)}`));
    const today = localDate(now, tz);
    expect(series.daily.at(-1)!.date).toBe(today);
    const first = series.daily[0]!.date;
    const since = localMidnight(first, tz);
    const people = views.filter((v) => !v.bot && v.at >= since);
    const perDay = new Map<string, number>();
    for (const v of people) perDay.set(localDate(v.at, tz), (perDay.get(localDate(v.at, tz)) ?? 0) + 1);
    expect(series.daily.map((d) => d.pageviews)).toEqual(series.daily.map((d) => perDay.get(d.date) ?? 0));
    const hourOf = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hourCycle: 'h23', hour: '2-digit' });
    const perHour = Array.from({ length: 24 }, () => 0);
    for (const v of people) perHour[Number(hourOf.format(new Date(Math.floor(v.at / HOUR) * HOUR)))]! += 1;
    expect(series.hourly.map((h) => h.pageviews)).toEqual(perHour);
    // The summary reads the same window: its page views are the daily series' sum.
    const { summary } = analyticsSummaryResponseSchema.parse(await admin(`/analytics/summary?days=30&tz=${encodeURIComponent(tz)}`));
    expect(summary.pageviews).toBe(people.length);
    const utc = analyticsTimeseriesResponseSchema.parse(await admin('/analytics/timeseries?days=30&granularity=both'));
    expect(utc.daily.at(-1)!.date).toBe(new Date(now).toISOString().slice(0, 10));
    const bad = await fetch(`${api.url}/analytics/timeseries?days=30&tz=Mars%2FOlympus`, { headers: auth });
    expect(bad.status).toBe(400);
  });

  it('answers without a comparison when none is asked, and refuses bad ranges with detail', async () => {
    const got = trafficResponseSchema.parse(await admin('/analytics/traffic?from=2026-01-01&to=2026-01-31&tz=UTC'));
    expect(got.previous_totals).toBeNull();
    expect(got.breakdowns.pages.rows.every((r) => r.previous === null)).toBe(true);
    for (const q of [
      'from=2026-02-30&to=2026-03-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2026-01-01&to=2026-12-31',
      'from=2026-01-01&to=2026-01-02&tz=Mars/Base',
      'to=2026-01-01',
    ]) {
      const res = await fetch(`${api.url}/analytics/traffic?${q}`, { headers: auth });
      expect([q, res.status]).toEqual([q, 400]);
      expect((await res.json()).detail).toEqual(expect.any(String));
    }
    expect((await fetch(`${api.url}/analytics/traffic?from=2026-01-01&to=2026-01-02`)).status).toBe(401);
    expect((await fetch(`${api.url}/analytics/realtime`)).status).toBe(401);
    expect((await fetch(`${api.url}/analytics/funnels?from=2026-01-01&to=2026-01-02`)).status).toBe(401);
  });

  it('counts realtime visitors: people with a page view in the last 5 minutes, bots apart', async () => {
    // Realtime reads visitor_pageviews, which keeps only a window of its own.
    expect(REALTIME_WINDOW_MS).toBeLessThanOrEqual(RECENT_PAGEVIEWS_MS);
    const rnd = random(5);
    const t = Date.now();
    await appendSession(`rt-a-${randomUUID()}`, [t - 4 * MINUTE, t - 2 * MINUTE], 'GB', 0, 'direct', rnd);
    await appendSession(`rt-b-${randomUUID()}`, [t - MINUTE], 'US', 1, 'google.com', rnd);
    await appendSession(`rt-c-${randomUUID()}`, [t - 7 * MINUTE], 'US', 1, 'direct', rnd);
    await appendSession(`rt-bot-${randomUUID()}`, [t - MINUTE, t - 30_000], 'US', 'bot', 'direct', rnd);
    await caughtUp();
    const got = realtimeResponseSchema.parse(await admin('/analytics/realtime'));
    const since = Date.parse(got.since);
    expect(Date.parse(got.now) - since).toBe(5 * MINUTE);
    const inWindow = views.filter((v) => v.at >= since && v.at <= Date.parse(got.now));
    const people = inWindow.filter((v) => !v.bot);
    expect(got).toMatchObject({
      visitors: new Set(people.map((v) => v.session)).size,
      pageviews: people.length,
      bot_pageviews: inWindow.length - people.length,
      capped: false,
    });
    expect(got.visitors).toBeGreaterThanOrEqual(2);
    const pages = countBy(people, (v) => v.path);
    for (const p of got.pages) expect(p.count).toBe(pages.get(p.value));
  });

  it('draws the funnel of each channel from the forms left, submissions, questionnaire sessions and chats of the period', async () => {
    const t = Date.now();
    const human = AGENTS[0].ua;
    for (const step of ['name', 'name', 'name', 'email', 'email', 'submit']) await abandon(step, t - HOUR, human);
    await abandon('email', t - HOUR, BOT_UA);
    await abandon('name', t - 60 * DAY, human);
    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      const res = await post('/api/work-with-us/submit', {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
        video_link: '',
        preferred_roles: 'Engineer / Designer',
        work_type: 'general',
        compensation: '',
        metadata: {
          source: 'web_form',
          timestamp: new Date().toISOString(),
          session_duration: 42,
          form_interactions: 3,
          submission_source: 'direct',
          device_type: 'desktop',
          additional_notes: '',
        },
      });
      expect(res.ok).toBe(true);
    }
    const questionnaires: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/questionnaire/sessions', { metadata: { device_type: 'desktop' } });
      expect(res.status).toBe(201);
      questionnaires.push(((await res.json()) as { session_id: string }).session_id);
    }
    for (const [id, answers] of [
      [
        questionnaires[0]!,
        [
          ['Q1', 'no_questions'],
          ['Q2', 'startup'],
        ],
      ],
      [questionnaires[1]!, [['Q1', 'no_questions']]],
    ] as const)
      for (const [q, value] of answers) expect((await post(`/api/questionnaire/sessions/${id}/answers`, { question_id: q, value })).status).toBe(200);
    const chats: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${api.url}/api/guide/sessions`, { method: 'POST' });
      expect(res.status).toBeLessThan(300);
      chats.push(((await res.json()) as { session_id: string }).session_id);
    }
    // One goes on past the consent step.
    expect((await post(`/api/guide/submissions/${chats[0]}/message`, { message: 'Confirm' })).status).toBe(200);
    await caughtUp();

    const today = new Date(t).toISOString().slice(0, 10);
    const weekAgo = new Date(t - 6 * DAY).toISOString().slice(0, 10);
    const period = `/analytics/funnels?from=${weekAgo}&to=${today}&tz=UTC`;
    // The questionnaire and chat read models are projections: wait until they hold what was sent.
    let got = funnelsResponseSchema.parse(await admin(period));
    for (let i = 0; i < 100; i++) {
      const q = got.funnels.find((f) => f.channel === 'questionnaire')!;
      const c = got.funnels.find((f) => f.channel === 'chat')!;
      const w = got.funnels.find((f) => f.channel === 'work_with_us')!;
      if (
        q.steps[0]!.count === 3 &&
        c.steps[0]!.count === 2 &&
        c.steps[1]!.count === 1 &&
        w.steps.at(-1)!.count === 2 &&
        ['Q1', 'Q2'].every((k) => q.steps.find((s) => s.key === k)!.count > 0)
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
      got = funnelsResponseSchema.parse(await admin(period));
    }
    const wwu = got.funnels.find((f) => f.channel === 'work_with_us')!;
    const start = Date.parse(got.period.start);
    const wwuViews = views.filter((v) => !v.bot && v.path === '/work-with-us' && v.at >= start && v.at < Date.parse(got.period.end)).length;
    expect(wwu.steps.map((s) => [s.key, s.count, s.stopped])).toEqual([
      ['page', wwuViews, null],
      ['name', 2 + 6, 3],
      ['email', 2 + 3, 2],
      ['selfDescription', 2 + 1, 0],
      ['submit', 2 + 1, 1],
      ['submitted', 2, null],
    ]);

    const questionnaire = got.funnels.find((f) => f.channel === 'questionnaire')!;
    const dropOff = questionnaireDropOffResponseSchema.parse(await admin('/api/questionnaire/drop-off'));
    expect(questionnaire.steps[0]).toMatchObject({ key: 'started', count: 3 });
    expect(questionnaire.steps.at(-1)).toMatchObject({ key: 'submitted', count: 0 });
    // Every session began in the period, so per question it agrees with the all-time drop-off call.
    for (const q of dropOff.questions)
      expect(questionnaire.steps.find((s) => s.key === q.question_id)).toMatchObject({ count: q.reached, stopped: q.stopped_here });
    expect(questionnaire.steps.reduce((sum, s) => sum + (s.stopped ?? 0), 0)).toBe(3);

    const chat = got.funnels.find((f) => f.channel === 'chat')!;
    expect(chat.steps.map((s) => [s.key, s.count, s.stopped])).toEqual([
      ['consent', 2, 1],
      ['collecting', 1, 1],
      ['contact', 0, 0],
      ['wrapping_up', 0, 0],
      ['complete', 0, null],
    ]);
  }, 60_000);

  it('rebuilds bots, engaged time and forms left from the log into tables equal to the live ones', async () => {
    await caughtUp();
    const snapshot = async () => (await sql`select * from visitor_rollups order by dim, scope, grain, bucket, value`.execute(db)).rows;
    const live = await snapshot();
    for (const dim of ['bot', 'engaged', 'engaged_n', 'abandon']) expect(live.some((r: any) => r.dim === dim)).toBe(true);
    await replayProjection(db, visitorRollupsProjection);
    expect(await snapshot()).toEqual(live);
  });
});
