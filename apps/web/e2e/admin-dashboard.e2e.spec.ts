import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Locator, Page, Route } from 'playwright-core';
import type { FormSubmissionListItem, LocationData, Stats } from '@intake/contracts';
import { ADMIN, pdfBytes, publicApi, QUESTIONNAIRE_CONTACT } from './support/admin-seed.js';
import { eventually } from './support/eventually.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { freePort } from './support/free-port.js';
import { startProduct, type RunningProduct } from './support/product.js';

const APPLICANT = { name: 'Dr. Dash Board', email: 'dash.board@example.org', video_link: 'https://video.example/dash', filename: 'dashboard cv.pdf' };
/** A public address the offline location data places in a city; the chat is started from it. */
const CHAT_VISITOR_IP = '81.2.69.142';

describe('admin dashboard in Chromium: header, tabs, views, downloads, debug, raw data, backend config', () => {
  let product: RunningProduct;
  let browser: Browser;
  let api: ReturnType<typeof publicApi>;
  let token: string;
  let user: unknown;
  const ids = { chat: '', questionnaire: '', submission: '' };
  const contexts: BrowserContext[] = [];

  const adminGet = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect([path, res.status]).toEqual([path, 200]);
    return (await res.json()) as T;
  };

  /** A backend the operator named (BACKEND_ORIGINS, so the CSP lets the page try it) that is not running. */
  let dead: string;

  beforeAll(async () => {
    dead = `http://127.0.0.1:${await freePort()}`;
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, BACKEND_ORIGINS: dead });
    browser = await launchBrowser();
    api = publicApi(product.url);
    ({ token, user } = await api.login());

    ids.submission = await api.workWithUs(APPLICANT);
    ids.chat = await api.chat('Ward nurses miss early signs of sepsis on night shifts.', CHAT_VISITOR_IP);
    ids.questionnaire = await api.questionnaire();

    // The read models catch up asynchronously.
    await eventually('the conversation list', async () => {
      const { conversations } = await adminGet<{ conversations: { session_id: string }[] }>('/conversations?limit=1000&offset=0');
      const listed = conversations.map((c) => c.session_id);
      return listed.includes(ids.chat) && listed.includes(ids.questionnaire) ? true : undefined;
    });
    await eventually('the lists of the tabs', async () => {
      const wwu = await adminGet<{ submissions: { submission_id: string; uploaded_files: unknown[] }[] }>('/analytics/work-with-us?limit=100');
      const forms = await adminGet<{ submissions: { session_id: string }[] }>('/analytics/forms?limit=100');
      const chats = await adminGet<{ conversations: { session_id: string }[] }>('/analytics/ai-conversations?limit=100');
      const ready =
        wwu.submissions.some((s) => s.submission_id === ids.submission && s.uploaded_files.length === 1) &&
        forms.submissions.some((s) => s.session_id === ids.questionnaire) &&
        chats.conversations.some((c) => c.session_id === ids.chat);
      return ready ? true : undefined;
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  /** A page whose browser holds the admin session (or the given token), stored as the login screen stores it. */
  const adminPage = async (options: { token?: string; storage?: Record<string, string>; signedIn?: boolean } = {}) => {
    const context = await browser.newContext({ acceptDownloads: true });
    contexts.push(context);
    const stored: Record<string, string> = {
      ...(options.signedIn === false ? {} : { admin_token: options.token ?? token, admin_user: JSON.stringify(user) }),
      ...options.storage,
    };
    await context.addInitScript((values) => {
      if (!sessionStorage.getItem('seeded')) {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    }, stored);
    return { context, page: await context.newPage() };
  };
  const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Admin dashboard' });
  const connection = (page: Page, text: string) => page.locator('.admin-connection', { hasText: text }).waitFor();
  const recordCount = (page: Page) => page.getByTestId('record-count');
  const panel = (page: Page) => page.getByRole('tabpanel');
  const openTab = async (page: Page, name: string) => {
    await page.getByRole('tab', { name, exact: true }).click();
    await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  };

  it('signs in, shows the header and the overview, moves through the tabs with the keyboard, and each tab shows its data', async () => {
    const { context, page } = await adminPage({ signedIn: false });
    await page.goto(`${product.url}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Admin sign-in' }).waitFor();
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByLabel('Project Name').fill(ADMIN.project_name);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await heading(page).waitFor();

    // Header: backend, record count, connection; no Error badge.
    await connection(page, 'Connected');
    const { conversations } = await adminGet<{ conversations: unknown[] }>('/conversations?limit=1000&offset=0');
    expect(await recordCount(page).textContent()).toBe(String(conversations.length));
    expect(conversations).toHaveLength(2);
    expect(await page.locator('.admin-status').textContent()).toContain(product.url);
    expect(await page.locator('.admin-badge--error').count()).toBe(0);

    // The overview: the stats tiles and the record count.
    const stats = await adminGet<Stats>('/stats');
    const tile = (label: string) => page.locator('.admin-tile', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    expect(await tile('Total Conversations').textContent()).toBe(String(stats.total_conversations));
    expect(await tile('Completion Rate').textContent()).toBe(`${stats.completion_rate}%`);
    expect(await tile('Most Common Type').textContent()).toBe(stats.most_common_innovation_type);
    expect(await tile('Records Loaded').textContent()).toBe('2');
    expect(await page.getByRole('link', { name: 'Overview', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations(page)).toEqual([]);

    // The tabs, in the spec's order; one Tab stop; arrows, Home and End.
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Analytics',
      'Work With Us Applications',
      'Form Submissions',
      'AI Guide Sessions',
      'Debug Info',
      'Raw Data',
      'Backend Config',
      // The workspace's own tabs come after the spec's seven (issue 20).
      'Audit',
      'Privacy',
      // Issue 31.
      'API keys',
      'Integrations',
      // Issue 30: assigned responses (reviewers and owners), staff (owners).
      'My queue',
      'Staff',
    ]);
    await page.getByRole('tab', { name: 'Analytics' }).focus();
    await page.keyboard.press('ArrowRight');
    // Router updates run as transitions: wait for the selection rather than read it at once.
    const selected = (name: string) => page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
    await selected('Work With Us Applications');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Work With Us Applications');
    expect(new URL(page.url()).search).toBe('?view=work-with-us');
    await page.keyboard.press('End');
    await selected('Staff');
    await page.keyboard.press('ArrowRight');
    await selected('Analytics');
    await page.keyboard.press('ArrowRight');
    await selected('Work With Us Applications');

    // Work With Us: the application, its file, video and mail links.
    const application = panel(page).getByRole('row', { name: new RegExp(APPLICANT.name) });
    await application.waitFor();
    const cells = await application.locator('th, td').allTextContents();
    expect(cells[0]).toContain(APPLICANT.email);
    expect(cells[1]).toBe('Engineer / Designer');
    expect(await application.getByRole('link', { name: `Email ${APPLICANT.name}` }).getAttribute('href')).toBe(`mailto:${APPLICANT.email}`);
    expect(await application.getByRole('link', { name: `Watch the video of ${APPLICANT.name}` }).getAttribute('href')).toBe(APPLICANT.video_link);
    expect(await axeViolations(page)).toEqual([]);

    // The file: GET /api/work-with-us/download/{id} with auth, the signed address opened in a new tab.
    const downloadRequest = page.waitForRequest((r) => r.url().includes('/api/work-with-us/download/'));
    const downloaded = new Promise<Download>((resolve) => context.on('page', (tab) => tab.on('download', resolve)));
    await application.getByRole('button', { name: `Download ${APPLICANT.filename}` }).click();
    const signedInToken = await page.evaluate(() => localStorage.getItem('admin_token'));
    expect((await downloadRequest).headers()['authorization']).toBe(`Bearer ${signedInToken}`);
    const download = await downloaded;
    expect(download.url()).toMatch(new RegExp(`^${product.url}/api/files/[^?]+\\?expires=\\d+&sig=`));
    expect(download.suggestedFilename()).toBe(APPLICANT.filename);
    expect((await readFile((await download.path())!)).equals(pdfBytes())).toBe(true);

    // Form Submissions: the questionnaire, Fields = number of form data keys.
    await openTab(page, 'Form Submissions');
    const forms = await adminGet<{ submissions: FormSubmissionListItem[] }>('/analytics/forms?limit=100');
    const submitted = forms.submissions.find((s) => s.session_id === ids.questionnaire)!;
    const formRow = panel(page).getByRole('row', { name: new RegExp(QUESTIONNAIRE_CONTACT.name) });
    await formRow.waitFor();
    expect(await formRow.locator('td.admin-table__number').textContent()).toBe(String(Object.keys(submitted.form_data).length));
    expect(Object.keys(submitted.form_data).length).toBeGreaterThan(5);
    expect(await formRow.getByRole('link', { name: /^Email / }).getAttribute('href')).toBe(`mailto:${QUESTIONNAIRE_CONTACT.email}`);
    expect(await axeViolations(page)).toEqual([]);

    // AI Guide Sessions: the chat, its source, state and the place its session was started from.
    const { conversations: chats } = await adminGet<{ conversations: { session_id: string; location_data: LocationData | null }[] }>(
      '/analytics/ai-conversations?limit=100',
    );
    const place = chats.find((c) => c.session_id === ids.chat)!.location_data;
    expect(place).toMatchObject({ city: expect.any(String), region: expect.any(String), country: 'United Kingdom', country_code: 'GB' });
    const placeText = [place!.city, place!.region, place!.country].join(', ');
    await openTab(page, 'AI Guide Sessions');
    const chatRow = panel(page).getByRole('row', { name: new RegExp(ids.chat) });
    await chatRow.waitFor();
    const chatCells = await chatRow.locator('th, td').allTextContents();
    expect(chatCells[0]).toBe(`${ids.chat}AI_CHAT`);
    expect(chatCells[1]).toBe('In progress');
    expect(chatCells[2]).toMatch(/^\d+%$/);
    expect(chatCells[4]).toBe(placeText);
    expect(await axeViolations(page)).toEqual([]);

    // The view without a tab: all conversations, by the header link and by ?view=.
    await page.getByRole('link', { name: 'All Conversations', exact: true }).click();
    const list = page.getByRole('region', { name: 'Conversations', exact: true });
    await list.getByText(ids.chat).waitFor();
    await list.getByText(ids.questionnaire).waitFor();
    expect(new URL(page.url()).search).toBe('?view=conversations');
    expect(await page.getByRole('tab', { selected: true }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Each conversation's details: the chat's place; the questionnaire's answers under the §3 fields.
    const fact = (dialog: Locator, label: string) => dialog.locator('dl div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
    const details = async (id: string) => {
      await list.getByRole('button', { name: new RegExp(`^View details of .* \\(${id}\\)$`) }).click();
      const dialog = page.getByRole('dialog', { name: 'Conversation details' });
      await dialog.waitFor();
      return dialog;
    };
    const chatDialog = await details(ids.chat);
    expect(await fact(chatDialog, 'Location').textContent()).toBe(placeText);
    await page.keyboard.press('Escape');
    await chatDialog.waitFor({ state: 'hidden' });
    const formDialog = await details(ids.questionnaire);
    expect(await fact(formDialog, 'Background').textContent()).toBe('Researcher or academic');
    expect(await fact(formDialog, 'Support needed').textContent()).toBe('Funding: Grant; $250,000 over 18 months');
    expect(await fact(formDialog, 'Urgency').textContent()).toBe('Flexible');
    expect(await fact(formDialog, 'Commitment level').textContent()).toBe('Seed round');
    expect(await fact(formDialog, 'Project stage').textContent()).toBe('prototype');
    expect(await formDialog.locator('.conversation-detail__text').allTextContents()).toEqual([
      'Heart failure readmissions are missed.',
      'A patch that flags fluid build-up at home.',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await formDialog.waitFor({ state: 'hidden' });
  });

  it('runs the five debug checks and shows the recommendations; Refresh picks up the test conversation; Raw Data shows the answers', async () => {
    const { page } = await adminPage();
    await page.goto(`${product.url}/admin?view=debug`);
    await connection(page, 'Connected');
    await panel(page).getByRole('button', { name: 'Run Debug Checks' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Debug checks finished/ })
      .waitFor();
    const checks = await panel(page).locator('.admin-check').allInnerTexts();
    expect(checks).toHaveLength(5);
    for (const [index, path] of [
      '/api/debug/database-direct',
      '/api/debug/test-data-flow',
      '/api/debug/create-test-data',
      '/api/conversations?limit=10',
      '/api/stats',
    ].entries()) {
      expect(checks[index]).toContain(`GET ${path}`);
      expect(checks[index]).toMatch(/\nOK(\n|$)/);
    }
    const recommendations = await panel(page).locator('.admin-recommendation').allInnerTexts();
    expect(recommendations).toEqual([expect.stringMatching(/^OK: Fixed endpoint working\s+GET \/api\/conversations answered with [23] conversations\.$/)]);
    await panel(page).getByText('Response').first().click();
    expect(await panel(page).locator('pre').first().textContent()).toContain('"connected": true');
    expect(await axeViolations(page)).toEqual([]);

    // The check created one labelled demo conversation; Refresh brings it in.
    await eventually('the demo conversation after Refresh', async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await connection(page, 'Connected');
      return (await recordCount(page).textContent()) === '3' ? true : undefined;
    });

    await openTab(page, 'Raw Data');
    const raw = (label: string) => panel(page).getByRole('region', { name: `${label} response`, exact: true });
    expect(await raw('Stats').getByRole('heading').textContent()).toBe('Stats GET /stats');
    expect(await raw('Conversations').getByRole('heading').textContent()).toBe('Conversations GET /conversations?limit=1000&offset=0');
    expect(await raw('AI guide sessions').getByRole('heading').textContent()).toBe('AI guide sessions GET /analytics/ai-conversations?limit=500');
    const conversationsJson = JSON.parse((await raw('Conversations').locator('pre').textContent())!) as {
      total: number;
      conversations: { session_id: string }[];
    };
    expect(conversationsJson.total).toBe(3);
    expect(conversationsJson.conversations.map((c) => c.session_id)).toEqual(expect.arrayContaining([ids.chat, ids.questionnaire]));
    expect(JSON.parse((await raw('Stats').locator('pre').textContent())!)).toMatchObject({ total_conversations: 3 });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('Backend Config: environment, the backends with Switch, a failed switch, Re-detect, Test Current Backend, Refresh Environment Config', async () => {
    const { page } = await adminPage({ storage: { backend_override: dead } });
    await page.goto(`${product.url}/admin?view=backend-config`);
    await connection(page, 'Connected');
    const env = panel(page).locator('.admin-env');
    const envValue = (term: string) => env.locator('.admin-env__item', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
    expect(await envValue('Current backend').textContent()).toBe(product.url);
    expect(await envValue('Stored backend override').textContent()).toBe(dead);
    expect(await envValue('API mode').textContent()).toBe('Guide API');

    const backends = panel(page).getByRole('table', { name: 'Available backends' });
    const rowOf = (url: string) => backends.getByRole('row', { name: new RegExp(url.replace(/[.:/]/g, '\\$&')) });
    expect(await rowOf(product.url).textContent()).toContain('Current');
    expect(await rowOf(dead).textContent()).toContain('Stored override');
    expect(await axeViolations(page)).toEqual([]);

    await panel(page)
      .getByRole('button', { name: `Switch to ${dead}` })
      .click();
    await panel(page)
      .getByRole('alert')
      .filter({ hasText: `Failed to switch to backend: ${dead}` })
      .waitFor();
    expect(await rowOf(dead).textContent()).toContain('Not responding');

    await panel(page).getByRole('button', { name: 'Re-detect Backends' }).click();
    await panel(page).getByText(`Backends detected; using ${product.url}`).waitFor();
    expect(await rowOf(product.url).textContent()).toContain('Responding (GET /api/guide/health)');

    await panel(page).getByRole('button', { name: 'Test Current Backend' }).click();
    await panel(page).getByText(`The current backend ${product.url} is responding (GET /api/guide/health).`).waitFor();

    await panel(page)
      .getByRole('button', { name: `Switch to ${product.url}` })
      .click();
    await panel(page).getByText(`Switched to backend: ${product.url}`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('backend_override'))).toBe(product.url);
    await connection(page, 'Connected');

    await panel(page).getByRole('button', { name: 'Refresh Environment Config' }).click();
    await panel(page).getByText('Environment config refreshed.').waitFor();
    expect(await envValue('Stored backend override').textContent()).toBe(product.url);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('list tabs: Form Submissions shows the error panel with Retry; Work With Us swallows its error under a not-loaded notice', async () => {
    const { page } = await adminPage();
    let refuse = true;
    await page.route(/\/analytics\/(forms|work-with-us)\?/, (route) =>
      refuse ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"List store is down"}' }) : route.continue(),
    );
    await page.goto(`${product.url}/admin?view=forms`);
    const alert = panel(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Error Loading Form Submissions');
    expect(await alert.textContent()).toContain('API Error 503: {"detail":"List store is down"}');
    expect(await axeViolations(page)).toEqual([]);
    refuse = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await panel(page)
      .getByRole('row', { name: new RegExp(QUESTIONNAIRE_CONTACT.name) })
      .waitFor();

    refuse = true;
    await openTab(page, 'Work With Us Applications');
    await panel(page).getByText('No Applications Yet').waitFor();
    // The spec's empty list stays; staff are told it is empty because nothing could be loaded (issue 20).
    expect(await panel(page).getByRole('alert').textContent()).toContain('The applications could not be loaded');
  });

  it('header errors: a failed stats call, the data mismatch, no backend at all', async () => {
    // Stats refused on both paths: the rest still loads, the header has the Error badge.
    const failing = await adminPage();
    await failing.page.route(/\/(api\/)?stats$/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Stats store is down"}' }),
    );
    await failing.page.goto(`${product.url}/admin`);
    await failing.page.getByRole('alert').filter({ hasText: 'Failed to load data: API Error 500: {"detail":"Stats store is down"}' }).waitFor();
    await failing.page.locator('.admin-badge--error', { hasText: 'Error' }).waitFor();
    expect(await recordCount(failing.page).textContent()).toBe('3');
    await failing.page.getByText('No statistics available.', { exact: false }).waitFor();
    expect(await axeViolations(failing.page)).toEqual([]);

    // Stats count conversations, the list comes back empty.
    const mismatch = await adminPage();
    await mismatch.page.route(/\/conversations\?limit=1000&offset=0$/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, conversations: [], total: 0, limit: 1000, offset: 0 }),
      }),
    );
    await mismatch.page.goto(`${product.url}/admin`);
    await mismatch.page
      .getByText('Data mismatch: the statistics count 3 conversations, but the conversation list came back empty.', { exact: false })
      .waitFor();
    expect(await mismatch.page.locator('.admin-badge--error').count()).toBe(0);

    // No backend answers its health probe.
    const offline = await adminPage();
    await offline.page.route(/\/(api\/guide\/|api\/)?health$/, (route) => route.abort('connectionrefused'));
    await offline.page.goto(`${product.url}/admin`);
    await offline.page.getByRole('alert').filter({ hasText: 'Failed to connect to any backend server' }).waitFor();
    await connection(offline.page, 'Failed');
    await offline.page.locator('.admin-badge--error').waitFor();
  });

  it('with the product stopped, Refresh says in plain words that the server could not be reached (issue 35)', async () => {
    const { context, page } = await adminPage();
    await page.goto(`${product.url}/admin`);
    await connection(page, 'Connected');
    // A stopped product, as the browser meets it: every connection refused.
    await context.route('**/*', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to load data:' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('The server could not be reached: no answer came back.');
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await connection(page, 'Failed');
    await context.unroute('**/*');
  });

  it('a load slower than 15 s shows the dashboard with limited functionality, and its data when it comes', async () => {
    const { page } = await adminPage();
    await page.clock.install();
    const held: Route[] = [];
    await page.route(/\/(api\/)?stats$/, (route) => {
      held.push(route);
    });
    await page.goto(`${product.url}/admin`);
    await page.getByRole('status').filter({ hasText: 'Loading dashboard…' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    await eventually('the stats call', async () => (held.length > 0 ? true : undefined));
    await page.clock.fastForward(15_000);
    await page.getByText('Loading timed out. Displaying dashboard with limited functionality.').waitFor();
    expect(await page.getByRole('tab').count()).toBe(13);
    await connection(page, 'Checking…');
    // The admin may give up on the slow load and start it again.
    expect(await page.getByRole('button', { name: 'Refresh', exact: true }).isEnabled()).toBe(true);
    for (const route of held.splice(0)) await route.continue();
    await connection(page, 'Connected');
    expect(await page.getByText('Loading timed out.', { exact: false }).count()).toBe(0);
    expect(await recordCount(page).textContent()).toBe('3');
  });

  it('an admin token the server no longer accepts ends the session and shows the login screen', async () => {
    const { page } = await adminPage({ token: 'expired-token' });
    await page.goto(`${product.url}/admin?view=forms`);
    await page.getByRole('heading', { level: 1, name: 'Admin sign-in' }).waitFor();
    await page.getByText('Your admin session has expired. Please sign in again.').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('admin_token'), localStorage.getItem('admin_user')])).toEqual([null, null]);
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByLabel('Project Name').fill(ADMIN.project_name);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await heading(page).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/admin?view=forms');
  });
});
