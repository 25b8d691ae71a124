import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe.js';
import { appReady, launchBrowser } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';

declare global {
  interface Window {
    goToAdmin?: () => void;
  }
}

const ADMIN = { username: 'e2e-admin', password: 'e2e password 123', project_name: 'innovation-intake' };

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const storedSession = (page: Page) => page.evaluate(() => [localStorage.getItem('admin_token'), localStorage.getItem('admin_user')]);

describe('admin sign-in, guard, entry shortcuts and the signed-in header in Chromium', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  const open = async (path: string) => {
    await page.goto(`${product.url}${path}`);
    // The landing page is prerendered: window.goToAdmin and the shortcut exist once it has hydrated.
    await appReady(page);
    await page.locator('main#main').first().waitFor();
  };
  const loginScreen = () => page.getByRole('heading', { level: 1, name: 'Admin sign-in' }).waitFor();
  const signIn = async (password = ADMIN.password) => {
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('Project Name').fill(ADMIN.project_name);
    await page.getByRole('button', { name: 'Sign In' }).click();
  };
  /** A real session, stored the way the login screen stores it. */
  const signInThroughApi = async () => {
    const reply = await fetch(`${product.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { access_token, user } = (await reply.json()) as { access_token: string; user: unknown };
    await context.addInitScript(
      ([token, userText]) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('admin_token', token!);
          localStorage.setItem('admin_user', userText!);
          sessionStorage.setItem('seeded', '1');
        }
      },
      [access_token, JSON.stringify(user)],
    );
  };

  it('signed out: ?admin=true, ?page=admin, goToAdmin() and the guard all lead to the login screen, and the query leaves the address', async () => {
    for (const path of ['/?admin=true', '/about?page=admin', '/work-with-us?utm_source=mail&admin=true']) {
      await page.goto(`${product.url}${path}`);
      await loginScreen();
      expect([path, pathOf(page)]).toEqual([path, '/admin/login']);
    }
    await open('/about');
    await page.evaluate(() => window.goToAdmin!());
    await loginScreen();
    expect(pathOf(page)).toBe('/admin/login');

    await page.goto(`${product.url}/admin`);
    await loginScreen();
    expect(pathOf(page)).toBe('/admin/login');
    // Shown without the shared header.
    expect(await page.locator('header.site-header').count()).toBe(0);
  });

  it('login screen: required fields, errors cleared on edit, password show/hide, the 401 message, Cancel', async () => {
    await open('/admin/login');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign In' }).click();
    for (const message of ['Username is required', 'Password is required', 'Project name is required']) await page.getByText(message).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-username');
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel('Username').fill('x');
    expect(await page.getByText('Username is required').count()).toBe(0);
    expect(await page.getByText('Password is required').count()).toBe(1);

    // Blank after trimming is still missing.
    await page.getByLabel('Project Name').fill('   ');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Project name is required').waitFor();

    const password = page.getByLabel('Password');
    await password.fill('hunter2');
    expect(await password.getAttribute('type')).toBe('password');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await page.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await signIn('wrong password');
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials. Please check your username, password, and project name.' }).waitFor();
    expect(await storedSession(page)).toEqual([null, null]);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${product.url}/`);
  });

  it('signs in, returns to the guarded page it came from, shows Admin, the username and Logout; Logout clears the session and goes home', async () => {
    await page.goto(`${product.url}/admin/dashboard`);
    await loginScreen();
    await signIn();
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    expect(pathOf(page)).toBe('/admin/dashboard');
    const [token, user] = await storedSession(page);
    expect(token).toMatch(/^ey/);
    expect(JSON.parse(user!)).toMatchObject({ username: ADMIN.username, project_name: ADMIN.project_name, role: 'owner' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    // The page first: a click on the header while the route's chunk still loads can land on a
    // header React is replacing, and then nothing navigates (a loaded CI run waited 90 s for '/').
    await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor();
    const adminPart = page.getByRole('group', { name: 'Admin session' });
    await adminPart.getByRole('link', { name: 'Admin', exact: true }).waitFor();
    expect(await adminPart.textContent()).toContain(ADMIN.username);
    expect(await axeViolations(page)).toEqual([]);

    await adminPart.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${product.url}/`);
    expect(await storedSession(page)).toEqual([null, null]);
    await page.goto(`${product.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor();
    expect(await page.getByRole('group', { name: 'Admin session' }).count()).toBe(0);
  });

  it('a signed-in admin goes from ?admin=true, ?page=admin and goToAdmin() to /admin, and the session survives a reload', async () => {
    await signInThroughApi();
    for (const path of ['/?admin=true', '/about?page=admin']) {
      await page.goto(`${product.url}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
      expect([path, pathOf(page)]).toEqual([path, '/admin']);
    }
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    await open('/chat');
    await page.evaluate(() => window.goToAdmin!());
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    // Already signed in: the login screen passes through to the dashboard.
    await page.goto(`${product.url}/admin/login`);
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
  });

  it('restores no session when the stored user cannot be parsed, and removes both keys', async () => {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('admin_token', 'some-token');
        localStorage.setItem('admin_user', '{broken');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(`${product.url}/admin`);
    await loginScreen();
    expect(await storedSession(page)).toEqual([null, null]);
  });
});
