import { randomUUID } from 'node:crypto';
import {
  trafficResponseSchema,
  VisitorAnalyticsEvents,
  visitorSessionStreamId,
  type TrafficBreakdown,
  type VisitorPageLeftDataV1,
  type VisitorPageViewedDataV1,
} from '@intake/contracts';
import { replayProjection } from '@intake/event-store';
import { appendAsRecorded, waitForCatchUp } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import { startApi, type ApiHarness } from '../testing/api-harness.js';
import { visitorPageviewsProjection } from './visitor-pageviews.projection.js';
import { visitorRollupsProjection } from './visitor-rollups.projection.js';
import { visitorSessionsProjection } from './visitor-sessions.projection.js';

const SITE = 'http://intake.example';
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const PROJECTIONS = [visitorSessionsProjection, visitorPageviewsProjection, visitorRollupsProjection];

/** What a spec client sends (visitor spec §7): the address as the visitor saw it, query and fragment included. */
interface Beacon {
  event_type: 'pageview' | 'page_unload';
  page_path: string;
  referrer_path?: string;
  engaged_ms?: number;
}
const VISITS: Beacon[][] = [
  [
    { event_type: 'pageview', page_path: '/?utm_source=twitter' },
    { event_type: 'pageview', page_path: '/about/', referrer_path: '/' },
    { event_type: 'page_unload', page_path: '/about/#team', engaged_ms: 2000 },
  ],
  [{ event_type: 'pageview', page_path: '/?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring' }],
  [{ event_type: 'pageview', page_path: '/' }],
  [{ event_type: 'pageview', page_path: '/#top' }],
];

