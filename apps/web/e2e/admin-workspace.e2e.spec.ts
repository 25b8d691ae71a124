import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SELF_DESCRIPTION_OPTIONS } from '@intake/contracts';
import { ADMIN, publicApi } from './support/admin-seed.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

/** The widths every admin screen must serve: a laptop, and a phone. */
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

const APPLICANT = {
  name: 'Wren Workspace',
  email: 'wren.workspace@example.org',
  message: 'I ran a sepsis early-warning pilot on two wards and would like to help with evaluation.',
};

describe('admin workspace in Chromium at 1280 and 390 px: layout, labels, honest failures, audit, erasure', () => {
  let product: RunningProduct;
  let browser: Browser;
  let token: string;
  let user: unknown;
  const contexts: BrowserContext[] = [];

  const adminGet = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect([path, res.status]).toEqual([path, 200]);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    const api = publicApi(product.url);
    ({ token, user } = await api.login());
    await api.post('/api/work-with-us/submit', {
      name: APPLICANT.name,
      email: APPLICANT.email,
      video_link: '',
      preferred_roles: SELF_DESCRIPTION_OPTIONS[1],
      work_type: 'general',
      metadata: { source: 'web_form', device_type: 'desktop', additional_notes: APPLICANT.message },
    });
    await api.chat('Discharge letters reach general practitioners days late after a hospital stay.');
    await api.questionnaire();
    for (const [session, ip, country] of [['ws-gb-1', '81.2.69.160', 'GB'], ['ws-gb-2', '81.2.69.160', 'GB'], ['ws-fr-1', '2.2.2.2', 'FR']] as const) {
      const reply = await fetch(`${product.url}/analytics/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'cf-ipcountry': country },
        body: JSON.stringify({ session_id: session, new_session: true, consent: true, event_type: 'pageview', page_path: '/' }),
      });
      expect(reply.status).toBe(202);
    }
    await eventually('the lists', async () => {
      const wwu = await adminGet<{ submissions: unknown[] }>('/analytics/work-with-us?limit=100');
      const list = await adminGet<{ conversations: unknown[] }>('/conversations?limit=1000&offset=0');
      return wwu.submissions.length === 1 && list.conversations.length === 2 ? true : undefined;
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  const adminPage = async (viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    contexts.push(context);
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    }, { admin_token: token, admin_user: JSON.stringify(user), admin_analytics_consent: 'true' });
    return { context, page: await context.newPage() };
  };
  const openView = async (page: Page, view: string) => {
    await page.goto(`${product.url}/admin?view=${view}`);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
  };
  /** The page never scrolls sideways: anything wide scrolls inside its own frame. */
  const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const inViewport = async (page: Page, selector: ReturnType<Page['locator']>) => {
    const box = await selector.boundingBox();
    const width = page.viewportSize()!.width;
    return box !== null && box.x >= 0 && box.x + box.width <= width;
  };

  it.each(WIDTHS)('every admin view fits $width px without sideways page scrolling and has no serious axe violation', async (viewport) => {
    const { page } = await adminPage(viewport);
    const views: [string, string][] = [
      ['overview', 'Overview'],
      ['conversations', 'Conversations'],
      ['analytics', 'Visitors by place and IP'],
      ['work-with-us', 'Work With Us Applications'],
      ['forms', 'Form Submissions'],
      ['ai-sessions', 'AI Guide Sessions'],
      ['debug', 'Debug Info'],
      ['raw-data', 'Raw Data'],
      ['backend-config', 'Backend Config'],
    ];
    for (const [view, title] of views) {
      await openView(page, view);
      await page.getByRole('heading', { name: new RegExp(`^${title}`) }).first().waitFor();
      if (view === 'analytics') await page.locator('.analytics-tile dt', { hasText: 'Unique Visitors' }).waitFor();
      expect([view, await pageOverflow(page)]).toEqual([view, 0]);
      expect([view, await axeViolations(page)]).toEqual([view, []]);
    }
  });

  it('the conversation list fits 1280 px whole, and its View buttons stay on screen at 390 px', async () => {
    const wide = await adminPage(WIDTHS[0]);
    await openView(wide.page, 'conversations');
    const frame = wide.page.getByRole('region', { name: 'Conversation table' });
    await frame.waitFor();
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const views = wide.page.getByRole('button', { name: /^View details of/ });
    expect(await views.count()).toBe(2);
    for (const button of await views.all()) expect(await inViewport(wide.page, button)).toBe(true);
    expect(await inViewport(wide.page, wide.page.getByRole('columnheader', { name: 'Updated' }))).toBe(true);

    const narrow = await adminPage(WIDTHS[1]);
    await openView(narrow.page, 'conversations');
    const buttons = narrow.page.getByRole('button', { name: /^View details of/ });
    await buttons.first().waitFor();
    for (const button of await buttons.all()) expect(await inViewport(narrow.page, button)).toBe(true);
    await buttons.first().click();
    await narrow.page.getByRole('dialog').waitFor();
    expect(await pageOverflow(narrow.page)).toBe(0);
  });

  it("shows the applicant's own message, and labels that say what each figure counts", async () => {
    const { page } = await adminPage(WIDTHS[0]);
    await openView(page, 'work-with-us');
    const row = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(APPLICANT.name) });
    await row.waitFor();
    expect(await row.textContent()).toContain(APPLICANT.message);

    await openView(page, 'analytics');
    await page.locator('.analytics-tile dt', { hasText: 'Unique Visitors' }).waitFor();
    const labels = await page.locator('.analytics-tile dt').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['People Seen Webpage (page views)', 'Single Visit (share of IP addresses with one session)']));
    expect(labels.some((label) => /^Completion rate \(AI guide conversations/.test(label))).toBe(true);
    await openView(page, 'overview');
    expect(await page.locator('.admin-tile dt').allTextContents()).toContain('Completion Rate');
    expect(await page.locator('.admin-panel .admin-note').first().textContent()).toMatch(/Completion Rate counts all conversations/);
  });

  it('during an outage the Work With Us tab keeps its empty list but says the data could not be loaded, in plain words', async () => {
    const { context, page } = await adminPage(WIDTHS[0]);
    await openView(page, 'overview');
    await context.route('**/analytics/work-with-us**', (route) => route.abort('connectionrefused'));
    await page.getByRole('tab', { name: 'Work With Us Applications' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('The server could not be reached');
    expect(await notice.textContent()).not.toContain('Failed to fetch');
    expect(await page.getByText('No Applications Yet').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Work With Us Applications (0)' }).count()).toBe(1);

    await context.unroute('**/analytics/work-with-us**');
    await notice.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('row', { name: new RegExp(APPLICANT.name) }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'could not be loaded' }).count()).toBe(0);
  });

  it('the debug cards never say OK next to a failure', async () => {
    const { context, page } = await adminPage(WIDTHS[0]);
    await context.route('**/api/debug/database-direct', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, connected: false, database: null, tables: {}, detail: 'connection refused' }) }),
    );
    await openView(page, 'debug');
    await page.getByRole('button', { name: 'Run Debug Checks' }).click();
    await page.getByText('Database connection failed').waitFor();
    const card = page.locator('.admin-check', { hasText: 'Database (direct)' });
    await page.getByRole('button', { name: 'Run Debug Checks Again' }).waitFor();
    expect(await card.locator('.admin-check__outcome').textContent()).toBe('Failed: the server answered, but reports connection refused');
  });
});
