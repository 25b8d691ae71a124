import { trackAnalyticsEventRequestSchema, trackIncompleteRequestSchema, VisitorAnalyticsEvents } from '@intake/contracts';
import { decideTrack, decideTrackIncomplete, resolveDeviceType, type VisitorRequestContext } from './visitor-analytics.decider.js';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('resolveDeviceType', () => {
  it.each([
    ['the browser-reported type wins', 'tablet', UA.iphone, 'tablet'],
    ['an iPhone agent is mobile', undefined, UA.iphone, 'mobile'],
    ['an Android phone agent is mobile', undefined, UA.androidPhone, 'mobile'],
    ['an Android agent without "Mobile" is a tablet', undefined, UA.androidTablet, 'tablet'],
    ['an iPad agent is a tablet', undefined, UA.ipad, 'tablet'],
    ['a Windows agent is desktop', undefined, UA.windows, 'desktop'],
    ['no agent at all is desktop (the spec default)', undefined, null, 'desktop'],
  ] as const)('%s', (_label, reported, agent, expected) => {
    expect(resolveDeviceType(reported, agent)).toBe(expected);
  });
});

describe('decideTrack', () => {
  const now = new Date('2026-03-01T10:00:00.000Z');
  const ctx: VisitorRequestContext = { ip: '::ffff:203.0.113.9', userAgent: UA.iphone, siteHost: 'intake.example', cdnGeo: null, now };
  const track = (body: Record<string, unknown>) =>
    trackAnalyticsEventRequestSchema.parse({ session_id: 's-1', page_path: '/', event_type: 'pageview', ...body });

  it('records the browser, OS and campaign apart from the agent and meta an erasure redacts', () => {
    const [view] = decideTrack(track({ meta: { utm_source: 'Newsletter', utm_campaign: 'Spring' } }), ctx);
    expect(view).toMatchObject({
      data: {
        client: { bot: false },
        software: { browser: 'Safari', os: 'iOS' },
        campaign: { utm_source: 'newsletter', utm_medium: null, utm_campaign: 'spring', utm_term: null, utm_content: null },
      },
    });
  });

  it('records a page view with the address only when consent was given', () => {
    const [withConsent] = decideTrack(track({ consent: true, referrer_path: 'https://www.google.com/' }), ctx);
    expect(withConsent).toMatchObject({
      type: VisitorAnalyticsEvents.PageViewed,
      data: {
        session_id: 's-1',
        consent: true,
        source: 'google.com',
        client: { ip: '203.0.113.9', device_type: 'mobile', user_agent: UA.iphone },
        viewed_at: now.toISOString(),
      },
      metadata: { actor: 'visitor' },
    });
    const [without] = decideTrack(track({}), ctx);
    expect(without!.data).toMatchObject({ consent: false, source: 'direct', client: { ip: null, device_type: 'mobile' } });
    // The address is nowhere else in the event either.
    expect(JSON.stringify(without)).not.toContain('203.0.113.9');
  });

  it('takes utm_source and the reported device type from meta', () => {
    const [e] = decideTrack(track({ meta: { utm_source: 'LinkedIn', device_type: 'tablet' }, referrer_path: '/about' }), ctx);
    expect(e!.data).toMatchObject({ source: 'linkedin', client: { device_type: 'tablet' } });
  });

  it('marks in-app navigation as no entry', () => {
    const [e] = decideTrack(track({ referrer_path: '/about' }), ctx);
    expect(e!.data).toMatchObject({ source: null, referrer_path: '/about' });
  });

  it('records page_unload as the page left with its engaged time', () => {
    const [e] = decideTrack(track({ event_type: 'page_unload', engaged_ms: 4200, consent: true }), {
      ...ctx,
      cdnGeo: { provider: 'cloudflare', country_code: 'DE', region: null, city: null },
    });
    expect(e).toMatchObject({
      type: VisitorAnalyticsEvents.PageLeft,
      data: { engaged_ms: 4200, left_at: now.toISOString(), client: { ip: '203.0.113.9', cdn_geo: { country_code: 'DE' } } },
    });
    const [noTime] = decideTrack(track({ event_type: 'page_unload' }), ctx);
    expect(noTime!.data).toMatchObject({ engaged_ms: 0 });
  });

  it('cuts an oversized user agent', () => {
    const [e] = decideTrack(track({}), { ...ctx, userAgent: 'x'.repeat(5000) });
    expect((e!.data as { client: { user_agent: string } }).client.user_agent).toHaveLength(512);
  });
});

describe('decideTrackIncomplete', () => {
  const ctx: VisitorRequestContext = { ip: '203.0.113.9', userAgent: UA.windows, siteHost: null, cdnGeo: null, now: new Date('2026-03-01T10:00:00.000Z') };

  it('keeps the names of the filled fields, never their values, and no address', () => {
    const request = trackIncompleteRequestSchema.parse({
      session_id: 's-2',
      interaction_type: 'work_with_us_form',
      page_path: '/work-with-us',
      completion_percentage: 50,
      time_spent_ms: 30_000,
      form_data: { name: 'Ada Lovelace', email: 'ada@example.org', notes: '  ', roles: [], consent: false },
      last_step: 2,
    });
    const [e] = decideTrackIncomplete(request, ctx);
    expect(e).toMatchObject({
      type: VisitorAnalyticsEvents.FormAbandoned,
      data: { session_id: 's-2', filled_fields: ['name', 'email'], last_step: 2, completion_percentage: 50, client: { ip: null, device_type: 'desktop' } },
    });
    expect(JSON.stringify(e)).not.toMatch(/Ada|ada@example|203\.0\.113\.9/);
  });
});
