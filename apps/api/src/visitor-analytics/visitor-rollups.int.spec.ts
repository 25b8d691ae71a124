import { randomUUID } from 'node:crypto';
import {
  analyticsSessionsResponseSchema,
  analyticsSummaryResponseSchema,
  analyticsTimeseriesResponseSchema,
  VisitorAnalyticsEvents,
  visitorSessionStreamId,
  type VisitorOverview,
  type VisitorPageViewedData,
} from '@intake/contracts';
import { EventStore, replayProjection } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import { startApi, type ApiHarness } from '../testing/api-harness.js';
import { visitorRollupsProjection } from './visitor-rollups.projection.js';
import { panelRange, topAddresses } from '../admin-read/visitors/visitor-rollups.query.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A page view as the test wrote it: the reference the server's figures are checked against. */
interface View {
  session: string;
  ip: string | null;
  country: string;
  location: string;
  at: number;
  path: string;
  source: string | null;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const PLACES = [
  { country: 'GB', region: 'England', cities: ['Leeds', 'London'] },
  { country: 'DE', region: 'Berlin', cities: ['Berlin'] },
  { country: 'US', region: 'California', cities: ['San Jose', 'Los Angeles'] },
  { country: 'FR', region: 'Ile-de-France', cities: ['Paris'] },
  { country: 'NL', region: 'North Holland', cities: ['Amsterdam'] },
];
const SOURCES = ['direct', 'google.com', 'newsletter', 'linkedin.com'];
const PAGES = ['/', '/about', '/work-with-us', '/questionnaire', '/chat'];

const countBy = <T>(items: readonly T[], key: (t: T) => string | null) => {
  const m = new Map<string, number>();
  for (const t of items) {
    const k = key(t);
    if (k !== null) m.set(k, (m.get(k) ?? 0) + 1);
  }
  return m;
};

/** The panel's figures computed the slow way, from every page view, for a range starting at `from`. */
function reference(views: readonly View[], from: number, country: string | null) {
  const inRange = views.filter((v) => v.at >= from && (country === null || v.country === country));
  const sessions = new Map<string, View[]>();
  for (const v of inRange) sessions.set(v.session, [...(sessions.get(v.session) ?? []), v]);
  const perIp = countBy([...sessions.values()], (vs) => vs[0]!.ip);
  const firstOf = new Map<string, number>();
  for (const v of views) firstOf.set(v.session, Math.min(firstOf.get(v.session) ?? Infinity, v.at));
  const begun = [...sessions.keys()].filter((s) => firstOf.get(s)! >= from).map((s) => new Date(firstOf.get(s)!).getUTCHours());
  const startsPerHour = Array.from({ length: 24 }, (_, h) => begun.filter((x) => x === h).length);
  const max = Math.max(...startsPerHour);
  const visitors = perIp.size;
  const single = [...perIp.values()].filter((n) => n === 1).length;
  return {
    pageviews: inRange.length,
    sessions: sessions.size,
    unique_visitors: visitors,
    returning_visitors: visitors - single,
    countries: countBy([...sessions.values()], (vs) => vs[0]!.country).size,
    peak_hour: max > 0 ? startsPerHour.indexOf(max) : null,
    single_visit_percent: visitors > 0 ? Math.round((single / visitors) * 100) : null,
    locations: countBy([...sessions.values()], (vs) => vs.at(-1)!.location),
    ips: perIp,
    countryCounts: countBy([...sessions.values()], (vs) => vs[0]!.country),
    hourlyStarts: startsPerHour,
    hourlyViews: Array.from({ length: 24 }, (_, h) => inRange.filter((v) => new Date(v.at).getUTCHours() === h).length),
  };
}

/** A top list agrees with the reference: each entry's count is exact and no value left off has more than the last. */
function expectTopOf(list: { key: string; n: number }[], counts: Map<string, number>, size: number) {
  const sorted = [...counts.values()].sort((a, b) => b - a);
  expect(list.map((e) => e.n)).toEqual(sorted.slice(0, size));
  for (const e of list) expect(counts.get(e.key)).toBe(e.n);
}

describe('visitor rollups (real PostgreSQL, real HTTP)', () => {
  let api: ApiHarness;
  let db: Kysely<any>;
  let auth: Record<string, string>;
  const views: View[] = [];
  const now = Date.now();

  const admin = async (path: string) => {
    const res = await fetch(`${api.url}${path}`, { headers: auth });
    expect(res.status).toBe(200);
    return res.json();
  };
  const overview = async (range: string, country?: string): Promise<VisitorOverview> =>
    analyticsSessionsResponseSchema.parse(await admin(`/analytics/sessions?timeRange=${range}${country ? `&country=${country}` : ''}`)).overview;
  const caughtUp = () => waitForCatchUp(db, visitorRollupsProjection.name, { types: visitorRollupsProjection.handles, timeoutMs: 60_000 });

  /** Appends a session's page views as the ingest path records them (CDN geo, so no lookup). */
  async function appendSession(
    store: EventStore,
    s: { id: string; ip: string | null; place: (typeof PLACES)[number]; city: string; times: number[]; source: string },
  ) {
    const events = s.times.map((at, i) => {
      const path = PAGES[i % PAGES.length]!;
      const data: VisitorPageViewedData = {
        session_id: s.id,
        new_session: i === 0,
        consent: s.ip !== null,
        page_path: path,
        referrer_path: i === 0 ? null : '/',
        source: i === 0 ? s.source : null,
        value: null,
        meta: s.source === 'newsletter' && i === 0 ? { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' } : {},
        client: {
          ip: s.ip,
          user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
          device_type: 'desktop',
          cdn_geo: { provider: 'cloudflare', country_code: s.place.country, region: s.place.region, city: s.city },
          bot: false,
        },
        software: { browser: 'Chrome', os: 'Windows' },
        campaign:
          s.source === 'newsletter' && i === 0
            ? { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: null, utm_content: null }
            : { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
        viewed_at: new Date(at).toISOString(),
      };
      views.push({
        session: s.id,
        ip: s.ip,
        country: s.place.country,
        location: [...new Set([s.city, s.place.region, s.place.country])].join(', '),
        at,
        path,
        source: data.source,
      });
      return { type: VisitorAnalyticsEvents.PageViewed, data };
    });
    await store.append(visitorSessionStreamId(s.id), events, 'any');
  }

  beforeAll(async () => {
    api = await startApi();
    db = api.database.db;
    auth = { authorization: `Bearer ${await api.adminToken()}` };
    const store = new EventStore(db);
    const rnd = random(19);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const ips = Array.from({ length: 40 }, (_, i) => `203.0.113.${i + 1}`);
    for (let i = 0; i < 160; i++) {
      const place = pick(PLACES);
      // A third of the sessions come without consent: no address.
      const ip = rnd() < 0.33 ? null : ips[Math.floor(rnd() ** 2 * ips.length)]!;
      const start = now - Math.floor(rnd() * 40 * DAY);
      const count = 1 + Math.floor(rnd() * 6);
      const times = Array.from({ length: count }, (_, k) => Math.min(now - 1000, start + k * Math.floor(rnd() * 2 * HOUR)));
      await appendSession(store, { id: `s${i}-${randomUUID()}`, ip, place, city: pick(place.cities), times, source: pick(SOURCES) });
    }
    await caughtUp();
  }, 120_000);
  afterAll(() => api.close());

  it.each(['24h', '7d', '30d'])('gives the %s figures exactly as counted from every page view, for all countries and for one', async (range) => {
    for (const country of [null, 'GB', 'US']) {
      const got = await overview(range, country ?? undefined);
      const want = reference(views, Date.parse(got.from), country);
      expect(got).toMatchObject({
        country: country ?? 'all',
        pageviews: want.pageviews,
        sessions: want.sessions,
        unique_visitors: want.unique_visitors,
        returning_visitors: want.returning_visitors,
        countries: want.countries,
        peak_hour: want.peak_hour,
        single_visit_percent: want.single_visit_percent,
      });
      expectTopOf(
        got.top_locations.map((l) => ({ key: l.location, n: l.sessions })),
        want.locations,
        10,
      );
      expectTopOf(
        got.top_ips.map((l) => ({ key: l.ip, n: l.sessions })),
        want.ips,
        10,
      );
      expectTopOf(
        got.top_countries.map((l) => ({ key: l.country, n: l.sessions })),
        want.countryCounts,
        5,
      );
      expect(got.hourly.map((h) => h.sessions)).toEqual(want.hourlyStarts);
      expect(got.hourly.map((h) => h.pageviews)).toEqual(want.hourlyViews);
    }
    // The range: the current hour and the whole hours before it.
    const { from } = await overview(range);
    const hours = { '24h': 24, '7d': 168, '30d': 720 }[range]!;
    const behind = Math.floor(Date.now() / HOUR) - Date.parse(from) / HOUR;
    expect(behind === hours - 1 || behind === hours).toBe(true);
  });

  it('counts only the page views inside the last 24 hours, not the lifetime of a session that began before', async () => {
    const store = new EventStore(db);
    const id = `long-${randomUUID()}`;
    const before = await overview('24h', 'NL');
    // Three page views 30 hours ago, two within the last 24 hours.
    await appendSession(store, {
      id,
      ip: '198.51.100.7',
      place: PLACES[4]!,
      city: 'Amsterdam',
      times: [now - 30 * HOUR, now - 30 * HOUR + 1000, now - 29 * HOUR, now - 2 * HOUR, now - HOUR],
      source: 'direct',
    });
    await caughtUp();
    const after = await overview('24h', 'NL');
    expect(after.pageviews - before.pageviews).toBe(2);
    expect(after.sessions - before.sessions).toBe(1);
    expect(after.unique_visitors - before.unique_visitors).toBe(1);
    const week = await overview('7d', 'NL');
    expect(week.pageviews).toBe(reference(views, Date.parse(week.from), 'NL').pageviews);
  });

  it('does not count sessions without consent (no address) as distinct visitors', async () => {
    const store = new EventStore(db);
    const before = await overview('24h', 'DE');
    for (let i = 0; i < 3; i++)
      await appendSession(store, { id: `anon-${i}-${randomUUID()}`, ip: null, place: PLACES[1]!, city: 'Berlin', times: [now - HOUR], source: 'direct' });
    await caughtUp();
    const after = await overview('24h', 'DE');
    expect(after.sessions - before.sessions).toBe(3);
    expect(after.pageviews - before.pageviews).toBe(3);
    expect(after.unique_visitors).toBe(before.unique_visitors);
    expect(after.returning_visitors).toBe(before.returning_visitors);
  });

  it('sums summary and timeseries from the rollups like counting every page view', async () => {
    const summary = analyticsSummaryResponseSchema.parse(await admin('/analytics/summary?days=30')).summary;
    const series = analyticsTimeseriesResponseSchema.parse(await admin('/analytics/timeseries?days=30&granularity=both'));
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const since = today - 29 * DAY;
    const inRange = views.filter((v) => v.at >= since);
    expect(summary.pageviews).toBe(inRange.length);
    expect(Object.fromEntries(summary.sources.map((s) => [s.source, s.total]))).toEqual(Object.fromEntries(countBy(inRange, (v) => v.source)));
    for (const d of series.daily) expect(d.pageviews).toBe(inRange.filter((v) => new Date(v.at).toISOString().slice(0, 10) === d.date).length);
    expect(series.hourly.map((h) => h.pageviews)).toEqual(
      Array.from({ length: 24 }, (_, h) => inRange.filter((v) => new Date(v.at).getUTCHours() === h).length),
    );
  });

  it('keeps the top-address bound: counts shown are exact and no address left off has more than the bound', async () => {
    const range = panelRange(30, new Date());
    const want = reference(views, range.from.getTime(), null).ips;
    // One candidate per bucket: the bound is then far from zero and must still hold.
    const got = await topAddresses(db as never, '', range, new Date(), 5, 1);
    expect(got.unlistedMax).toBeGreaterThan(0);
    for (const a of got.top) expect(want.get(a.ip)).toBe(a.sessions);
    const listed = new Set(got.top.map((a) => a.ip));
    for (const [ip, n] of want) if (!listed.has(ip) && n > got.top.at(-1)!.sessions) expect(n).toBeLessThanOrEqual(got.unlistedMax);
    const full = await topAddresses(db as never, '', range, new Date(), 10);
    expect(full.top.map((a) => a.sessions)).toEqual([...want.values()].sort((a, b) => b - a).slice(0, 10));
  });

  it('rebuilds the rollups from the log into tables equal to the live ones', async () => {
    await caughtUp();
    const snapshot = async (table: string, order: string) => (await sql`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(db)).rows;
    const live = {
      rollups: await snapshot('visitor_rollups', 'dim, scope, grain, bucket, value'),
      sessions: await snapshot('visitor_rollup_sessions', 'session_id'),
    };
    expect(live.rollups.length).toBeGreaterThan(100);
    expect((await replayProjection(db, visitorRollupsProjection)).events).toBe(views.length);
    expect(await snapshot('visitor_rollups', 'dim, scope, grain, bucket, value')).toEqual(live.rollups);
    expect(await snapshot('visitor_rollup_sessions', 'session_id')).toEqual(live.sessions);
  });
});
