import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SELF_DESCRIPTION_OPTIONS, type AnalyticsSession, type AnalyticsSummary } from '@intake/contracts';
import { ADMIN } from './support/admin-seed.js';
import { launchBrowser, appReady } from './support/browser.js';
import { eventually, sleep } from './support/eventually.js';
import { freePort } from './support/free-port.js';
import { startProduct, type RunningProduct } from './support/product.js';

const LANDING_HEADING = 'Break silos. Build solutions.';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface StoredEvent {
  event_type: string;
  data: Record<string, unknown>;
}

describe('visitor analytics in Chromium, recorded by the product started as `npm start` starts it', () => {
  let product: RunningProduct;
  let browser: Browser;
  let db: pg.Client;
  let auth: Record<string, string>;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // The embedded PostgreSQL on a port of our own, so the test can read the event log itself:
    // the incomplete-form record has no read call of its own.
    const pgPort = await freePort();
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, EMBEDDED_PG_PORT: String(pgPort) });
    browser = await launchBrowser();
    db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/intake` });
    await db.connect();
    const login = await fetch(`${product.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await db?.end();
    await product?.stop();
  });

  const visitor = async (userAgent?: string): Promise<Page> => {
    const context = await browser.newContext(userAgent ? { userAgent } : {});
    contexts.push(context);
    return context.newPage();
  };
  const open = async (page: Page, path: string) => {
    await page.goto(`${product.url}${path}`);
    await appReady(page);
    await page.locator('main#main').first().waitFor();
  };
  /**
   * An in-app link's page is on screen. The router changes the address at once but renders the new
   * page in a transition, which waits for the page's code: until then the app, and its analytics,
   * are still on the page before. Leaving on the address alone once recorded no view of /about.
   */
  const shows = (page: Page, heading: string) => page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  const sessionIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('analytics_session_id'));
  const eventsOf = async (sessionId: string): Promise<StoredEvent[]> =>
    (await db.query<StoredEvent>('select event_type, data from events where stream_id = $1 order by global_position', [`visitor-session-${sessionId}`])).rows;
  // What the page sent and how each call ended: both visit cases failed in whole runs, and a
  // time-out alone did not tell which record never arrived, or whether it was ever sent.
  const analyticsCalls = (page: Page): string[] => {
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/analytics/') && calls.push(`sent ${r.url()} ${r.postData() ?? ''}`));
    page.on('requestfinished', (r) => void r.response().then((res) => r.url().includes('/analytics/') && calls.push(`${r.url()} ${res?.status() ?? '-'}`)));
    page.on('requestfailed', (r) => r.url().includes('/analytics/') && calls.push(`${r.url()} failed: ${r.failure()?.errorText ?? '?'}`));
    return calls;
  };
  const explainMissing = (sessionId: string, calls: string[]) => async (error: Error) => {
    const logged = (await eventsOf(sessionId)).map((e) => `${e.event_type} ${JSON.stringify(e.data.completion_percentage ?? e.data.page_path)}`);
    throw new Error(`${error.message}\nlogged for the session: ${logged.join('; ')}\nanalytics calls the page made: ${calls.join('\n')}`);
  };
  const adminGet = async <T>(path: string): Promise<T> => {
    const reply = await fetch(`${product.url}${path}`, { headers: auth });
    expect([path, reply.status]).toEqual([path, 200]);
    return (await reply.json()) as T;
  };

  it('records a visit: the session with its device type, a page view per page with referrer and source, engaged time, no admin page', async () => {
    const page = await visitor(IPHONE);
    const calls = analyticsCalls(page);
    // The next page's code comes late, as on a busy machine: the view must wait for its page.
    await page.route(/\/assets\/about-page-[^/]*\.js$/, async (route) => {
      await sleep(1500);
      await route.continue();
    });
    await open(page, '/?utm_source=e2e-newsletter');
    // Accepting the Privacy Policy is the visitor's analytics consent.
    await page.getByRole('button', { name: 'Privacy', exact: true }).click();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('button', { name: 'Accept' }).click();
    expect(await page.evaluate(() => localStorage.getItem('analytics_consent'))).toBe('true');
    await sleep(300);
    await page.getByRole('link', { name: 'How It Works' }).first().click();
    await shows(page, 'How It Works');
    await sleep(400);
    // A full page load into the admin area: /about is left (pagehide), /admin/login is not tracked.
    await open(page, '/admin/login');
    const sessionId = await sessionIdOf(page);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    await page.goto('about:blank');

    const events = await eventually('two page views and two page leaves', async () => {
      const found = await eventsOf(sessionId!);
      return found.filter((e) => e.event_type === 'VisitorPageLeft').length >= 2 ? found : undefined;
    }).catch(explainMissing(sessionId!, calls));
    const views = events.filter((e) => e.event_type === 'VisitorPageViewed').map((e) => e.data);
    expect(views.map((v) => [v.page_path, v.referrer_path, v.source, v.new_session, v.consent])).toEqual([
      ['/', null, 'e2e-newsletter', true, false],
      ['/about', '/', null, false, true],
    ]);
    expect(views[0]!.meta).toMatchObject({
      utm_source: 'e2e-newsletter',
      device_type: 'mobile',
      lang: expect.any(String),
      screen: { w: expect.any(Number), h: expect.any(Number), dpr: expect.any(Number) },
    });
    // The campaign rides on the entry only, so in-site navigation is not counted as another entry.
    expect(views[1]!.meta).toMatchObject({ device_type: 'mobile' });
    expect(views[1]!.meta).not.toHaveProperty('utm_source');
    const left = events.filter((e) => e.event_type === 'VisitorPageLeft').map((e) => e.data);
    expect(left.map((l) => l.page_path).sort()).toEqual(['/', '/about']);
    for (const l of left) expect(l.engaged_ms).toBeGreaterThan(0);
    expect(events.some((e) => String(e.data.page_path).startsWith('/admin'))).toBe(false);

    const session = await eventually('the session in the admin visitor list', async () => {
      const { sessions } = await adminGet<{ sessions: AnalyticsSession[] }>('/analytics/sessions?timeRange=24h');
      const found = sessions.find((s) => s.session_id === sessionId);
      return found && found.pageviews >= 2 ? found : undefined;
    });
    expect(session).toMatchObject({ session_id: sessionId, device_type: 'mobile', pageviews: 2 });
    // Consent was given before the last events: the address is kept.
    expect(session.ip).toBeTruthy();

    const { summary } = await adminGet<{ summary: AnalyticsSummary }>('/analytics/summary?days=30');
    expect(summary.pageviews).toBeGreaterThanOrEqual(2);
    expect(summary.sources).toEqual(expect.arrayContaining([{ source: 'e2e-newsletter', total: 1 }]));
  });

  it('a Work With Us form started and left is recorded as incomplete, by route change and by pagehide, without what was typed', async () => {
    const page = await visitor();
    const calls = analyticsCalls(page);
    await open(page, '/work-with-us');
    await page.getByLabel('Name').fill('Dr. Halfway Visitor');
    await page.getByLabel('Email').fill('halfway@clinic.example');
    await sleep(200);
    // Left by a route change (the header's Home link).
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await shows(page, LANDING_HEADING);
    const sessionId = (await sessionIdOf(page))!;

    // Back, one field further, then the page itself is left (pagehide).
    await page.getByRole('link', { name: 'Work With Us' }).first().click();
    await page.getByLabel('Name').fill('Dr. Halfway Visitor');
    await page.getByLabel('How would you describe yourself?').selectOption(SELF_DESCRIPTION_OPTIONS[0]);
    await page.goto('about:blank');

    const abandoned = await eventually('two incomplete-form records', async () => {
      const found = (await eventsOf(sessionId)).filter((e) => e.event_type === 'VisitorFormAbandoned');
      return found.length >= 2 ? found.map((e) => e.data) : undefined;
    }).catch(explainMissing(sessionId, calls));
    expect(abandoned.map((a) => [a.interaction_type, a.page_path, a.completion_percentage, a.last_step, a.filled_fields])).toEqual([
      ['work_with_us', '/work-with-us', 50, 'email', ['name', 'email']],
      ['work_with_us', '/work-with-us', 75, 'selfDescription', ['name', 'selfDescription']],
    ]);
    for (const a of abandoned) expect(a.time_spent_ms).toBeGreaterThan(0);
    const everything = JSON.stringify(await eventsOf(sessionId));
    for (const typed of ['Halfway', 'halfway@clinic.example']) expect(everything).not.toContain(typed);

    const { rows } = await eventually('the incomplete forms in the sessions projection', async () => {
      const result = await db.query<{ incomplete_forms: number }>('select incomplete_forms from visitor_sessions where session_id = $1', [sessionId]);
      return result.rows[0]?.incomplete_forms === 2 ? result : undefined;
    });
    expect(rows).toEqual([{ incomplete_forms: 2 }]);
  });

  it('a submitted Work With Us form is not incomplete', async () => {
    const page = await visitor();
    await open(page, '/work-with-us');
    await page.getByLabel('Name').fill('Dr. Finished Visitor');
    await page.getByLabel('Email').fill(`finished+${Date.now()}@clinic.example`);
    await page.getByLabel('How would you describe yourself?').selectOption(SELF_DESCRIPTION_OPTIONS[2]);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('heading', { name: 'Thank You for Reaching Out!' }).waitFor();
    const sessionId = (await sessionIdOf(page))!;
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await shows(page, LANDING_HEADING);
    await page.goto('about:blank');

    // The page_unload of the form page arrives after any incomplete record would have.
    await eventually('the form page left', async () => {
      const found = await eventsOf(sessionId);
      return found.some((e) => e.event_type === 'VisitorPageLeft' && e.data.page_path === '/work-with-us') ? found : undefined;
    });
    await sleep(500);
    expect((await eventsOf(sessionId)).filter((e) => e.event_type === 'VisitorFormAbandoned')).toEqual([]);
  });
});
