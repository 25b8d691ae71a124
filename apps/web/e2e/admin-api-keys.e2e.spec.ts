import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_KEY_PATTERN } from '@intake/contracts';
import { ADMIN, publicApi } from './support/admin-seed.js';
import { ADMIN_WIDTHS, pageOverflow, signedInContext } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

describe('API keys tab in Chromium at 1280 and 390 px: create, shown once with copy, list, revoke', () => {
  let product: RunningProduct;
  let browser: Browser;
  let session: { token: string; user: unknown };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    session = await publicApi(product.url).login();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  const openTab = async (viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await signedInContext(browser, session, { viewport });
    contexts.push(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.url });
    const page = await context.newPage();
    await page.goto(`${product.url}/admin?view=api-keys`);
    await page.getByRole('heading', { level: 2, name: /^API keys/ }).waitFor();
    return { context, page };
  };
  const withKey = (key: string, path: string) => fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

  it.each(ADMIN_WIDTHS)(
    'at $width px: a key is made, shown once and copied, works, shows when it was last used, and is refused once revoked',
    async (viewport) => {
      const { page } = await openTab(viewport);
      const name = `Partner CRM ${viewport.width}`;
      const panel = page.getByRole('tabpanel');
      // The form says what is missing, in words.
      await panel.getByRole('button', { name: 'Create key' }).click();
      await panel.getByText('Give the key a name, e.g. the system that will use it.').waitFor();

      await panel.getByLabel('Name').fill(name);
      await panel.getByLabel(/^Read analytics/).check();
      await panel.getByLabel('Expires after').selectOption({ label: '30 days' });
      await panel.getByRole('button', { name: 'Create key' }).click();

      const secretField = panel.getByLabel('The new API key');
      await secretField.waitFor();
      const secret = await secretField.inputValue();
      expect(secret).toMatch(API_KEY_PATTERN);
      await panel.getByText('it is shown only this once').waitFor();
      await panel.getByRole('button', { name: 'Copy key' }).click();
      await panel.getByText('The key is on your clipboard.').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      expect([viewport.width, await pageOverflow(page)]).toEqual([viewport.width, 0]);
      expect([viewport.width, await axeViolations(page)]).toEqual([viewport.width, []]);

      // Once dismissed, the key is gone from the page for good; the list shows it without its secret.
      await panel.getByRole('button', { name: 'Done, I have copied it' }).click();
      const row = panel.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      expect(await page.content()).not.toContain(secret);
      expect(await row.textContent()).toContain('Read responses, Read analytics');
      expect(await row.textContent()).toContain('Never');
      expect(await row.textContent()).toContain('Active');

      // The key reads what its scopes cover; its use shows as "last used" once the list catches up.
      expect((await withKey(secret, '/analytics/summary?days=7')).status).toBe(200);
      await eventually('last used shown', async () => {
        await page.reload();
        await row.waitFor();
        return (await row.textContent())?.includes('Never') ? undefined : true;
      });

      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      await row.getByRole('button', { name: `Confirm: revoke ${name}` }).click();
      await row.getByText('Revoked').waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
      const refused = await withKey(secret, '/analytics/summary?days=7');
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { detail: string }).detail).toBe('This API key has been revoked.');
      expect([viewport.width, await pageOverflow(page)]).toEqual([viewport.width, 0]);
      expect([viewport.width, await axeViolations(page)]).toEqual([viewport.width, []]);
    },
  );
});
