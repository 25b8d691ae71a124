import { EVENT_CATALOGUE, VisitorAnalyticsEvents, visitorSessionStreamId, type VisitorPageViewedDataV1, type VisitorPageViewedDataV2 } from '@intake/contracts';
import { EventStore, installEventCatalogue, readLog, replayProjection } from '@intake/event-store';
import { appendAsRecorded, createTestDatabase, waitFor, type TestDatabase } from '@intake/event-store/testing';
import { visitorPageviewsProjection } from './visitor-pageviews.projection.js';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** A page view as the releases before VisitorPageViewed 2 wrote it: no software, campaign or bot flag, the path as sent. */
const recorded: VisitorPageViewedDataV1 = {
  session_id: 'v1',
  new_session: true,
  consent: false,
  page_path: '/about/?utm_source=Newsletter#team',
  referrer_path: null,
  source: 'direct',
  value: null,
  meta: { utm_medium: 'Email' },
  client: { ip: null, user_agent: CHROME_ON_WINDOWS, device_type: 'desktop', cdn_geo: null },
  viewed_at: '2026-01-01T10:00:00.000Z',
};

/** What the current version (3) holds for it: what ingest records today for the same beacon. */
const current = {
  ...recorded,
  page_path: '/about',
  source: 'newsletter',
  meta: { utm_medium: 'Email', utm_source: 'Newsletter' },
  client: { ...recorded.client, bot: false },
  software: { browser: 'Chrome', os: 'Windows' },
  campaign: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: null, utm_term: null, utm_content: null },
};

/** A page view as version 2 was written (issue 29 to 35): the path normalised at ingest, three utm tags in the campaign, all five in the meta. */
const recordedV2: VisitorPageViewedDataV2 = {
  session_id: 'v2',
  new_session: true,
  consent: false,
  page_path: '/',
  referrer_path: null,
  source: 'twitter',
  value: null,
  meta: { utm_source: 'Twitter', utm_term: 'Fall Sensor', utm_content: 'Hero' },
  client: { ip: null, user_agent: CHROME_ON_WINDOWS, device_type: 'desktop', cdn_geo: null, bot: false },
  software: { browser: 'Chrome', os: 'Windows' },
  campaign: { utm_source: 'twitter', utm_medium: null, utm_campaign: null },
  // Minutes after the first: the page views table keeps half an hour behind its newest row.
  viewed_at: '2026-01-01T10:20:00.000Z',
};
const currentOfV2 = { ...recordedV2, campaign: { ...recordedV2.campaign, utm_term: 'fall sensor', utm_content: 'hero' } };

describe('VisitorPageViewed 1 and 2 read as 3 with the product catalogue', () => {
  let t: TestDatabase;
  const stream = visitorSessionStreamId('v1');
  const streamV2 = visitorSessionStreamId('v2');

  beforeAll(async () => {
    t = await createTestDatabase();
    installEventCatalogue(EVENT_CATALOGUE);
    await appendAsRecorded(t.db, stream, [{ type: VisitorAnalyticsEvents.PageViewed, schemaVersion: 1, data: recorded }]);
    await appendAsRecorded(t.db, streamV2, [{ type: VisitorAnalyticsEvents.PageViewed, schemaVersion: 2, data: recordedV2 }]);
  }, 60_000);
  afterAll(() => t.drop());

  it('reads them as version 3 in readStream and readLog', async () => {
    const expected = expect.objectContaining({ type: VisitorAnalyticsEvents.PageViewed, schemaVersion: 3, data: current });
    const expectedV2 = expect.objectContaining({ type: VisitorAnalyticsEvents.PageViewed, schemaVersion: 3, data: currentOfV2 });
    const store = new EventStore(t.db);
    expect(await store.readStream(stream)).toEqual([expected]);
    expect(await store.readStream(streamV2)).toEqual([expectedV2]);
    // Below the oldest running transaction of the shared server: wait for it to pass.
    const logged = await waitFor('the log to show the page views', async () => {
      const found = await readLog(t.db, { types: [VisitorAnalyticsEvents.PageViewed] });
      return found.length > 1 && found;
    });
    expect(logged).toEqual([expected, expectedV2]);
  });

  it('replays them as version 3: each page counted under its normalised path and source', async () => {
    const r = await replayProjection(t.db, visitorPageviewsProjection);
    expect(r.events).toBe(2);
    const rows = await t.db.selectFrom('visitor_pageviews').select(['session_id', 'page_path', 'source']).orderBy('session_id').execute();
    expect(rows).toEqual([
      { session_id: 'v1', page_path: '/about', source: 'newsletter' },
      { session_id: 'v2', page_path: '/', source: 'twitter' },
    ]);
  });
});
