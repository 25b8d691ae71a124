import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SELF_DESCRIPTION_OPTIONS } from '@intake/contracts';
import { ADMIN, publicApi } from './support/admin-seed.js';
import { ADMIN_WIDTHS, pageOverflow, signedInContext } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

const APPLICANT = { name: 'Quinn Queue', email: 'quinn.queue@example.org' };

describe('assignment, My queue, the per-person new count and the filtered Audit tab in Chromium at 1280 and 390 px', () => {
  let product: RunningProduct;
  let browser: Browser;
  let token: string;
  let user: unknown;
  let application: string;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    const api = publicApi(product.url);
    ({ token, user } = await api.login());
    application = (
      await api.post<{ submission_id: string }>('/api/work-with-us/submit', {
        name: APPLICANT.name,
        email: APPLICANT.email,
        video_link: '',
        preferred_roles: SELF_DESCRIPTION_OPTIONS[1],
        work_type: 'general',
      })
    ).submission_id;
    await api.post('/api/work-with-us/submit', {
      name: 'Uma Unopened',
      email: 'uma@example.org',
      video_link: '',
      preferred_roles: SELF_DESCRIPTION_OPTIONS[1],
      work_type: 'general',
    });
    await eventually('both applications listed', async () => {
      const res = await fetch(`${product.url}/api/admin/responses/new-count`, { headers: { authorization: `Bearer ${token}` } });
      return ((await res.json()) as { new: number }).new === 2 ? true : undefined;
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  const adminPage = async (viewport: { width: number; height: number }) => {
    const context = await signedInContext(browser, { token, user }, { viewport, acceptDownloads: true });
    contexts.push(context);
    return { context, page: await context.newPage() };
  };
  const openView = async (page: Page, view: string) => {
    await page.goto(`${product.url}/admin?view=${view}`);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
  };
  const newCount = (page: Page) => page.getByTestId('new-responses');

  it('a response opened is no longer new to me; "Assign to me" puts it in My queue with who assigned it and its age', async () => {
    const { page } = await adminPage(ADMIN_WIDTHS[0]);
    await openView(page, 'queue');
    await eventually('the header count', async () => ((await newCount(page).textContent()) === '2' ? true : undefined));
    await page.getByText('Nothing assigned to you').waitFor();

    await page.goto(`${product.url}/admin/responses/work-with-us/${application}`);
    await page.getByRole('heading', { level: 1, name: APPLICANT.name }).waitFor();
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByText('Not assigned').waitFor();
    await review.getByRole('button', { name: 'Assign to me' }).click();
    await review.getByText(`Assigned to you (${ADMIN.username}) by ${ADMIN.username}`).waitFor();
    expect(await review.getByRole('combobox', { name: 'Assigned to' }).inputValue()).toBe(ADMIN.username);
    await page
      .getByRole('region', { name: /^Timeline/ })
      .getByText(`Assigned to ${ADMIN.username}`)
      .waitFor();
    expect(await review.getByRole('button', { name: 'Assign to me' }).count()).toBe(0);
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Back to Work With Us Applications/ }).click();
    // Opened by me: one new response left, the other application.
    await eventually('the count after opening', async () => ((await newCount(page).textContent()) === '1' ? true : undefined));
    await page.getByRole('tab', { name: 'My queue' }).click();
    const row = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(APPLICANT.name) });
    await row.waitFor();
    expect(await row.textContent()).toContain('under a minute');
    expect(await row.textContent()).toContain(ADMIN.username);
    expect(await row.textContent()).toContain('New');
    await row.getByRole('link', { name: APPLICANT.name }).click();
    await page.getByRole('heading', { level: 1, name: APPLICANT.name }).waitFor();
  });

  it.each(ADMIN_WIDTHS)('My queue and a response page with its assignment fit $width px with no serious axe violation', async (viewport) => {
    const { page } = await adminPage(viewport);
    await openView(page, 'queue');
    await page.getByRole('tabpanel').getByRole('link', { name: APPLICANT.name }).waitFor();
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${product.url}/admin/responses/work-with-us/${application}`);
    await page.getByRole('region', { name: 'Review' }).getByText(`Assigned to you (${ADMIN.username})`).waitFor();
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(ADMIN_WIDTHS)(
    'the Audit tab filters by person, action and dates and exports every match from the server at $width px (the export recorded)',
    async (viewport) => {
      const { page } = await adminPage(viewport);
      await openView(page, 'audit');
      const panel = page.getByRole('tabpanel');
      const table = panel.getByRole('table');
      await table.waitFor();
      await panel.getByRole('combobox', { name: 'Person' }).selectOption(ADMIN.username);
      await panel.getByRole('combobox', { name: 'Action' }).selectOption('view');
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      });
      await panel.getByLabel('From').fill(today);
      await panel.getByLabel('To').fill(today);
      await eventually('only views listed', async () => {
        const actions = await table.locator('tbody tr td:nth-child(3)').allTextContents();
        return actions.length > 0 && actions.every((a) => a === 'Viewed personal data') ? true : undefined;
      });
      expect(await pageOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);

      const exportButton = panel.getByRole('button', { name: /^Export CSV/ });
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n').filter(Boolean);
      expect(lines[0]).toBe('\uFEFFWhen (UTC),Who,Action,What');
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.slice(1).every((l) => l.includes(`,${ADMIN.username},Viewed personal data,`))).toBe(true);

      await panel.getByRole('combobox', { name: 'Action' }).selectOption('export');
      await table
        .getByRole('row')
        .filter({ hasText: new RegExp(`audit trail CSV, ${lines.length - 1} rows? \\(person ${ADMIN.username}, action view, from ${today}, to ${today}`) })
        .first()
        .waitFor();
      await panel.getByRole('button', { name: 'Clear filters' }).click();
      await table.getByRole('row').filter({ hasText: 'Sign-in' }).first().waitFor();
    },
  );
});
