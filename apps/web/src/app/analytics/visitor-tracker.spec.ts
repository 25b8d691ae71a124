import {
  LOCAL_STORAGE_KEYS,
  trackAnalyticsEventRequestSchema,
  trackIncompleteRequestSchema,
  type AnalyticsMeta,
  type TrackAnalyticsEventRequest,
} from '@intake/contracts';
import type { KeyValueStorage } from '../browser-storage';
import { brokenStorage, memoryStorage } from '../memory-storage.testing';
import { TRACK_INCOMPLETE_PATH, TRACK_PATH, VisitorTracker, type AnalyticsCall } from './visitor-tracker';

const META: AnalyticsMeta = { utm_source: 'newsletter', utm_campaign: 'spring', device_type: 'desktop', screen: { w: 1440, h: 900, dpr: 2 }, lang: 'en-US' };
/** After the entry page view: the server would count a utm_source as another entry. */
const LATER: AnalyticsMeta = { device_type: 'desktop', screen: { w: 1440, h: 900, dpr: 2 }, lang: 'en-US' };

function setUp(options: { storage?: KeyValueStorage | null; entryReferrer?: string | null; visible?: boolean } = {}) {
  let now = 10_000;
  const calls: Array<AnalyticsCall & { leaving: boolean }> = [];
  let ids = 0;
  const tracker = new VisitorTracker({
    clock: () => now,
    storage: options.storage === undefined ? memoryStorage() : options.storage,
    newId: () => `session-${++ids}`,
    send: (call, { leaving }) => calls.push({ ...call, leaving }),
    meta: META,
    entryReferrer: options.entryReferrer ?? null,
    visible: options.visible ?? true,
  });
  const events = () => calls.filter((c) => c.path === TRACK_PATH).map((c) => c.body as TrackAnalyticsEventRequest);
  return { tracker, calls, events, advance: (ms: number) => void (now += ms), ids: () => ids };
}

/** Every body must pass the server's schema unchanged. */
function expectValid(calls: AnalyticsCall[]) {
  for (const call of calls) {
    const schema = call.path === TRACK_PATH ? trackAnalyticsEventRequestSchema : trackIncompleteRequestSchema;
    const parsed = schema.safeParse(call.body);
    expect(parsed.error?.issues ?? []).toEqual([]);
  }
}

