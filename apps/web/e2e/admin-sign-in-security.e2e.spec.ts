import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generate } from 'otplib';
import { startLoopbackOidcProvider, type LoopbackOidcProvider } from '../../api/src/admin/sso/testing/loopback-oidc-provider.js';
import { ADMIN } from './support/admin-seed.js';
import { ADMIN_WIDTHS, pageOverflow } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('admin_token'));
/** A code of the step `offset` steps from now: each use spends its step, so the next takes a later one. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe('sign-in security in Chromium at 1280 and 390 px: single sign-on through a loopback provider, the second factor', () => {
  let provider: LoopbackOidcProvider;
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    provider = await startLoopbackOidcProvider({
      users: [
        { sub: 'u-ann', email: 'ann@partner.org', name: 'Ann' },
        { sub: 'u-eve', email: 'eve@evil.example' },
      ],
    });
    product = await startProduct({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Consortium login',
      OIDC_ALLOWED_DOMAINS: 'partner.org',
    });
    provider.allowRedirectUri(`${product.url}/api/admin/sso/callback`);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
    await provider?.close();
  });

  const open = async (viewport: { width: number; height: number }, path: string): Promise<Page> => {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${product.url}${path}`);
    return page;
  };
  const checkScreen = async (page: Page, width: number) => {
    expect([width, await pageOverflow(page)]).toEqual([width, 0]);
    expect([width, await axeViolations(page)]).toEqual([width, []]);
  };

  it.each(ADMIN_WIDTHS)('at $width px: "Sign in with Consortium login" goes through the provider and back, signed in', async (viewport) => {
    const page = await open(viewport, '/admin/login');
    const button = page.getByRole('link', { name: 'Sign in with Consortium login' });
    await button.waitFor();
    // The spec's form is still there, as written.
    await page.getByLabel('Username').waitFor();
    await page.getByLabel('Project Name').waitFor();
    await checkScreen(page, viewport.width);

    await button.click();
    await page.waitForURL(`${provider.issuer}/interaction/**`);
    await page.getByLabel('Email').fill('ann@partner.org');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.url}/admin`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('admin_user') ?? 'null'))).toMatchObject({ username: 'ann.partner.org' });
    // The one-time code is gone from the address.
    expect(page.url()).not.toContain('sso=');
  });

  it.each(ADMIN_WIDTHS)('at $width px: someone the allow-list does not let in is back on the login page, told why', async (viewport) => {
    const page = await open(viewport, '/admin/login');
    await page.getByRole('link', { name: 'Sign in with Consortium login' }).click();
    await page.getByLabel('Email').fill('eve@evil.example');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${product.url}/admin/login`);
    await page.getByRole('alert').getByText('eve@evil.example may not sign in to this site: its email domain is not on this site’s allow-list.').waitFor();
    expect(await storedToken(page)).toBeNull();
    await checkScreen(page, viewport.width);
  });

  it.each(ADMIN_WIDTHS)('at $width px: a second factor is set up in the workspace, asked for at the next sign-in, and switched off', async (viewport) => {
    const page = await open(viewport, '/admin/login');
    const signInWithPassword = async () => {
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByLabel('Project Name').fill(ADMIN.project_name);
      await page.getByRole('button', { name: 'Sign In' }).click();
    };
    await signInWithPassword();
    await page.waitForURL(`${product.url}/admin`);

    await page.getByRole('link', { name: 'Sign-in security' }).click();
    await page.getByRole('heading', { level: 2, name: 'Sign-in security' }).waitFor();
    await checkScreen(page, viewport.width);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const key = page.getByLabel('Key for your authenticator app');
    await key.waitFor();
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    expect(await page.getByRole('link', { name: 'open this account in your authenticator app' }).getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    await checkScreen(page, viewport.width);
    await page.getByLabel('Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('That code is not valid. Check your authenticator app (and its clock) and try again.').waitFor();
    await page.getByLabel('Authentication code').fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    const recovery = (await codes.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(recovery).toHaveLength(10);
    await checkScreen(page, viewport.width);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.getByText('Second factor: on.').waitFor();

    // Signed out, the password alone no longer opens the workspace.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.goto(`${product.url}/admin/login`);
    await signInWithPassword();
    await page.getByRole('heading', { level: 1, name: 'Second factor' }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await checkScreen(page, viewport.width);
    await page.getByLabel('Authentication code').fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    // Back to where the sign-in started from (the guard remembers it), signed in.
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`^${product.url}/admin(\\?|$)`));
    expect(await storedToken(page)).not.toBeNull();

    // Switched off with a recovery code: the next width starts from the spec's one-step login again.
    await page.goto(`${product.url}/admin?view=second-factor`);
    await page.getByLabel('Code to switch it off').fill(recovery[0]!);
    await page.getByRole('button', { name: 'Switch off second factor' }).click();
    await page.getByText('Your second factor is off. Signing in asks for your password only.').waitFor();
    await checkScreen(page, viewport.width);
  });
});

describe('second factor required for owners (TOTP_REQUIRED_FOR_OWNERS) in Chromium at 1280 and 390 px', () => {
  let product: RunningProduct;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, TOTP_REQUIRED_FOR_OWNERS: 'true' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  it('asks the owner to enrol before the workspace opens (1280 px), then asks for the code at the next sign-in (390 px)', async () => {
    const signIn = async (width: number, height: number): Promise<Page> => {
      const context = await browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${product.url}/admin/login`);
      await page.getByLabel('Username').fill(ADMIN.username);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByLabel('Project Name').fill(ADMIN.project_name);
      await page.getByRole('button', { name: 'Sign In' }).click();
      return page;
    };
    const check = async (page: Page, width: number) => {
      expect([width, await pageOverflow(page)]).toEqual([width, 0]);
      expect([width, await axeViolations(page)]).toEqual([width, []]);
    };

    const [wide, narrow] = ADMIN_WIDTHS;
    const page = await signIn(wide.width, wide.height);
    await page.getByRole('heading', { level: 1, name: 'Set up a second factor' }).waitFor();
    await page.getByText('Owners must set up a second factor before using the workspace.').waitFor();
    expect(await storedToken(page)).toBeNull();
    await check(page, wide.width);
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    const key = page.getByLabel('Key for your authenticator app');
    await key.waitFor();
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    await check(page, wide.width);
    await page.getByLabel('Authentication code').fill(await codeAt(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
    await check(page, wide.width);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await storedToken(page)).not.toBeNull();

    const phone = await signIn(narrow.width, narrow.height);
    await phone.getByRole('heading', { level: 1, name: 'Second factor' }).waitFor();
    await check(phone, narrow.width);
    await phone.getByLabel('Authentication code').fill('12345');
    await phone.getByRole('button', { name: 'Verify' }).click();
    await phone.getByRole('alert').getByText('That code is not valid.').waitFor();
    await check(phone, narrow.width);
    await phone.getByLabel('Authentication code').fill(await codeAt(secret, 1));
    await phone.getByRole('button', { name: 'Verify' }).click();
    await phone.getByRole('button', { name: 'Logout' }).waitFor();
    // The workspace view says the factor is required and cannot be switched off.
    await phone.goto(`${product.url}/admin?view=second-factor`);
    await phone.getByText('This site requires a second factor for owners, so it cannot be switched off.').waitFor();
    await check(phone, narrow.width);
  });
});
