import { randomUUID } from 'node:crypto';
import {
  analyticsSummaryResponseSchema,
  analyticsTimeseriesResponseSchema,
  PersonalDataEvents,
  personalDataStreamId,
  visitorSessionStreamId,
  type PersonalDataErasedData,
} from '@intake/contracts';
import { ERASED_TEXT, EventStore, redactStreams, replayProjection, type EventStoreTables } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { visitorAnalyticsPersonalData, VISITOR_ANALYTICS_PERSONAL_FIELDS } from './visitor-analytics.personal-data.js';
import { visitorPageviewsProjection } from './visitor-pageviews.projection.js';
import { visitorRollupsProjection } from './visitor-rollups.projection.js';
import { visitorSessionsProjection } from './visitor-sessions.projection.js';

const SITE = 'http://intake.example';
const WOMBAT_AGENT = 'Mozilla/5.0 (WombatOS 3; Mobile) WombatBrowser/7.0 Mobile Safari/604.1';
/** What identifies the visitor; none of it may be left in her events or her row. */
const PERSONAL = ['wombat', '8.8.8.8', 'Burrowville', 'WB-NSW'];

const leftovers = (value: unknown) => PERSONAL.filter((s) => JSON.stringify(value).toLowerCase().includes(s.toLowerCase()));

