import { ERASED_TEXT } from '@intake/event-store';
import type { VisitorPageViewedData } from '@intake/contracts';
import {
  abandonCounts,
  addressCounts,
  botCounts,
  MAX_ENGAGED_MS,
  pageLeftCounts,
  evolveRollupSession,
  locationLabel,
  pageviewCounts,
  sessionCounts,
  sumCounts,
  UNKNOWN_LOCATION,
} from './visitor-rollups.js';

const at = (iso: string) => new Date(iso);

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

function pv(over: Partial<VisitorPageViewedData> = {}): VisitorPageViewedData {
  return {
    session_id: 's1',
    new_session: false,
    consent: true,
    page_path: '/',
    referrer_path: null,
    source: null,
    value: null,
    meta: {},
    client: { ip: '203.0.113.9', user_agent: null, device_type: 'desktop', cdn_geo: null, bot: false },
    software: { browser: 'Unknown', os: 'Unknown' },
    campaign: { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null },
    viewed_at: '2026-01-01T10:15:00.000Z',
    ...over,
  };
}

const LEEDS = { city: 'Leeds', region: 'England', country_code: 'gb' };

describe('visitor rollups (pure rules)', () => {
  it('keeps the address only with consent, following the latest page view', () => {
    const first = evolveRollupSession(null, pv(), LEEDS);
    expect(first).toMatchObject({ ip: '203.0.113.9', country_code: 'GB', location: 'Leeds, England, GB', pageviews: 1 });
    const declined = evolveRollupSession(first, pv({ consent: false, viewed_at: '2026-01-01T11:00:00.000Z' }), null);
    expect(declined).toMatchObject({ ip: null, country_code: 'GB', pageviews: 2, last_at: at('2026-01-01T11:00:00.000Z') });
    // An older page view arriving late changes neither the address nor where the session ends.
    const late = evolveRollupSession(declined, pv({ viewed_at: '2026-01-01T09:00:00.000Z', page_path: '/late' }), null);
    expect(late).toMatchObject({ ip: null, first_at: at('2026-01-01T09:00:00.000Z'), last_at: at('2026-01-01T11:00:00.000Z'), last_page: '/' });
  });

  it('labels places like the panel and erased parts not at all', () => {
    expect(locationLabel({ city: 'Berlin', region: 'Berlin', country_code: 'DE' })).toBe('Berlin, DE');
    expect(locationLabel({ city: '[erased]', region: null, country_code: 'DE' })).toBe('DE');
    expect(locationLabel(null)).toBe(UNKNOWN_LOCATION);
  });

  it('takes a session back exactly where it counted it', () => {
    const s = evolveRollupSession(null, pv(), LEEDS);
    expect(sumCounts([...sessionCounts(s, 1), ...sessionCounts(s, -1)])).toEqual([]);
    const dims = sessionCounts(s, 1).map((c) => `${c.dim}/${c.scope}/${c.value}`);
    expect(dims).toEqual([
      'sess//',
      'sess/GB/',
      'sess_country//GB',
      'sess_loc//Leeds, England, GB',
      'sess_loc/GB/Leeds, England, GB',
      'sess_ip//203.0.113.9',
      'sess_ip/GB/203.0.113.9',
      'exit_page///',
      'exit_page/GB//',
      'sess_bounce//',
      'sess_bounce/GB/',
    ]);
  });

  it('counts a session of several page views for its duration, not as a bounce', () => {
    const s = evolveRollupSession(evolveRollupSession(null, pv(), LEEDS), pv({ page_path: '/about', viewed_at: '2026-01-01T10:17:30.000Z' }), LEEDS);
    const counts = sessionCounts(s, 1);
    expect(counts.filter((c) => c.dim === 'sess_bounce')).toEqual([]);
    expect(counts.filter((c) => c.dim === 'sess_dur').map((c) => `${c.scope}/${c.n}`)).toEqual(['/150000', 'GB/150000']);
    expect(sumCounts([...counts, ...sessionCounts(s, -1)])).toEqual([]);
  });

  it('counts a page view under its page, device, software, utm, and as an entry only with a source', () => {
    const view = pv({
      source: 'newsletter',
      meta: { utm_source: 'Newsletter', utm_campaign: 'spring' },
      page_path: '/about',
      client: { ip: '203.0.113.9', user_agent: CHROME_ON_WINDOWS, device_type: 'desktop', cdn_geo: null, bot: false },
      software: { browser: 'Chrome', os: 'Windows' },
      campaign: { utm_source: 'newsletter', utm_medium: null, utm_campaign: 'spring', utm_term: null, utm_content: null },
    });
    const s = evolveRollupSession(null, view, LEEDS);
    const counts = pageviewCounts(view, s, true);
    const inScope = (scope: string) =>
      counts
        .filter((c) => c.scope === scope)
        .map((c) => `${c.dim}/${c.value}`)
        .sort();
    const own = [
      'pv/',
      'start/',
      'page//about',
      'device/desktop',
      'browser/Chrome',
      'os/Windows',
      'country/GB',
      'entry/newsletter',
      'entry_page//about',
      'utm_source/newsletter',
      'utm_campaign/spring',
    ].sort();
    // The same counts with no filter, in its country, and under each of its filterable values (issue 35).
    const scopes = [
      '',
      'GB',
      'page:/about',
      'device:desktop',
      'browser:Chrome',
      'os:Windows',
      'entry:newsletter',
      'entry_page:/about',
      'utm_source:newsletter',
      'utm_campaign:spring',
    ];
    expect([...new Set(counts.map((c) => c.scope))].sort()).toEqual(scopes.sort());
    for (const scope of scopes) expect(inScope(scope)).toEqual(own);
    expect(pageviewCounts(pv(), s, false).some((c) => c.dim === 'entry' || c.dim === 'start')).toBe(false);
  });

  it('counts the software and campaign recorded on the event, which an erasure of the agent and meta leaves', () => {
    const erased = pv({
      meta: { utm_source: ERASED_TEXT },
      client: { ip: null, user_agent: ERASED_TEXT, device_type: 'mobile', cdn_geo: null, bot: false },
      software: { browser: 'Safari', os: 'iOS' },
      campaign: { utm_source: 'newsletter', utm_medium: null, utm_campaign: 'spring', utm_term: null, utm_content: null },
    });
    const dims = pageviewCounts(erased, evolveRollupSession(null, erased, LEEDS), false).map((c) => `${c.dim}/${c.value}`);
    expect(dims).toEqual(expect.arrayContaining(['browser/Safari', 'os/iOS', 'utm_source/newsletter', 'utm_campaign/spring']));
    expect(dims.filter((d) => d.startsWith('utm_medium'))).toEqual([]);
  });

  it('moves an address between the buckets of its two latest sessions', () => {
    const t1 = at('2026-01-01T10:00:00Z');
    const t2 = at('2026-01-02T10:00:00Z');
    const t3 = at('2026-01-03T10:00:00Z');
    // A first session: one visitor, not returning.
    expect(addressCounts('', [], [t1])).toEqual([{ dim: 'ip1', scope: '', value: '', at: t1, n: 1 }]);
    // A second one: the visitor moves to t2, and counts as returning at t1.
    expect(addressCounts('', [t1], [t2, t1])).toEqual([
      { dim: 'ip1', scope: '', value: '', at: t1, n: -1 },
      { dim: 'ip1', scope: '', value: '', at: t2, n: 1 },
      { dim: 'ip2', scope: '', value: '', at: t1, n: 1 },
    ]);
    expect(sumCounts(addressCounts('GB', [t2, t1], [t3, t2])).map((d) => `${d.dim}/${d.grain}/${d.bucket.toISOString()}/${d.n}`)).toEqual([
      'ip1/h/2026-01-02T10:00:00.000Z/-1',
      'ip1/d/2026-01-02T00:00:00.000Z/-1',
      'ip1/h/2026-01-03T10:00:00.000Z/1',
      'ip1/d/2026-01-03T00:00:00.000Z/1',
      'ip2/h/2026-01-01T10:00:00.000Z/-1',
      'ip2/d/2026-01-01T00:00:00.000Z/-1',
      'ip2/h/2026-01-02T10:00:00.000Z/1',
      'ip2/d/2026-01-02T00:00:00.000Z/1',
    ]);
  });
});