describe('page paths normalised at ingest and on replay (real PostgreSQL, real HTTP)', () => {
  let api: ApiHarness;
  let db: Kysely<any>;
  let auth: Record<string, string>;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  const caughtUp = async () => {
    for (const p of PROJECTIONS) await waitForCatchUp(db, p.name, { types: p.handles, timeoutMs: 60_000 });
  };
  /** The traffic tab's breakdowns, as value → count. */
  async function figures(): Promise<Record<string, Record<string, number>>> {
    const res = await fetch(`${api.url}/analytics/traffic?from=${day(-1)}&to=${day(1)}&tz=UTC`, { headers: auth });
    expect(res.status).toBe(200);
    const traffic = trafficResponseSchema.parse(await res.json());
    const wanted: TrafficBreakdown[] = [
      'pages',
      'entry_pages',
      'exit_pages',
      'sources',
      'utm_sources',
      'utm_mediums',
      'utm_campaigns',
      'browsers',
      'operating_systems',
    ];
    return Object.fromEntries(wanted.map((b) => [b, Object.fromEntries(traffic.breakdowns[b].rows.map((r) => [r.value, r.count]))]));
  }
  const engaged = async () =>
    (
      await sql<{
        value: string;
        n: string;
      }>`select value, sum(n) as n from visitor_rollups where dim = 'engaged' and scope = '' and grain = 'd' group by value`.execute(db)
    ).rows.map((r) => ({ value: r.value, n: Number(r.n) }));

  beforeAll(async () => {
    api = await startApi();
    db = api.database.db;
    auth = { authorization: `Bearer ${await api.adminToken()}` };
  }, 120_000);
  afterAll(() => api.close());

  it('counts a page sent with its query string or fragment as the page, and keeps its utm tags', async () => {
    for (const [i, visit] of VISITS.entries()) {
      const session = `new-${i}-${randomUUID()}`;
      for (const [k, beacon] of visit.entries()) {
        const res = await fetch(`${api.url}/analytics/track`, {
          method: 'POST',
          headers: { origin: SITE, 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.51.100.${i + 1}` },
          body: JSON.stringify({ session_id: session, new_session: k === 0, consent: true, ...beacon }),
        });
        expect(res.status).toBe(202);
      }
    }
    await caughtUp();
    expect(await figures()).toEqual({
      pages: { '/': 4, '/about': 1 },
      entry_pages: { '/': 4 },
      exit_pages: { '/': 3, '/about': 1 },
      sources: { direct: 2, twitter: 1, newsletter: 1 },
      utm_sources: { twitter: 1, newsletter: 1 },
      utm_mediums: { email: 1 },
      utm_campaigns: { spring: 1 },
      browsers: { Chrome: 5 },
      operating_systems: { Windows: 5 },
    });
    expect(await engaged()).toEqual([{ value: '/about', n: 2000 }]);
    const stored = await sql<{ page_path: string }>`
      select data->>'page_path' as page_path from events where event_type in (${sql.join(Object.values(VisitorAnalyticsEvents))})`.execute(db);
    expect(stored.rows.map((r) => r.page_path).sort()).toEqual(['/', '/', '/', '/', '/about', '/about']);
  });

  it('counts events recorded before the rule as new beacons count, live and on replay', async () => {
    const before = await figures();
    // The same visits as the ingest recorded them before paths were normalised: the path as sent,
    // the source from the meta alone (none here, so 'direct'), the campaign empty or, older still,
    // absent with the software: version 1 of the events, read through their upcasters.
    for (const [i, visit] of VISITS.entries()) {
      const session = `old-${i}-${randomUUID()}`;
      const client = { ip: `198.51.100.${i + 101}`, user_agent: BROWSER, device_type: 'desktop' as const, cdn_geo: null };
      const at = new Date().toISOString();
      const events = visit.map((b, k) => {
        if (b.event_type === 'page_unload') {
          const data: VisitorPageLeftDataV1 = {
            session_id: session,
            consent: true,
            page_path: b.page_path,
            engaged_ms: b.engaged_ms!,
            value: null,
            client,
            left_at: at,
          };
          return { type: VisitorAnalyticsEvents.PageLeft, data };
        }
        const data: VisitorPageViewedDataV1 = {
          session_id: session,
          new_session: k === 0,
          consent: true,
          page_path: b.page_path,
          referrer_path: b.referrer_path ?? null,
          source: b.referrer_path ? null : 'direct',
          value: null,
          meta: {},
          client,
          ...(i % 2 === 0 ? { software: { browser: 'Chrome', os: 'Windows' }, campaign: { utm_source: null, utm_medium: null, utm_campaign: null } } : {}),
          viewed_at: at,
        };
        return { type: VisitorAnalyticsEvents.PageViewed, data };
      });
      await appendAsRecorded(
        db,
        visitorSessionStreamId(session),
        events.map((e) => ({ ...e, schemaVersion: 1 })),
      );
    }
    await caughtUp();
    const doubled = Object.fromEntries(Object.entries(before).map(([b, rows]) => [b, Object.fromEntries(Object.entries(rows).map(([v, n]) => [v, 2 * n]))]));
    expect(await figures()).toEqual(doubled);
    expect(await engaged()).toEqual([{ value: '/about', n: 4000 }]);
    const landings = await sql<{ session_id: string; source: string; landing_page: string }>`
      select session_id, source, landing_page from visitor_sessions order by session_id`.execute(db);
    const bySession = (prefix: string) =>
      landings.rows.filter((r) => r.session_id.startsWith(prefix)).map((r) => ({ source: r.source, landing_page: r.landing_page }));
    expect(bySession('old-')).toEqual(bySession('new-'));
    expect(bySession('old-')[0]).toEqual({ source: 'twitter', landing_page: '/' });

    const snapshot = async () => ({
      rollups: (await sql`select * from visitor_rollups order by dim, scope, grain, bucket, value`.execute(db)).rows,
      sessions: (await sql`select * from visitor_sessions order by session_id`.execute(db)).rows,
      pageviews: (await sql`select * from visitor_pageviews order by event_id`.execute(db)).rows,
    });
    const live = await snapshot();
    for (const p of PROJECTIONS) await replayProjection(db, p);
    expect(await snapshot()).toEqual(live);
    expect(await figures()).toEqual(doubled);
  }, 120_000);
});