describe('visitor tracker', () => {
  it('sends nothing while an admin is signed in in this browser (the team’s own traffic), and again once signed out', () => {
    const storage = memoryStorage();
    storage.setItem(LOCAL_STORAGE_KEYS.adminToken, 'token');
    const { tracker, calls, advance } = setUp({ storage });
    tracker.enterPage('/');
    advance(2_000);
    tracker.incomplete(
      { interaction_type: 'work_with_us', page_path: '/work-with-us', completion_percentage: 25, time_spent_ms: 10, form_data: {}, last_step: 'name' },
      { leaving: false },
    );
    tracker.enterPage('/about');
    expect(calls).toEqual([]);
    storage.removeItem(LOCAL_STORAGE_KEYS.adminToken);
    tracker.enterPage('/work-with-us');
    expect(calls.map((c) => [c.path, c.body.page_path])).toEqual([[TRACK_PATH, '/work-with-us']]);
  });

  it('sends a page view per page with the previous page as referrer, and page_unload with the visible time on leaving; the campaign rides on the entry only', () => {
    const { tracker, calls, events, advance } = setUp({ entryReferrer: 'https://www.google.com/search' });
    tracker.enterPage('/');
    advance(3_000);
    tracker.enterPage('/about');
    advance(1_200);
    tracker.enterPage('/work-with-us');

    expect(events()).toEqual([
      {
        session_id: 'session-1',
        new_session: true,
        consent: false,
        event_type: 'pageview',
        page_path: '/',
        referrer_path: 'https://www.google.com/search',
        value: null,
        meta: META,
      },
      { session_id: 'session-1', new_session: false, consent: false, event_type: 'page_unload', page_path: '/', engaged_ms: 3_000, value: null, meta: LATER },
      {
        session_id: 'session-1',
        new_session: false,
        consent: false,
        event_type: 'pageview',
        page_path: '/about',
        referrer_path: '/',
        value: null,
        meta: LATER,
      },
      {
        session_id: 'session-1',
        new_session: false,
        consent: false,
        event_type: 'page_unload',
        page_path: '/about',
        engaged_ms: 1_200,
        value: null,
        meta: LATER,
      },
      {
        session_id: 'session-1',
        new_session: false,
        consent: false,
        event_type: 'pageview',
        page_path: '/work-with-us',
        referrer_path: '/about',
        value: null,
        meta: LATER,
      },
    ]);
    // Route changes do not need a beacon's urgency: they may wait for the backend probe.
    expect(calls.every((c) => !c.leaving)).toBe(true);
    expectValid(calls);
  });

  it('a first page view without a referrer has referrer_path null', () => {
    const { tracker, events } = setUp();
    tracker.enterPage('/about');
    expect(events()[0]).toMatchObject({ page_path: '/about', referrer_path: null });
  });

  it('the same path again (a query change or re-render) is not a new page view', () => {
    const { tracker, events, advance } = setUp();
    tracker.enterPage('/');
    advance(500);
    tracker.enterPage('/');
    expect(events().map((e) => e.event_type)).toEqual(['pageview']);
  });

  it('pauses engaged time while hidden, reports it when hidden, and reports only the rest on leaving', () => {
    const { tracker, calls, events, advance } = setUp();
    tracker.enterPage('/about');
    advance(2_000);
    tracker.hidden();
    advance(600_000);
    tracker.hidden(); // pagehide after visibilitychange: nothing new accrued, nothing sent
    tracker.shown();
    advance(700);
    tracker.enterPage('/');

    expect(events().map((e) => [e.event_type, e.page_path, e.engaged_ms])).toEqual([
      ['pageview', '/about', undefined],
      ['page_unload', '/about', 2_000],
      ['page_unload', '/about', 700],
      ['pageview', '/', undefined],
    ]);
    // The report made while the page goes away must not wait for anything.
    expect(calls.map((c) => c.leaving)).toEqual([false, true, false, false]);
    expectValid(calls);
  });

  it('does not count time for a page opened in the background until it shows', () => {
    const { tracker, events, advance } = setUp({ visible: false });
    tracker.enterPage('/');
    advance(30_000);
    tracker.shown();
    advance(400);
    tracker.hidden();
    expect(events().map((e) => e.engaged_ms ?? null)).toEqual([null, 400]);
  });

  it('admin pages (null) end the current page without a page view; the next page names the last tracked one as referrer', () => {
    const { tracker, events, advance } = setUp();
    tracker.enterPage('/about');
    advance(900);
    tracker.enterPage(null);
    advance(50_000);
    tracker.enterPage(null);
    tracker.enterPage('/');
    expect(events().map((e) => [e.event_type, e.page_path, e.referrer_path ?? null, e.engaged_ms ?? null])).toEqual([
      ['pageview', '/about', null, null],
      ['page_unload', '/about', null, 900],
      ['pageview', '/', '/about', null],
    ]);
  });

  it('new_session is true only on the first event of a session this page load created', () => {
    const storage = memoryStorage();
    const first = setUp({ storage });
    first.tracker.enterPage('/');
    first.advance(10);
    first.tracker.enterPage('/about');
    expect(first.events().map((e) => e.new_session)).toEqual([true, false, false]);
    expect(storage.data.get(LOCAL_STORAGE_KEYS.analyticsSessionId)).toBe('session-1');

    // The next page load of the same browser: same session, never new.
    const second = setUp({ storage });
    second.tracker.enterPage('/');
    expect(second.events()).toMatchObject([{ session_id: 'session-1', new_session: false }]);
    expect(second.ids()).toBe(0);
  });

  it('reads consent at every event, so consent given mid-visit counts from the next event', () => {
    const storage = memoryStorage();
    const { tracker, events, advance } = setUp({ storage });
    tracker.enterPage('/');
    storage.setItem(LOCAL_STORAGE_KEYS.analyticsConsent, 'true');
    advance(10);
    tracker.enterPage('/about');
    expect(events().map((e) => e.consent)).toEqual([false, true, true]);
  });

  it('keeps working when storage fails: one page-long session, consent given (visitor spec §5)', () => {
    const { tracker, events, advance } = setUp({ storage: brokenStorage });
    tracker.enterPage('/');
    advance(10);
    tracker.enterPage('/about');
    expect(events().map((e) => [e.session_id, e.new_session, e.consent])).toEqual([
      ['session-1', true, true],
      ['session-1', false, true],
      ['session-1', false, true],
    ]);
  });

  it('sends an incomplete form under the visit session and meta', () => {
    const { tracker, calls } = setUp();
    tracker.enterPage('/work-with-us');
    tracker.incomplete(
      {
        interaction_type: 'work_with_us',
        page_path: '/work-with-us',
        completion_percentage: 50,
        time_spent_ms: 4_000,
        form_data: { name: true, email: false },
        last_step: 'email',
      },
      { leaving: true },
    );
    const last = calls.at(-1)!;
    expect(last).toEqual({
      path: TRACK_INCOMPLETE_PATH,
      leaving: true,
      body: {
        session_id: 'session-1',
        interaction_type: 'work_with_us',
        page_path: '/work-with-us',
        completion_percentage: 50,
        time_spent_ms: 4_000,
        form_data: { name: true, email: false },
        last_step: 'email',
        meta: META,
      },
    });
    expectValid(calls);
  });
});
