import { VisitorAnalyticsEvents, type VisitorClientInfo } from '@intake/contracts';
import type { StoredEvent } from '@intake/event-store';
import type { LocatedEvent, VisitorLocation } from './visitor-location.js';
import { evolveVisitorSession } from './visitor-sessions.projection.js';

let position = 0;
const client = (ip: string | null): VisitorClientInfo => ({ ip, user_agent: 'agent', device_type: 'desktop', cdn_geo: null, bot: false });
function event(type: string, data: Record<string, unknown>, location: VisitorLocation | null = null): LocatedEvent {
  position++;
  const base: StoredEvent = {
    globalPosition: position,
    transactionId: String(position),
    streamId: 'visitor-session-s',
    streamPosition: position,
    eventId: `e${position}`,
    type,
    schemaVersion: 1,
    data: { session_id: 's', ...data },
    metadata: {},
    createdAt: new Date(),
  };
  // Only the fields evolve reads: the spec's data is partial, so it is taken as the union here.
  return { ...base, location } as LocatedEvent;
}
const viewed = (at: string, consent: boolean, ip: string | null, source: string | null, page = '/', location: VisitorLocation | null = null) =>
  event(VisitorAnalyticsEvents.PageViewed, { consent, page_path: page, source, client: client(ip), viewed_at: at }, location);

describe('evolveVisitorSession', () => {
  const berlin = { city: 'Berlin', region: 'BE', country_code: 'DE' };

  it('counts page views, keeps the first entry as source and landing page, and the first and last times', () => {
    const events = [
      viewed('2026-03-01T10:00:00Z', true, '203.0.113.9', 'google.com', '/', berlin),
      viewed('2026-03-01T10:01:00Z', true, '203.0.113.9', null, '/about'),
      event(VisitorAnalyticsEvents.PageLeft, {
        consent: true,
        page_path: '/about',
        engaged_ms: 1500,
        client: client('203.0.113.9'),
        left_at: '2026-03-01T10:02:00Z',
      }),
      event(VisitorAnalyticsEvents.FormAbandoned, { page_path: '/work-with-us', client: client(null), recorded_at: '2026-03-01T10:03:00Z' }),
    ];
    const row = events.reduce((r, e) => evolveVisitorSession(r, e), null as ReturnType<typeof evolveVisitorSession>);
    expect(row).toMatchObject({
      session_id: 's',
      pageviews: 2,
      source: 'google.com',
      landing_page: '/',
      ip: '203.0.113.9',
      consent: true,
      ...berlin,
      engaged_ms: 1500,
      incomplete_forms: 1,
      first_seen: new Date('2026-03-01T10:00:00Z'),
      last_seen: new Date('2026-03-01T10:03:00Z'),
    });
  });

  it('keeps no address for a session without consent, and drops it when consent goes', () => {
    const without = evolveVisitorSession(null, viewed('2026-03-01T10:00:00Z', false, null, 'direct'));
    expect(without).toMatchObject({ ip: null, consent: false, pageviews: 1, source: 'direct' });
    const withdrawn = evolveVisitorSession(
      evolveVisitorSession(null, viewed('2026-03-01T10:00:00Z', true, '203.0.113.9', 'direct')),
      viewed('2026-03-01T10:05:00Z', false, null, null),
    );
    expect(withdrawn).toMatchObject({ ip: null, consent: false, pageviews: 2 });
  });

  it('a session whose first page view is in-site navigation came direct', () => {
    expect(evolveVisitorSession(null, viewed('2026-03-01T10:00:00Z', false, null, null, '/chat'))).toMatchObject({ source: 'direct', landing_page: '/chat' });
  });
});
