import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { QUESTIONNAIRE_V3, SELF_DESCRIPTION_OPTIONS } from '@intake/contracts';
import { ADMIN, publicApi } from './support/admin-seed.js';
import { ADMIN_WIDTHS, DESKTOP_BROWSER, pageOverflow, signedInContext } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

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
    // The paging test submits 100 applications from one address within a minute.
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '1000' });
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
    for (const [session, ip, country] of [
      ['ws-gb-1', '81.2.69.160', 'GB'],
      ['ws-gb-2', '81.2.69.160', 'GB'],
      ['ws-fr-1', '2.2.2.2', 'FR'],
    ] as const) {
      const reply = await fetch(`${product.url}/analytics/track`, {
        method: 'POST',
        // A browser's agent: Node's own ('node') is a bot to isbot, and bots' page views count apart.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'cf-ipcountry': country, 'user-agent': DESKTOP_BROWSER },
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
    const context = await signedInContext(browser, { token, user }, { viewport, acceptDownloads: true });
    contexts.push(context);
    return { context, page: await context.newPage() };
  };
  const openView = async (page: Page, view: string) => {
    await page.goto(`${product.url}/admin?view=${view}`);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
  };
  /** The page never scrolls sideways: anything wide scrolls inside its own frame. */
  const inViewport = async (page: Page, selector: ReturnType<Page['locator']>) => {
    const box = await selector.boundingBox();
    const width = page.viewportSize()!.width;
    return box !== null && box.x >= 0 && box.x + box.width <= width;
  };

  it.each(ADMIN_WIDTHS)('every admin view fits $width px without sideways page scrolling and has no serious axe violation', async (viewport) => {
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
      ['audit', 'Audit trail'],
      ['privacy', 'Retention'],
    ];
    for (const [view, title] of views) {
      await openView(page, view);
      await page
        .getByRole('heading', { name: new RegExp(`^${title}`) })
        .first()
        .waitFor();
      if (view === 'analytics') await page.locator('.analytics-tile dt', { hasText: 'Unique Visitors' }).waitFor();
      if (view === 'audit') await page.getByRole('table').first().waitFor();
      if (view === 'privacy') await page.getByText('Next retention run').waitFor();
      expect([view, await pageOverflow(page)]).toEqual([view, 0]);
      expect([view, await axeViolations(page)]).toEqual([view, []]);
    }
  });

  it('the conversation list fits 1280 px whole, and its View buttons stay on screen at 390 px', async () => {
    const wide = await adminPage(ADMIN_WIDTHS[0]);
    await openView(wide.page, 'conversations');
    const frame = wide.page.getByRole('region', { name: 'Conversation table' });
    await frame.waitFor();
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const views = wide.page.getByRole('button', { name: /^View details of/ });
    expect(await views.count()).toBe(2);
    for (const button of await views.all()) expect(await inViewport(wide.page, button)).toBe(true);
    expect(await inViewport(wide.page, wide.page.getByRole('columnheader', { name: 'Updated' }))).toBe(true);

    const narrow = await adminPage(ADMIN_WIDTHS[1]);
    await openView(narrow.page, 'conversations');
    const buttons = narrow.page.getByRole('button', { name: /^View details of/ });
    await buttons.first().waitFor();
    for (const button of await buttons.all()) expect(await inViewport(narrow.page, button)).toBe(true);
    await buttons.first().click();
    await narrow.page.getByRole('dialog').waitFor();
    expect(await pageOverflow(narrow.page)).toBe(0);
  });

  it("shows the applicant's own message, and labels that say what each figure counts", async () => {
    const { page } = await adminPage(ADMIN_WIDTHS[0]);
    await openView(page, 'work-with-us');
    const row = page.getByRole('tabpanel').getByRole('row', { name: new RegExp(APPLICANT.name) });
    await row.waitFor();
    expect(await row.textContent()).toContain(APPLICANT.message);

    await openView(page, 'analytics');
    await page.locator('.analytics-tile dt', { hasText: 'Unique Visitors' }).waitFor();
    // The completion tile comes from a call of its own and may draw after the traffic tiles.
    await page.locator('.analytics-tile dt', { hasText: 'Completion rate (AI guide conversations' }).waitFor();
    const labels = await page.locator('.analytics-tile dt').allTextContents();
    expect(labels).toEqual(expect.arrayContaining(['People Seen Webpage (page views)', 'Single Visit (share of IP addresses with one session)']));
    expect(labels.some((label) => label.startsWith('Completion rate (AI guide conversations'))).toBe(true);
    await openView(page, 'overview');
    await page.locator('.admin-tile dt', { hasText: 'Completion Rate' }).waitFor();
    expect(await page.locator('.admin-panel .admin-note').first().textContent()).toMatch(/Completion Rate counts all conversations/);
  });

  it('during an outage the Work With Us tab keeps its empty list but says the data could not be loaded, in plain words', async () => {
    const { context, page } = await adminPage(ADMIN_WIDTHS[0]);
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
    const { context, page } = await adminPage(ADMIN_WIDTHS[0]);
    await context.route('**/api/debug/database-direct', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, connected: false, database: null, tables: {}, detail: 'connection refused' }),
      }),
    );
    await openView(page, 'debug');
    await page.getByRole('button', { name: 'Run Debug Checks' }).click();
    await page.getByText('Database connection failed').waitFor();
    const card = page.locator('.admin-check', { hasText: 'Database (direct)' });
    await page.getByRole('button', { name: 'Run Debug Checks Again' }).waitFor();
    expect(await card.locator('.admin-check__outcome').textContent()).toBe('Failed: the server answered, but reports connection refused');
  });

  it('the Audit tab lists the sign-in, views, and an export made here, and exports itself (recorded too); nothing in it is editable', async () => {
    const { page } = await adminPage(ADMIN_WIDTHS[0]);
    await openView(page, 'conversations');
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await exportButton.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^conversations-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.getByRole('tab', { name: 'Audit' }).click();
    const table = page.getByRole('tabpanel').getByRole('table');
    await table.waitFor();
    // The debug test's check added a demo conversation: count what the list shows rather than assume.
    const rows = await adminGet<{ conversations: unknown[] }>('/conversations?limit=1000&offset=0');
    const exportRow = table.getByRole('row').filter({ hasText: `conversations CSV, ${rows.conversations.length} rows` });
    await exportRow.waitFor();
    expect(await exportRow.textContent()).toContain(ADMIN.username);
    expect(await exportRow.textContent()).toContain('Export');
    await table.getByRole('row').filter({ hasText: 'Sign-in' }).first().waitFor();
    await table.getByRole('row').filter({ hasText: 'Work With Us applications list' }).first().waitFor();
    // Read-only: no field or button inside the trail's table.
    expect(await table.locator('input, textarea, select, button, [contenteditable]').count()).toBe(0);

    const [trail] = await Promise.all([page.waitForEvent('download'), page.getByRole('tabpanel').getByRole('button', { name: 'Export CSV' }).click()]);
    expect(trail.suggestedFilename()).toMatch(/^audit-trail-/);
    const csv = await readFile((await trail.path())!, 'utf8');
    expect(csv).toContain('When (UTC),Who,Action,What');
    expect(csv).toContain(`conversations CSV, ${rows.conversations.length} rows`);
    await table
      .getByRole('row')
      .filter({ hasText: /audit trail CSV, \d+ rows/ })
      .waitFor();

    const api = await adminGet<{ entries: { action: string; subject: string; actor: string; at: string }[] }>('/api/admin/audit?limit=5');
    expect(api.entries.length).toBeLessThanOrEqual(5);
    expect(api.entries[0]).toMatchObject({ action: 'export', actor: ADMIN.username });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a questionnaire submission reads as questions and chosen options, not raw JSON', async () => {
    const { page } = await adminPage(ADMIN_WIDTHS[1]);
    await openView(page, 'forms');
    await page
      .getByRole('button', { name: /^Read the answers of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Questionnaire submission' });
    await dialog.waitFor();
    const text = (await dialog.textContent())!;
    const byField = (field: string) => QUESTIONNAIRE_V3.questions.find((q) => q.field === field)!;
    const userType = byField('user_type');
    expect(text).toContain(userType.question);
    expect(text).toContain(userType.options!.find((o) => o.value === 'researcher')!.label);
    expect(text).toContain(byField('project_title').question);
    expect(text).toContain('CardioWatch');
    expect(text).not.toContain('"researcher"');
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a status and notes per application, each with who and when; filter by status; the header counts new responses', async () => {
    const { page } = await adminPage(ADMIN_WIDTHS[1]);
    await openView(page, 'work-with-us');
    const newCount = page.getByTestId('new-responses');
    await page.waitForFunction(() => /^\d+$/.test(document.querySelector('[data-testid="new-responses"]')?.textContent ?? ''));
    const before = Number(await newCount.textContent());
    expect(before).toBeGreaterThanOrEqual(2);

    const tab = page.getByRole('tabpanel');
    const status = tab.getByLabel(`Status of ${APPLICANT.name}`);
    await status.selectOption('contacted');
    await tab.getByText('Notes (0)').click();
    await tab.getByLabel(`Note about ${APPLICANT.name}`).fill('Phoned; sending the pilot protocol.');
    await tab.getByRole('button', { name: 'Add note' }).click();
    await tab.getByText('Notes (1)').waitFor();
    const notes = tab.locator('.review-controls__list');
    await notes.getByText('Phoned; sending the pilot protocol.').waitFor();
    expect(await notes.textContent()).toContain(`${ADMIN.username}: status set to contacted`);
    expect(await status.inputValue()).toBe('contacted');

    await tab.getByLabel('Status', { exact: true }).selectOption('new');
    await tab.getByText('No application has this status').waitFor();
    await tab.getByLabel('Status', { exact: true }).selectOption('contacted');
    await tab.getByRole('row', { name: new RegExp(APPLICANT.name) }).waitFor();
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="new-responses"]')?.textContent === String(n), before - 1);
  });

  it('lists go beyond 100 a page at a time, search what is loaded, and export it as CSV with the formula guard (recorded in the trail)', async () => {
    const api = publicApi(product.url);
    // 100 more applications: the first page (limit=100, as the spec calls it) no longer holds them all.
    for (let start = 0; start < 100; start += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api.post('/api/work-with-us/submit', {
            name: `Paging Person ${String(start + i).padStart(3, '0')}`,
            email: `paging.${start + i}@example.org`,
            preferred_roles: SELF_DESCRIPTION_OPTIONS[0],
            metadata: { source: 'web_form', device_type: 'desktop', additional_notes: start + i === 0 ? '=SUM(A1:A9)' : '' },
          }),
        ),
      );
    }
    await eventually('101 applications', async () => ((await adminGet<{ total: number }>('/analytics/work-with-us?limit=1')).total === 101 ? true : undefined));

    const { page } = await adminPage(ADMIN_WIDTHS[1]);
    await openView(page, 'work-with-us');
    const tab = page.getByRole('tabpanel');
    await tab.getByRole('heading', { name: 'Work With Us Applications (100)' }).waitFor();
    expect(await tab.getByRole('status').filter({ hasText: 'Showing' }).textContent()).toBe('Showing 100 of 101');
    await tab.getByRole('button', { name: 'Show 1 more' }).click();
    await tab.getByRole('heading', { name: 'Work With Us Applications (101)' }).waitFor();
    expect(await tab.getByRole('button', { name: /^Show \d+ more$/ }).count()).toBe(0);
    expect(await pageOverflow(page)).toBe(0);

    // An address only one applicant has (a word like "000" could also be inside an id).
    await tab.getByLabel('Search the 101 loaded').fill('PAGING.0@example.org');
    await tab.getByRole('status').filter({ hasText: '1 match among 101 loaded of 101' }).waitFor();
    expect(await tab.getByRole('row').count()).toBe(2);
    const [download] = await Promise.all([page.waitForEvent('download'), tab.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^work-with-us-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Submission ID,Name,Email,Video Link,Roles,Work Type,Message,Location,Files,Submitted');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Paging Person 000,paging.0@example.org');
    // A visitor's text that starts like a formula is exported as text.
    expect(lines[1]).toContain("'=SUM(A1:A9)");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Audit' }).click();
    await page.getByRole('tabpanel').getByRole('row').filter({ hasText: 'Work With Us applications CSV, 1 row' }).waitFor();
  });

  it('the Privacy tab shows the 24-month policy and the next run, finds a person by email, erases after confirming, and says what was erased', async () => {
    for (const viewport of ADMIN_WIDTHS) {
      const { page } = await adminPage(viewport);
      await openView(page, 'privacy');
      const tile = (label: string) => page.locator('.admin-tile', { has: page.locator('dt', { hasText: label }) }).locator('dd');
      expect(await tile('Submissions kept').textContent()).toBe('2 years (24 months)');
      expect(await tile('Analytics kept').textContent()).toBe('24 months');
      await eventually('the next retention run', async () =>
        (await tile('Next retention run').textContent()) !== 'Not scheduled on this server' ? true : undefined,
      ).catch(async () => {
        throw new Error(`next run: ${await tile('Next retention run').textContent()}`);
      });
      expect(await pageOverflow(page)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    }

    const { page } = await adminPage(ADMIN_WIDTHS[1]);
    await openView(page, 'privacy');
    await page.getByLabel('Email address').fill(APPLICANT.email.toUpperCase());
    await page.getByRole('button', { name: 'Find records' }).click();
    // The application and the staff review written about it in the status test.
    const confirm = page.getByRole('button', { name: 'Erase 2 records' });
    await confirm.waitFor();
    expect(await page.locator('.privacy-outcome').textContent()).toContain('Work With Us application');
    expect(await page.locator('.privacy-outcome').textContent()).toContain('Staff status and notes (Work With Us)');
    // Every record in words (issue 35): no raw kind such as "response-review-work-with-us" beside its id.
    for (const item of await page.locator('.privacy-records li').allInnerTexts()) expect(item).toMatch(/^[A-Z][a-z]/);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.click();
    const done = page.locator('.privacy-outcome .banner--success');
    await done.waitFor();
    expect(await done.textContent()).toMatch(
      /2 records erased, \d+ stored events? overwritten, 0 files deleted\. Erasure [0-9a-f-]{36} is in the audit trail\./,
    );
    expect(await pageOverflow(page)).toBe(0);

    await page.getByLabel('Email address').fill(APPLICANT.email);
    await page.getByRole('button', { name: 'Find records' }).click();
    await page.getByText('No records of this person were found. Nothing to erase.').waitFor();

    // The trail is a projection of the erasure event: under load it may lag the answer, and the tab
    // loads once when opened, so the test opens it again until the entry is there.
    const erasureRow = page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ hasText: '2 records erased (erasure request): 1 × Staff status and notes (Work With Us), 1 × Work With Us application' });
    await eventually('the erasure in the audit trail', async () => {
      await page.getByRole('tab', { name: 'Privacy' }).click();
      await page.getByRole('tab', { name: 'Audit' }).click();
      await page.getByRole('tabpanel').getByRole('table').waitFor();
      return (await erasureRow.count()) > 0 ? true : undefined;
    });
  });
});
