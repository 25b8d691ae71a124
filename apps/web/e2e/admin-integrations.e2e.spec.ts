import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SELF_DESCRIPTION_OPTIONS } from '@intake/contracts';
import { startWebhookReceiver, type WebhookReceiver } from '@intake/worker/testing';
import { ADMIN, publicApi } from './support/admin-seed.js';
import { ADMIN_WIDTHS, pageOverflow, signedInContext } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

/**
 * The Integrations tab in Chromium at 1280 and 390 px: an endpoint registered on screen (its
 * secret shown once, then gone), a real delivery to an HTTPS receiver on loopback checked with
 * standardwebhooks, the delivery log and its Resend, disable and enable, removal.
 */
describe('admin Integrations tab: webhooks in Chromium at 1280 and 390 px', () => {
  let product: RunningProduct;
  let browser: Browser;
  let receiver: WebhookReceiver;
  let caDir: string;
  let session: { token: string; user: unknown };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    caDir = await mkdtemp(path.join(tmpdir(), 'intake-e2e-ca-'));
    await writeFile(path.join(caDir, 'ca.pem'), receiver.cert);
    product = await startProduct({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_CA_FILE: path.join(caDir, 'ca.pem'),
      WEBHOOK_SECRET_KEY: 'e2e webhook sealing key, long enough',
    });
    browser = await launchBrowser();
    session = await publicApi(product.url).login();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
    await receiver?.close();
    await rm(caDir, { recursive: true, force: true });
  });

  const open = async (viewport: { width: number; height: number }): Promise<Page> => {
    const context = await signedInContext(browser, session, { viewport });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${product.url}/admin?view=integrations`);
    await page.getByRole('heading', { name: /^Webhooks/ }).waitFor();
    return page;
  };

  it('registers an endpoint, shows its secret once, delivers a signed event, resends it, disables, enables and removes it', async () => {
    const page = await open(ADMIN_WIDTHS[0]);
    await page.getByText('No endpoints yet').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Endpoint URL (https)').fill(receiver.url('/hooks/ui'));
    await page.getByLabel('Note added').check();
    await page.getByLabel('Include personal data').check();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.getByLabel('Signing secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    receiver.setSecret('/hooks/ui', secret);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have kept it' }).click();
    await page.getByLabel('Signing secret').waitFor({ state: 'detached' });
    expect(await page.content()).not.toContain(secret);
    const card = page.getByRole('listitem').filter({ hasText: receiver.url('/hooks/ui') });
    await card.getByText('Included').waitFor();
    await card.getByText('Enabled').waitFor();

    await publicApi(product.url).post('/api/work-with-us/submit', {
      name: 'Ivy Integrations',
      email: 'ivy.integrations@example.org',
      video_link: '',
      preferred_roles: SELF_DESCRIPTION_OPTIONS[1],
      work_type: 'general',
      metadata: { source: 'web_form', device_type: 'desktop' },
    });
    const delivered = await eventually('the delivery', async () => receiver.received.find((r) => r.path === '/hooks/ui'));
    expect(delivered.verified).toBe(true);
    expect(delivered.body).toMatchObject({ type: 'response.created', data: { channel: 'work-with-us', person: { name: 'Ivy Integrations' } } });

    await card.getByRole('button', { name: 'Delivery log' }).click();
    const row = card.getByRole('row').filter({ hasText: delivered.id });
    await eventually('the logged delivery', async () => {
      await card.getByRole('button', { name: 'Refresh log' }).click();
      return (await row.filter({ hasText: 'Delivered' }).count()) === 1 || undefined;
    });
    await row.getByText('HTTP 200').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Resend ${delivered.id}` }).click();
    await eventually('the resend', async () => receiver.received.filter((r) => r.id === delivered.id).length === 2 || undefined);

    await card.getByRole('button', { name: 'Disable' }).click();
    await card.getByText('Disabled').waitFor();
    await card.getByRole('button', { name: 'Enable' }).click();
    await card.getByText('Enabled').waitFor();

    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove endpoint' }).click();
    await page.getByText('No endpoints yet').waitFor();
  });

  it.each(ADMIN_WIDTHS)('fits $width px without sideways scrolling, with an endpoint and its log open, and has no serious axe violation', async (viewport) => {
    const api = publicApi(product.url);
    const res = await fetch(`${product.url}/api/admin/integrations/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ url: receiver.url(`/hooks/w${viewport.width}/with/a/rather/long/path/that/must/wrap`), events: ['response.created'] }),
    });
    expect(res.status).toBe(201);
    receiver.setSecret(`/hooks/w${viewport.width}/with/a/rather/long/path/that/must/wrap`, ((await res.json()) as { secret: string }).secret);
    await api.post('/api/work-with-us/submit', {
      name: `Wide ${viewport.width}`,
      email: `wide${viewport.width}@example.org`,
      video_link: '',
      preferred_roles: SELF_DESCRIPTION_OPTIONS[1],
      work_type: 'general',
      metadata: { source: 'web_form', device_type: 'desktop' },
    });
    await eventually('the delivery', async () => receiver.received.find((r) => r.path.startsWith(`/hooks/w${viewport.width}/`)));
    const page = await open(viewport);
    const card = page.getByRole('listitem').filter({ hasText: `/hooks/w${viewport.width}/` });
    await card.getByRole('button', { name: 'Delivery log' }).click();
    await card.getByRole('table').waitFor();
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