const DESKTOP_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('visitor analytics: personal-data erasure (real PostgreSQL, real HTTP)', () => {
  let api: ApiHarness;
  let db: Kysely<any>;
  let store: EventStore;
  let auth: Record<string, string>;

  const beacon = (path: string, record: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, {
      method: 'POST',
      // A browser's agent: Node's own ('node') is a bot to isbot, and bots' page views count apart.
      headers: { origin: SITE, 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP_BROWSER, ...headers },
      body: JSON.stringify(record),
    });
  const admin = async (path: string) => {
    const res = await fetch(`${api.url}${path}`, { headers: auth });
    expect(res.status).toBe(200);
    return res.json();
  };
  const figures = async () => ({
    summary: analyticsSummaryResponseSchema.parse(await admin('/analytics/summary?days=30')).summary,
    timeseries: analyticsTimeseriesResponseSchema.parse(await admin('/analytics/timeseries?days=30&granularity=both')),
  });
  const caughtUp = async () => {
    for (const p of [visitorSessionsProjection, visitorPageviewsProjection, visitorRollupsProjection]) await waitForCatchUp(db, p.name, { types: p.handles });
  };
  const tables = async () => ({
    sessions: (await sql`select * from visitor_sessions order by session_id`.execute(db)).rows,
    pageviews: (await sql`select * from visitor_pageviews order by event_id`.execute(db)).rows,
  });

  beforeAll(async () => {
    api = await startApi();
    db = api.database.db;
    store = new EventStore(db as Kysely<EventStoreTables>);
    auth = { authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(() => api.close());

  it('erases a visit’s address, agent, place, referrer, browser details and filled field names; every figure keeps its count', async () => {
    const erased = `visit-${randomUUID()}`;
    const kept = `visit-${randomUUID()}`;
    // Consent given, behind a CDN that places the visitor; the test client is the trusted loopback proxy.
    const wombat = { 'x-forwarded-for': '8.8.8.8', 'user-agent': WOMBAT_AGENT, 'cf-ipcountry': 'AU', 'cf-ipcity': 'Burrowville', 'cf-region-code': 'WB-NSW' };
    const entry = {
      session_id: erased,
      new_session: true,
      consent: true,
      event_type: 'pageview',
      page_path: '/',
      referrer_path: 'https://mail.example/read?from=wombat.fan%40example.org',
      meta: { utm_source: 'newsletter', screen: { w: 390, h: 844, dpr: 3 }, lang: 'en-AU', timezone: 'Australia/Wombat' },
    };
    for (const [path, record] of [
      ['/analytics/track', entry],
      ['/analytics/track', { session_id: erased, consent: true, event_type: 'pageview', page_path: '/work-with-us', referrer_path: '/' }],
      ['/analytics/track', { session_id: erased, consent: true, event_type: 'page_unload', page_path: '/work-with-us', engaged_ms: 4200 }],
      [
        '/analytics/track-incomplete',
        {
          session_id: erased,
          interaction_type: 'work_with_us_form',
          page_path: '/work-with-us',
          completion_percentage: 40,
          time_spent_ms: 9000,
          form_data: { wombat_name: 'Wally', email: '' },
          last_step: 1,
        },
      ],
    ] as const) {
      expect((await beacon(path, record, wombat)).status).toBe(202);
    }
    expect(
      (await beacon('/analytics/track', { session_id: kept, new_session: true, event_type: 'pageview', page_path: '/', meta: { utm_source: 'newsletter' } }))
        .status,
    ).toBe(202);

    const before = await eventually(async () => {
      const { rows } = await sql<any>`select * from visitor_sessions where session_id = ${erased} and incomplete_forms = 1 and engaged_ms > 0`.execute(db);
      return rows[0];
    });
    expect(before).toMatchObject({
      ip: '8.8.8.8',
      city: 'Burrowville',
      region: 'WB-NSW',
      country_code: 'AU',
      user_agent: WOMBAT_AGENT,
      pageviews: 2,
      source: 'newsletter',
    });
    await caughtUp();
    const figuresBefore = await figures();
    expect(figuresBefore.summary.pageviews).toBe(3);
    const tablesBefore = await tables();

    // Lookups: the analytics session id names its stream; retention finds sessions not seen since the cut-off.
    expect(await visitorAnalyticsPersonalData.streamsById!(db, erased)).toEqual([visitorSessionStreamId(erased)]);
    expect(await visitorAnalyticsPersonalData.streamsById!(db, `visit-${randomUUID()}`)).toEqual([]);
    const future = new Date(Date.now() + 60_000);
    expect((await visitorAnalyticsPersonalData.expiredStreams!(db, future)).sort()).toEqual(
      [visitorSessionStreamId(erased), visitorSessionStreamId(kept)].sort(),
    );
    expect(await visitorAnalyticsPersonalData.expiredStreams!(db, new Date(Date.now() - 3_600_000))).toEqual([]);

    const streamIds = [visitorSessionStreamId(erased)];
    expect(leftovers((await store.readStream(streamIds[0]!)).map((e) => [e.data, e.metadata]))).toEqual(PERSONAL);
    const erasureId = randomUUID();
    await db.transaction().execute(async (trx) => {
      expect(await redactStreams(trx, streamIds, VISITOR_ANALYTICS_PERSONAL_FIELDS)).toBe(4);
      const data: PersonalDataErasedData = { erasure_id: erasureId, reason: 'request', stream_ids: streamIds, requested_by: 'test' };
      await store.append(personalDataStreamId(erasureId), [{ type: PersonalDataEvents.Erased, data }], 0, trx as unknown as Kysely<EventStoreTables>);
    });
    await caughtUp();

    const events = await store.readStream(streamIds[0]!);
    expect(leftovers(events.map((e) => [e.data, e.metadata]))).toEqual([]);
    expect(events[0]!.data).toMatchObject({
      page_path: '/',
      source: 'newsletter',
      referrer_path: ERASED_TEXT,
      meta: {},
      client: { ip: ERASED_TEXT, device_type: 'mobile', cdn_geo: { country_code: 'AU' } },
    });
    expect(events[3]!.data).toMatchObject({ filled_fields: [], completion_percentage: 40, interaction_type: 'work_with_us_form' });

    const after = await tables();
    const row = after.sessions.find((r: any) => r.session_id === erased);
    expect(leftovers(row)).toEqual([]);
    // Placeholders where the person was; the figures as they were.
    expect(row).toEqual({ ...before, ip: ERASED_TEXT, user_agent: ERASED_TEXT, city: ERASED_TEXT, region: ERASED_TEXT });
    expect(after.sessions.filter((r: any) => r.session_id !== erased)).toEqual(tablesBefore.sessions.filter((r: any) => r.session_id !== erased));
    expect(after.pageviews).toEqual(tablesBefore.pageviews);
    expect(await figures()).toEqual(figuresBefore);

    // An erased session is not due for retention again.
    expect(await visitorAnalyticsPersonalData.expiredStreams!(db, future)).toEqual([visitorSessionStreamId(kept)]);

    // The live tables after the erasure equal a replay of the redacted log.
    for (const p of [visitorSessionsProjection, visitorPageviewsProjection]) await replayProjection(db as Kysely<EventStoreTables>, p);
    expect(await tables()).toEqual(after);

    // The rollups keep no trace of the address or the city, and the erased visit still counts.
    const rollups = async () => ({
      counters: (await sql<any>`select dim, scope, grain, bucket, value, n from visitor_rollups order by dim, scope, grain, bucket, value`.execute(db)).rows,
      sessions: (await sql<any>`select * from visitor_rollup_sessions order by session_id`.execute(db)).rows,
    });
    const live = await rollups();
    expect(JSON.stringify(live)).not.toMatch(/8\.8\.8\.8|Burrowville/);
    expect(live.sessions.find((r: any) => r.session_id === erased)).toMatchObject({ ip: null, pageviews: 2 });
    await replayProjection(db as Kysely<EventStoreTables>, visitorRollupsProjection);
    const rebuilt = await rollups();
    expect(rebuilt.sessions).toEqual(live.sessions);
    // Browser, OS and campaign are recorded apart from the redacted agent and meta: every counter,
    // the erased visit's browser and campaign included, is what a replay rebuilds.
    expect(rebuilt.counters).toEqual(live.counters);
  });
});