describe('bots, engaged time and forms left', () => {
  it('counts a bot page view in bot alone', () => {
    expect(botCounts(pv())).toEqual([{ dim: 'bot', scope: '', value: '', at: at('2026-01-01T10:15:00.000Z'), n: 1 }]);
  });

  it('counts a page left under its page, its engaged time capped', () => {
    const left = {
      session_id: 's1',
      consent: true,
      page_path: '/about',
      engaged_ms: 3 * MAX_ENGAGED_MS,
      value: null,
      client: pv().client,
      left_at: '2026-01-01T10:20:00.000Z',
    };
    expect(pageLeftCounts(left)).toEqual([
      { dim: 'engaged', scope: '', value: '/about', at: at('2026-01-01T10:20:00.000Z'), n: MAX_ENGAGED_MS },
      { dim: 'engaged_n', scope: '', value: '/about', at: at('2026-01-01T10:20:00.000Z'), n: 1 },
      { dim: 'engaged', scope: 'page:/about', value: '/about', at: at('2026-01-01T10:20:00.000Z'), n: MAX_ENGAGED_MS },
      { dim: 'engaged_n', scope: 'page:/about', value: '/about', at: at('2026-01-01T10:20:00.000Z'), n: 1 },
    ]);
    expect(pageLeftCounts({ ...left, engaged_ms: 1234.6 })[0]!.n).toBe(1235);
  });

  it('counts a form left under its type and last step', () => {
    const form = {
      session_id: 's1',
      interaction_type: 'work_with_us',
      page_path: '/work-with-us',
      completion_percentage: 50,
      time_spent_ms: 10,
      filled_fields: [],
      last_step: 'email',
      client: pv().client,
      recorded_at: '2026-01-01T10:20:00.000Z',
    };
    expect(abandonCounts(form)).toEqual([{ dim: 'abandon', scope: '', value: 'work_with_us:email', at: at('2026-01-01T10:20:00.000Z'), n: 1 }]);
    expect(abandonCounts({ ...form, last_step: 3 })[0]!.value).toBe('work_with_us:3');
    expect(abandonCounts({ ...form, last_step: null })[0]!.value).toBe('work_with_us:');
  });
});
