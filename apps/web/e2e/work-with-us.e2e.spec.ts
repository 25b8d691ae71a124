import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SELF_DESCRIPTION_OPTIONS, type WorkWithUsListItem } from '@intake/contracts';
import { launchBrowser, appReady } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';

/** A real, small PDF (the server checks bytes). */
function pdfBytes(): Buffer {
  const body = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  return Buffer.from(`%PDF-1.4\n${body}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

const ADMIN = { username: 'e2e-admin', password: 'e2e password 123', project_name: 'innovation-intake' };

describe('Work With Us in Chromium, against the product started as `npm start` starts it', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, CONTACT_EMAIL: 'hello@consortium.test' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('submits the form with an attachment; admins then find it, its file and the notification email', async () => {
    const page = await browser.newPage();
    const email = `tester+${Date.now()}@clinic.example`;
    await page.goto(`${product.url}/work-with-us`);
    await appReady(page);

    await page.getByLabel('Name').fill('Dr. Test Visitor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('How would you describe yourself?').selectOption(SELF_DESCRIPTION_OPTIONS[1]);
    const notes = page.getByLabel('What would you like us to know?');
    await notes.fill('We run a pilot on sepsis alerts');
    // Enter in the note must not submit the form.
    await notes.press('Enter');
    expect(await page.getByRole('heading', { name: 'Thank You for Reaching Out!' }).count()).toBe(0);
    await page.getByLabel('Attachment').setInputFiles({ name: 'pilot summary.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });

    const submitted = page.waitForRequest((r) => r.url().endsWith('/api/work-with-us/submit'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // Visitor spec §3 "Work Us session metadata", as this Chromium describes itself.
    const session = submitted.then((r) => r.postDataJSON() as { metadata: { session_metadata: Record<string, unknown> } });
    expect((await session).metadata.session_metadata).toMatchObject({
      submission_type: 'work-with-us',
      browser: { name: 'Chrome' },
      os: { name: 'Linux' },
      timezone: expect.any(String),
      language: expect.any(String),
      screen_resolution: expect.stringMatching(/^\d+x\d+$/),
      viewport_size: expect.stringMatching(/^\d+x\d+$/),
      page_load_time_ms: expect.any(Number),
      session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      referral_source: 'direct',
    });
    await page.getByRole('heading', { name: 'Thank You for Reaching Out!' }).waitFor();
    await page.getByText('Uploaded', { exact: false }).first().waitFor();
    expect(await page.getByText('hello@consortium.test').count()).toBeGreaterThan(0);

    const login = await fetch(`${product.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };

    let row: WorkWithUsListItem | undefined;
    for (let i = 0; i < 100 && !row?.admin_notified; i++) {
      const res = await fetch(`${product.url}/analytics/work-with-us?limit=100`, { headers: auth });
      row = ((await res.json()) as { submissions: WorkWithUsListItem[] }).submissions.find((s) => s.email === email);
      if (!row?.admin_notified) await new Promise((r) => setTimeout(r, 200));
    }
    expect(row).toMatchObject({
      name: 'Dr. Test Visitor',
      preferred_roles: SELF_DESCRIPTION_OPTIONS[1],
      work_type: 'general',
      additional_notes: 'We run a pilot on sepsis alerts',
      admin_notified: true,
    });
    expect(row!.uploaded_files).toHaveLength(1);
    expect(row!.uploaded_files[0]).toMatchObject({ filename: 'pilot summary.pdf', file_type: 'attachment', content_type: 'application/pdf' });

    const link = await fetch(`${product.url}/api/work-with-us/download/${row!.uploaded_files[0]!.file_id}`, { headers: auth });
    const { download_url } = (await link.json()) as { download_url: string };
    const bytes = Buffer.from(await (await fetch(download_url)).arrayBuffer());
    expect(bytes.equals(pdfBytes())).toBe(true);

    // No SMTP_URL: the worker wrote the notification to the outbox folder.
    const outbox = path.join(product.dataDir, 'outbox');
    const files = await readdir(outbox);
    const eml = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
    expect(eml.some((m) => m.includes('New Work With Us application: Dr. Test Visitor') && m.includes(row!.submission_id))).toBe(true);
  });

  it('serves the web app for page routes and JSON errors for api paths', async () => {
    const page = await (await fetch(`${product.url}/some/unknown/page`)).text();
    expect(page).toContain('<div id="root">');
    const api = await fetch(`${product.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { detail: string }).detail).toBeTruthy();
  });
});
