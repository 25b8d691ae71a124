import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { AnalyticsSessionsResponse } from '@intake/contracts';
import { ADMIN } from './support/admin-seed.js';
import { DESKTOP_BROWSER } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { appReady, launchBrowser } from './support/browser.js';
import { eventually, sleep } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';
import { parse as parseCsv } from 'csv-parse/sync';

describe('admin Analytics tab and conversation list in Chromium, against the product started as `npm start` starts it', () => {
  let product: RunningProduct;
  let browser: Browser;
  let token: string;
  let user: unknown;
  const contexts: BrowserContext[] = [];
  const chatIds: string[] = [];
  let questionnaireId: string;
  let seeded: AnalyticsSessionsResponse['sessions'];

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${product.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const adminGet = async <T>(path: string): Promise<T> => {
    const reply = await fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect([path, reply.status]).toEqual([path, 200]);
    return (await reply.json()) as T;
  };

  /** A visit from elsewhere: the address as a proxy on loopback names it, the country as a CDN does. */
  const visitFrom = async (sessionId: string, ip: string, country: string, path: string) => {
    const reply = await post(
      '/analytics/track',
      { session_id: sessionId, new_session: true, consent: true, event_type: 'pageview', page_path: path },
      { 'x-forwarded-for': ip, 'cf-ipcountry': country, 'user-agent': DESKTOP_BROWSER },
    );
    expect(reply.status).toBe(202);
  };

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    const login = await post('/api/login', ADMIN);
    expect(login.status).toBe(200);
    ({ access_token: token, user } = (await login.json()) as { access_token: string; user: unknown });

    // A visitor in the browser: the public site's own tracker records these page views.
    // Headless Chromium names itself HeadlessChrome, a bot to isbot: the visitor says it is Chrome.
    const visitor = await browser.newContext({ userAgent: DESKTOP_BROWSER });
    contexts.push(visitor);
    const page = await visitor.newPage();
    for (const path of ['/', '/about', '/work-with-us']) {
      await page.goto(`${product.url}${path}`);
      // The tracker records the page view once the app runs: a prerendered page shows its main
      // content before that (and the landing page's screen is a chunk the app loads first).
      await appReady(page);
      await sleep(200);
    }

    // Visits from two countries; the first address comes back once.
    await visitFrom('e2e-gb-1', '81.2.69.160', 'GB', '/');
    await visitFrom('e2e-gb-2', '81.2.69.160', 'GB', '/about');
    await visitFrom('e2e-gb-3', '81.2.69.161', 'GB', '/');
    await visitFrom('e2e-fr-1', '2.2.2.2', 'FR', '/work-with-us');

    // Two AI guide chats and one questionnaire session for the conversation list.
    for (const message of [
      'Nurses on our ward chart every observation twice, on paper and then again in the system.',
      'We want to build a sensor, for pressure ulcers.',
    ]) {
      const reply = await post('/api/chat', { message });
      expect(reply.status).toBe(200);
      chatIds.push(((await reply.json()) as { session_id: string }).session_id);
    }
    const started = await post('/api/questionnaire/sessions', {});
    expect(started.status).toBe(201);
    questionnaireId = ((await started.json()) as { session_id: string }).session_id;

    // Everything projected before the dashboard reads it.
    seeded = await eventually('the visitor sessions', async () => {
      const { sessions, overview } = await adminGet<AnalyticsSessionsResponse>('/analytics/sessions?timeRange=24h');
      const countries = new Set(sessions.map((s) => s.country_code));
      // The panel's figures come from the rollups, which another projector keeps: both must be there.
      const rolledUp = overview.sessions === 5 && overview.pageviews >= 7;
      return rolledUp && countries.has('GB') && countries.has('FR') && sessions.some((s) => s.country_code === null && s.pageviews >= 3) ? sessions : undefined;
    });
    await eventually('the conversations', async () => {
      const { conversations } = await adminGet<{ conversations: { session_id: string }[] }>('/conversations?limit=1000');
      const ids = new Set(conversations.map((c) => c.session_id));
      return [...chatIds, questionnaireId].every((id) => ids.has(id)) ? true : undefined;
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await product?.stop();
  });

  /** A browser signed in as the admin, the session stored the way the login screen stores it. */
  const adminPage = async (options: { acceptDownloads?: boolean } = {}): Promise<Page> => {
    const context = await browser.newContext(options);
    contexts.push(context);
    await context.addInitScript(
      ([t, u]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('admin_token', t!);
          localStorage.setItem('admin_user', u!);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [token, JSON.stringify(user)],
    );
    return context.newPage();
  };
  /** The figure a tile shows, by its label. */
  // A tile's label is the spec's name, followed by what it counts in brackets where the name alone misleads.
  const tile = (scope: Locator, label: string) =>
    scope.locator('.analytics-tile', { has: scope.page().locator('dt', { hasText: new RegExp(`^${label}( \\(.*\\))?$`) }) }).locator('.analytics-tile__value');
  const openAnalytics = async (page: Page) => {
    await page.goto(`${product.url}/admin`);
    const tab = page.getByRole('tab', { name: 'Analytics' });
    await tab.waitFor();
    await tab.click();
  };

  it('asks for consent first, then shows the conversation charts, the visitor tiles, lists and the world map', async () => {
    const page = await adminPage();
    await openAnalytics(page);
    const consent = page.getByRole('button', { name: 'I Consent to View Analytics' });
    await consent.waitFor();
    expect(await page.locator('.analytics-tile').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const sessionsCall = page.waitForRequest((request) => request.url().includes('/analytics/sessions?timeRange=7d'));
    await consent.click();
    expect((await sessionsCall).headers().authorization).toBe(`Bearer ${token}`);
    // The admin's own flag, apart from the visitor consent key.
    expect(await page.evaluate(() => [localStorage.getItem('admin_analytics_consent'), localStorage.getItem('analytics_consent')])).toEqual(['true', null]);

    const visitors = page.getByRole('region', { name: 'Visitors by place and IP' });
    await tile(visitors, 'People Seen Webpage').waitFor();
    const figures = async () =>
      Object.fromEntries(
        await Promise.all(
          ['People Seen Webpage', 'Unique Visitors', 'Returning Visitors', 'Countries', 'Peak Hour', 'Single Visit'].map(async (label) => [
            label,
            await tile(visitors, label).textContent(),
          ]),
        ),
      ) as Record<string, string>;
    const all = await figures();
    // Three page views in the browser, four sent from "elsewhere".
    expect(Number(all['People Seen Webpage'])).toBeGreaterThanOrEqual(7);
    // 81.2.69.160 twice, 81.2.69.161 and 2.2.2.2. The browser's own session gave no consent, so it
    // has no address: its page views count, but it is no distinct visitor (issue 19).
    expect(all).toMatchObject({ 'Unique Visitors': '3', 'Returning Visitors': '1', Countries: '2', 'Single Visit': '67%' });
    // The UTC hour most of the seeded sessions began in (they all began seconds ago).
    const hours = seeded.map((s) => new Date(s.first_seen).getUTCHours());
    const peak = [...new Set(hours)].sort((a, b) => hours.filter((h) => h === b).length - hours.filter((h) => h === a).length || a - b)[0]!;
    expect(all['Peak Hour']).toBe(`${String(peak).padStart(2, '0')}:00`);

    // The map: every country drawn, the busiest one in the darkest step, the other in proportion (1 of 3 sessions).
    const map = visitors.getByRole('img', { name: /^World map of sessions by country/ });
    await map.waitFor();
    expect(await map.getAttribute('aria-label')).toBe('World map of sessions by country: United Kingdom 3, France 1');
    expect(await map.locator('path').count()).toBeGreaterThan(150);
    expect(await map.locator('path[data-country="GB"]').getAttribute('class')).toContain('world-map__country--level-5');
    expect(await map.locator('path[data-country="FR"]').getAttribute('class')).toContain('world-map__country--level-3');
    expect(await map.locator('path[data-country="US"]').getAttribute('class')).toContain('world-map__country--level-0');

    const topCountries = await visitors.getByRole('list', { name: 'Top countries' }).getByRole('listitem').allTextContents();
    expect(topCountries).toEqual([expect.stringMatching(/^United Kingdom\s*3 sessions · 75%$/), expect.stringMatching(/^France\s*1 session · 25%$/)]);
    const ips = visitors.getByRole('table', { name: 'Top IP addresses' });
    expect(await ips.getByRole('row').nth(1).textContent()).toMatch(/^1\s*81\.2\.69\.1602GB$/);
    expect(await visitors.getByRole('table', { name: 'Top locations' }).getByRole('rowheader').allTextContents()).toEqual(expect.arrayContaining(['GB', 'FR']));

    // The conversation charts, each with its table of numbers for screen readers.
    const conversations = page.getByRole('region', { name: 'Conversations and traffic' });
    await conversations.getByRole('figure', { name: 'Conversations per day, last 14 days (UTC)' }).waitFor();
    expect(await tile(conversations, 'AI conversations').textContent()).toBe('2');
    for (const title of ['Daily completion rate (UTC)', 'Conversations by hour of day (UTC)', 'Page views per day, last 30 days (UTC)']) {
      await conversations.getByRole('figure', { name: title }).waitFor();
    }
    const perDay = conversations.getByRole('table', { name: 'Conversations per day, last 14 days (UTC)' });
    expect(await perDay.getByRole('row').count()).toBe(15);
    expect(await conversations.locator('.recharts-surface').count()).toBe(4);
    expect(await conversations.getByRole('list', { name: 'Visit sources, last 30 days' }).getByRole('listitem').first().textContent()).toMatch(/^direct.*\d+%/);
    expect(await axeViolations(page)).toEqual([]);

    // The country filter narrows every figure; the time range asks the server again.
    await visitors.getByLabel('Country', { exact: true }).selectOption('FR');
    await eventually('the France figures', async () => ((await tile(visitors, 'Countries').textContent()) === '1' ? true : undefined));
    expect(await tile(visitors, 'Unique Visitors').textContent()).toBe('1');
    expect(await map.getAttribute('aria-label')).toBe('World map of sessions by country: France 1');
    const thirtyDays = page.waitForRequest((request) => request.url().includes('/analytics/sessions?timeRange=30d'));
    await visitors.getByLabel('Time range', { exact: true }).selectOption({ label: 'Last 30 days' });
    await thirtyDays;
    await eventually('the 30-day figures', async () => ((await tile(visitors, 'Unique Visitors').textContent()) === '1' ? true : undefined));

    // A country with nobody in the range shows the empty state.
    await visitors.getByLabel('Country', { exact: true }).selectOption('all');
    await visitors.getByLabel('Time range', { exact: true }).selectOption({ label: 'Last 24 hours' });
    await tile(visitors, 'Countries').waitFor();
    expect(await tile(visitors, 'Countries').textContent()).toBe('2');

    // The consent is remembered.
    await page.reload();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await tile(page.locator('body'), 'People Seen Webpage').waitFor();
    expect(await page.getByRole('button', { name: 'I Consent to View Analytics' }).count()).toBe(0);
  });

  it('shows the error panel with Retry for a refused call and for an answer of the wrong shape', async () => {
    const page = await adminPage();
    await page.addInitScript(() => localStorage.setItem('admin_analytics_consent', 'true'));
    let answer: 'refuse' | 'malformed' | 'real' = 'refuse';
    await page.route(/\/analytics\/sessions\?/, (route) => {
      if (answer === 'refuse') return route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Analytics store is down"}' });
      if (answer === 'malformed')
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"time_range":"7d","sessions":[{"ip":42}]}' });
      return route.continue();
    });
    await openAnalytics(page);
    const visitors = page.getByRole('region', { name: 'Visitors by place and IP' });
    const alert = visitors.getByRole('alert');
    await alert.filter({ hasText: 'HTTP 503: Analytics store is down' }).waitFor();
    expect(await alert.textContent()).toContain('Error loading analytics');
    answer = 'malformed';
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.filter({ hasText: 'Invalid response format' }).waitFor();
    answer = 'real';
    await alert.getByRole('button', { name: 'Retry' }).click();
    await tile(visitors, 'Countries').waitFor();
    expect(await visitors.getByRole('alert').count()).toBe(0);
  });

  it("accepts a backend that answers as admin spec §7 documents, without our server's extras (issue 35)", async () => {
    const page = await adminPage();
    await page.addInitScript(() => localStorage.setItem('admin_analytics_consent', 'true'));
    const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
    // A spec session: ip, city, region, country_code, device_type, first_seen, last_seen (§3), no id, no page views.
    const specSession = (ip: string, country: string, at: string) => ({
      ip,
      city: null,
      region: null,
      country_code: country,
      device_type: 'desktop',
      first_seen: at,
      last_seen: at,
    });
    let sessions: unknown[] = [];
    await page.route(/\/analytics\/sessions\?/, (route) => route.fulfill(json({ success: true, time_range: '7d', sessions })));
    await page.route(/\/analytics\/summary\?/, (route) =>
      route.fulfill(json({ summary: { pageviews: 12, completions: { work_with_us: 1, form: 2, ai_guide: 3 }, sources: [{ source: 'direct', total: 12 }] } })),
    );
    await page.route(/\/analytics\/timeseries\?/, (route) =>
      route.fulfill(json({ daily: [{ date: new Date().toISOString().slice(0, 10), pageviews: 12 }], hourly: [{ hour: 9, pageviews: 12 }] })),
    );
    let conversations: unknown[] = [];
    await page.route(/\/analytics\/ai-conversations\?/, (route) => route.fulfill(json({ conversations })));
    await openAnalytics(page);
    const visitors = page.getByRole('region', { name: 'Visitors by place and IP' });
    await visitors.getByText('No visitor data available').waitFor();
    expect(await page.getByText('Invalid response format').count()).toBe(0);
    await tile(page.locator('body'), 'Page views').filter({ hasText: '12' }).waitFor();

    // Sessions listed without our overview: the panel counts them itself.
    const at = new Date().toISOString();
    sessions = [specSession('203.0.113.5', 'GB', at), specSession('203.0.113.5', 'GB', at), specSession('198.51.100.7', 'FR', at)];
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await tile(visitors, 'Unique Visitors').filter({ hasText: /^2$/ }).waitFor();
    expect(await tile(visitors, 'Returning Visitors').textContent()).toBe('1');
    expect(await tile(visitors, 'Countries').textContent()).toBe('2');
    expect(await tile(visitors, 'People Seen Webpage').textContent()).toBe('3');
    await visitors.getByRole('table', { name: 'Top IP addresses' }).getByText('203.0.113.5').waitFor();
    expect(await page.getByText('Invalid response format').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Conversations as §3 and §4 allow them: only `conversations` (no success), one finished by its
    // state's other spelling, one with no state but a completed_at, one still talking (§4 derives it).
    const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
    conversations = [
      { session_id: 'spec-done', state: 'done', started_at: minutesAgo(30) },
      { session_id: 'spec-ended', created_at: minutesAgo(20), completed_at: minutesAgo(10) },
      { session_id: 'spec-talking', started_at: minutesAgo(5), messages: [{ role: 'user', content: 'Hello' }] },
    ];
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    const charts = page.getByRole('region', { name: 'Conversations and traffic' });
    await tile(charts, 'AI conversations').filter({ hasText: /^3$/ }).waitFor();
    expect(await tile(charts, 'Completed').textContent()).toBe('2');
    expect(await tile(charts, 'Completion rate').textContent()).toBe('67%');
    await page.getByRole('tab', { name: 'AI Guide Sessions' }).click();
    const sessionsTable = page.getByRole('tabpanel').getByRole('table');
    await sessionsTable.getByRole('link', { name: 'spec-talking' }).waitFor();
    const stateOf = async (id: string) => (await sessionsTable.getByRole('row').filter({ hasText: id }).locator('.admin-state').textContent())?.trim();
    expect([await stateOf('spec-done'), await stateOf('spec-ended'), await stateOf('spec-talking')]).toEqual(['Done', 'Completed', 'Active']);
    expect(await page.getByText('Invalid response format').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("the dashboard's Refresh fetches the Analytics tab's figures again", async () => {
    const page = await adminPage();
    await page.addInitScript(() => localStorage.setItem('admin_analytics_consent', 'true'));
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (/^\/analytics\/(summary|timeseries|sessions)$/.test(pathname)) calls.push(pathname + search);
    });
    await openAnalytics(page);
    const visitors = page.getByRole('region', { name: 'Visitors by place and IP' });
    const conversations = page.getByRole('region', { name: 'Conversations and traffic' });
    await tile(visitors, 'Countries').waitFor();
    await tile(conversations, 'AI conversations').waitFor();
    const first = [...calls].sort();
    expect(first.map((c) => c.split('?')[0])).toEqual(['/analytics/sessions', '/analytics/summary', '/analytics/timeseries']);

    const again = Promise.all(first.map((call) => page.waitForRequest((request) => request.url().endsWith(call))));
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await again;
    await page.getByRole('button', { name: 'Refresh', exact: true }).and(page.locator(':enabled')).waitFor();
    await tile(visitors, 'Countries').waitFor();
    expect(await tile(conversations, 'AI conversations').textContent()).toBe('2');
    expect([...calls].sort()).toEqual([...first, ...first].sort());
  });

  it('lists conversations with filters and sorting, exports what it shows as CSV, and opens a conversation', async () => {
    const page = await adminPage({ acceptDownloads: true });
    await page.goto(`${product.url}/admin?view=conversations`);
    const view = page.getByRole('region', { name: 'Conversations', exact: true });
    await view.getByRole('status').filter({ hasText: 'Showing 3 of 3 conversations' }).waitFor();
    const table = view.getByRole('table');
    const rowIds = async () => await table.locator('tbody .conversations__id').allTextContents();

    // Default sort: last activity, newest first.
    const updated = table.getByRole('columnheader', { name: 'Updated' });
    expect(await updated.getAttribute('aria-sort')).toBe('descending');
    const updatedTimes = () =>
      table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Date.parse(row.querySelectorAll('time')[1]!.getAttribute('datetime')!)));
    const newestFirst = await updatedTimes();
    expect(newestFirst).toHaveLength(3);
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
    await updated.getByRole('button').click();
    expect(await updated.getAttribute('aria-sort')).toBe('ascending');
    expect(await updatedTimes()).toEqual([...newestFirst].sort((a, b) => a - b));
    await table.getByRole('columnheader', { name: 'Messages' }).getByRole('button').click();
    expect(await updated.getAttribute('aria-sort')).toBeNull();
    expect(await table.getByRole('columnheader', { name: 'Messages' }).getAttribute('aria-sort')).toBe('descending');
    expect(await axeViolations(page)).toEqual([]);

    await view.getByLabel('Source').selectOption({ label: 'Questionnaire' });
    expect(await rowIds()).toEqual([questionnaireId]);
    await view.getByLabel('Source').selectOption({ label: 'AI chat' });
    expect((await rowIds()).sort()).toEqual([...chatIds].sort());
    await view.getByLabel('Date range').selectOption({ label: 'Today' });
    expect(await rowIds()).toHaveLength(2);
    await view.getByLabel('Search').fill(chatIds[1]!.slice(0, 12));
    expect(await rowIds()).toEqual([chatIds[1]]);
    await view.getByLabel('Search').fill('no such words anywhere');
    await view.getByText('No conversations match these filters.').waitFor();
    await view.getByRole('button', { name: 'Clear filters' }).click();
    expect(await rowIds()).toHaveLength(3);

    // The export holds the rows as shown: filtered, in the shown order.
    await view.getByLabel('Source').selectOption({ label: 'AI chat' });
    const shown = await rowIds();
    const downloading = page.waitForEvent('download');
    await view.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^conversations-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const records = parseCsv(text, { bom: true });
    expect(records[0]!.slice(0, 5)).toEqual(['Session ID', 'Name', 'Email', 'Source', 'Status']);
    expect(records.slice(1).map((record) => record[0])).toEqual(shown);
    expect(records.slice(1).every((record) => record[3] === 'AI chat' && record.length === records[0]!.length)).toBe(true);

    // The detail dialog of one conversation.
    await table.getByRole('button', { name: new RegExp(`^View details of .* \\(${chatIds[0]}\\)$`) }).click();
    const dialog = page.getByRole('dialog', { name: 'Conversation details' });
    await dialog.waitFor();
    for (const heading of ['Contact info', 'Innovation details', 'Timeline', 'Problem statement', 'Solution description']) {
      await dialog.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await dialog.textContent()).toContain(chatIds[0]);
    await dialog.getByText('Raw data').click();
    expect(await dialog.locator('pre').textContent()).toContain(`"session_id": "${chatIds[0]}"`);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});
