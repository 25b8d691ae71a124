import {
  trackAnalyticsEventRequestSchema,
  upcastPageLeftV1,
  upcastPageViewedV1,
  upcastPageViewedV2,
  type VisitorPageViewedData,
  type VisitorPageViewedDataV1,
  type VisitorPageViewedDataV2,
} from '@intake/contracts';
import { decideTrack, type VisitorRequestContext } from './visitor-analytics.decider.js';

const ctx: VisitorRequestContext = {
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  siteHost: 'intake.example',
  cdnGeo: null,
  now: new Date('2026-03-01T10:00:00.000Z'),
};

const decided = (body: Record<string, unknown>) =>
  decideTrack(trackAnalyticsEventRequestSchema.parse({ session_id: 's-1', event_type: 'pageview', ...body }), ctx)[0]!.data as VisitorPageViewedData;

/** An old event as every read gives it: through each upcaster to the current version. */
const fromV1 = (d: VisitorPageViewedDataV1): VisitorPageViewedData => upcastPageViewedV2(upcastPageViewedV1(d));

describe('page paths at ingest', () => {
  it('records the page without query or fragment, its utm tags as the campaign and the source', () => {
    const data = decided({ page_path: '/?utm_source=Twitter&utm_medium=social#top' });
    expect(data).toMatchObject({
      page_path: '/',
      source: 'twitter',
      campaign: { utm_source: 'twitter', utm_medium: 'social', utm_campaign: null },
      meta: { utm_source: 'Twitter', utm_medium: 'social' },
    });
  });

  it('keeps all five utm tags, each its own field of the campaign', () => {
    const data = decided({ page_path: '/about/?utm_source=x&utm_term=Knee+Brace&utm_content=Banner-2&ref=y' });
    expect(data.page_path).toBe('/about');
    expect(data.campaign).toEqual({ utm_source: 'x', utm_medium: null, utm_campaign: null, utm_term: 'knee brace', utm_content: 'banner-2' });
  });

  it('lets the tags the meta names win over the query', () => {
    expect(decided({ page_path: '/?utm_source=twitter', meta: { utm_source: 'Newsletter' } })).toMatchObject({
      source: 'newsletter',
      campaign: { utm_source: 'newsletter' },
    });
  });
});

describe('VisitorPageViewed 1 → 2 → 3 (upcastPageViewedV1, upcastPageViewedV2)', () => {
  it.each([
    ['/?utm_source=Twitter&utm_campaign=Launch', null, {}],
    ['/?utm_source=Twitter&utm_term=Knee+Brace&utm_content=Banner', null, {}],
    ['/about/#team', '/', {}],
    ['/?utm_source=twitter', 'https://www.google.com/search', {}],
    ['/?utm_source=twitter', null, { utm_source: 'Newsletter' }],
  ])('gives an old event of %j (referrer %j, meta %j) the figures a new beacon gets', (path, referrer, meta) => {
    const now = decided({ page_path: path, referrer_path: referrer, meta });
    // As ingest recorded it before: the path as sent, source and campaign from the meta alone.
    const old = decided({ page_path: '/x', referrer_path: referrer, meta });
    const before: VisitorPageViewedDataV1 = { ...old, page_path: path, campaign: undefined };
    const after = fromV1(before);
    expect({ page_path: after.page_path, source: after.source, campaign: after.campaign, meta: after.meta }).toEqual({
      page_path: now.page_path,
      source: now.source,
      campaign: now.campaign,
      meta: now.meta,
    });
  });

  it('passes an event recorded under both rules through unchanged', () => {
    const d = decided({ page_path: '/about/?utm_source=x&utm_term=y' });
    expect(fromV1(d)).toEqual(d);
  });

  it('gives a page view recorded before software and campaign those ingest records now', () => {
    const now = decided({ page_path: '/about', meta: { utm_source: 'Newsletter', utm_medium: 'Email' } });
    const { software: _software, campaign: _campaign, ...old } = now;
    expect(fromV1(old)).toEqual(now);
  });

  it('gives a version 2 page view the utm_term and utm_content ingest put in its meta', () => {
    const now = decided({ page_path: '/?utm_term=Falls&utm_content=Hero', meta: { utm_source: 'Newsletter' } });
    const { utm_term: _term, utm_content: _content, ...campaignV2 } = now.campaign;
    const v2: VisitorPageViewedDataV2 = { ...now, campaign: campaignV2 };
    expect(upcastPageViewedV2(v2)).toEqual(now);
    expect(now.campaign).toMatchObject({ utm_source: 'newsletter', utm_term: 'falls', utm_content: 'hero' });
  });

  it('reads a version 2 page view whose meta an erasure redacted without the tags', () => {
    const now = decided({ page_path: '/', meta: { utm_term: 'falls' } });
    const { utm_term: _term, utm_content: _content, ...campaignV2 } = now.campaign;
    // An erasure writes {} over the meta (placeholderFor in @intake/event-store).
    const erased: VisitorPageViewedDataV2 = { ...now, campaign: campaignV2, meta: {} };
    expect(upcastPageViewedV2(erased).campaign).toEqual({ ...campaignV2, utm_term: null, utm_content: null });
  });
});

describe('VisitorPageLeft 1 → 2 (upcastPageLeftV1)', () => {
  it('normalises the page path, sets the bot flag from the agent where it was not recorded, and leaves the rest', () => {
    const left = { session_id: 's', consent: false, page_path: '/about/?utm_source=x#team', engaged_ms: 5, value: null, left_at: 'now' };
    const client = { ip: null, user_agent: null, device_type: 'desktop' as const, cdn_geo: null };
    expect(upcastPageLeftV1({ ...left, client })).toEqual({ ...left, client: { ...client, bot: false }, page_path: '/about' });
  });
});
