import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NARROW_PLACEHOLDERS, WIDE_PLACEHOLDERS } from '../src/features/landing/landing-placeholders.js';
import { PERSONAS } from '../src/features/about/personas.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser, appReady } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';

const CONTACT = 'hello@consortium.test';

/** A port with nothing behind it: connections are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

type StorageWrite = [op: 'set' | 'remove', key: string, value?: string];

/**
 * Every localStorage write of the page, in order. The chat screen consumes the initial message as
 * it opens, so what the landing and How It Works pages stored is checked in this log rather than
 * in the storage afterwards.
 */
async function recordStorageWrites(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: [string, string, string?][] = [];
    (window as unknown as { __storageWrites: typeof log }).__storageWrites = log;
    const { setItem, removeItem } = Storage.prototype;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage) log.push(['set', key, String(value)]);
      return setItem.call(this, key, value);
    };
    Storage.prototype.removeItem = function (this: Storage, key: string) {
      if (this === window.localStorage) log.push(['remove', key]);
      return removeItem.call(this, key);
    };
  });
}
/** The writes of the keys through which the landing and How It Works pages hand over to the chat. */
const chatHandOff = async (page: Page) =>
  (await page.evaluate(() => (window as unknown as { __storageWrites: StorageWrite[] }).__storageWrites)).filter(([, key]) =>
    ['initial_chat_message', 'persona_flow', 'auto_confirm_consent'].includes(key),
  );
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe('the public site in Chromium', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** A backend the operator named that does not answer (its port closed). */
  let dead: string;
  const OVERRIDE = 'http://backend-override.test';

  beforeAll(async () => {
    dead = `http://127.0.0.1:${await closedPort()}`;
    // The CSP lets the page connect only to backends the operator named (issue 28).
    product = await startProduct({ CONTACT_EMAIL: CONTACT, BACKEND_ORIGINS: `${dead},${OVERRIDE}` });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  const open = async (path: string) => {
    await page.goto(`${product.url}${path}`);
    await appReady(page);
    await page.locator('main#main').first().waitFor();
  };

  it('shows the header with the right buttons on each route, and none on the landing page', async () => {
    const header = page.locator('header.site-header');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const matrix: [path: string, form: boolean, guide: boolean][] = [
      ['/about', false, false],
      ['/work-with-us', false, false],
      ['/chat', false, true],
      ['/form', true, false],
      ['/structured', true, false],
    ];
    for (const [path, form, guide] of matrix) {
      await open(path);
      expect(await header.count()).toBe(1);
      for (const link of ['Home', 'How It Works', 'Work With Us']) expect(await nav.getByRole('link', { name: link, exact: true }).count()).toBe(1);
      expect([path, await nav.getByRole('link', { name: 'Form', exact: true }).count()]).toEqual([path, form ? 1 : 0]);
      expect([path, await nav.getByRole('link', { name: 'AI Guide', exact: true }).count()]).toEqual([path, guide ? 1 : 0]);
      // Signed out: no admin part.
      expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    }
    for (const path of ['/', '/admin/login']) {
      await open(path);
      expect([path, await header.count()]).toEqual([path, 0]);
    }
  });

  it('sends unknown paths, /home and /homepage to the landing page at /', async () => {
    for (const path of ['/no/such/page', '/home', '/homepage', '/about/extra']) {
      await open(path);
      expect([path, pathOf(page)]).toEqual([path, '/']);
      await page.getByRole('heading', { level: 1, name: 'Break silos. Build solutions.' }).waitFor();
    }
    // The header's links are client-side routes.
    await open('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work With Us', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Work With Us' }).waitFor();
  });

  it('landing: switches the placeholder texts at 640 px and rotates them', async () => {
    const input = page.getByLabel('Describe your idea or challenge');
    await page.setViewportSize({ width: 639, height: 800 });
    await open('/');
    const placeholder = () => input.getAttribute('placeholder');
    expect(NARROW_PLACEHOLDERS).toContain(await placeholder());
    await page.setViewportSize({ width: 640, height: 800 });
    await page.waitForFunction((texts) => texts.includes(document.querySelector('#landing-message')?.getAttribute('placeholder') ?? ''), [
      ...WIDE_PLACEHOLDERS,
    ] as string[]);
    const first = await placeholder();
    expect(WIDE_PLACEHOLDERS).toContain(first);
    await page.waitForFunction((before) => document.querySelector('#landing-message')?.getAttribute('placeholder') !== before, first, { timeout: 10_000 });
    expect(WIDE_PLACEHOLDERS).toContain(await placeholder());
    await page.setViewportSize({ width: 639, height: 800 });
    await page.waitForFunction((texts) => texts.includes(document.querySelector('#landing-message')?.getAttribute('placeholder') ?? ''), [
      ...NARROW_PLACEHOLDERS,
    ] as string[]);
  });

  it('landing: Start stays disabled while the text is blank; Enter stores the trimmed text and opens /chat', async () => {
    await recordStorageWrites(context);
    await open('/');
    const input = page.getByLabel('Describe your idea or challenge');
    const start = page.getByRole('button', { name: 'Start', exact: true });
    expect(await start.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await start.isDisabled()).toBe(true);
    await input.press('Enter');
    expect(pathOf(page)).toBe('/');
    expect(await stored(page, 'initial_chat_message')).toBeNull();

    // A persona chosen earlier does not leak into a message typed here.
    await page.evaluate(() => {
      localStorage.setItem('persona_flow', 'investors');
      localStorage.setItem('auto_confirm_consent', 'true');
      (window as unknown as { __storageWrites: unknown[] }).__storageWrites.length = 0;
    });
    await input.fill('  A wearable that spots sepsis early  ');
    expect(await start.isEnabled()).toBe(true);
    await input.press('Enter');
    await page.waitForURL(`${product.url}/chat`);
    expect((await chatHandOff(page)).slice(0, 3)).toEqual([
      ['set', 'initial_chat_message', 'A wearable that spots sepsis early'],
      ['remove', 'persona_flow'],
      ['remove', 'auto_confirm_consent'],
    ]);
    expect(await stored(page, 'persona_flow')).toBeNull();
    expect(await stored(page, 'auto_confirm_consent')).toBeNull();

    await open('/');
    await page.getByLabel('Describe your idea or challenge').fill('Clinical pilot partners');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForURL(`${product.url}/chat`);
    expect((await chatHandOff(page))[0]).toEqual(['set', 'initial_chat_message', 'Clinical pilot partners']);
  });

  it('landing: links to How It Works and Work With Us', async () => {
    await open('/');
    await page.getByRole('main').getByRole('link', { name: 'How It Works' }).click();
    await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor();
    await open('/');
    await page.getByRole('main').getByRole('link', { name: 'Work With Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'Work With Us' }).waitFor();
  });

  it('landing: Privacy and Terms open as modals that keep focus inside and close on Escape; Accept sets privacyAccepted', async () => {
    await open('/');
    const privacyLink = page.getByRole('button', { name: 'Privacy', exact: true });
    await privacyLink.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Accept' }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Close', exact: true }).count()).toBe(1);
    // The contact mailbox comes from the server's public config.
    await dialog.getByRole('link', { name: CONTACT }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const focusInside = () => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy');
    expect(await stored(page, 'privacyAccepted')).toBeNull();

    await privacyLink.click();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await stored(page, 'privacyAccepted')).toBe('true');
    await page.getByRole('status').filter({ hasText: 'Privacy Policy is saved' }).waitFor();

    await page.getByRole('button', { name: 'Terms', exact: true }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    expect(await terms.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await terms.textContent()).toContain('State of Illinois');
    await terms.getByRole('button', { name: 'Close', exact: true }).click();
    await terms.waitFor({ state: 'hidden' });
  });

  it('How It Works: video, cards, the four personas whose More... hands the chat its preset', async () => {
    await recordStorageWrites(context);
    await open('/about');
    const video = page.locator('video.about__video');
    expect(await video.evaluate((v: HTMLVideoElement) => ({ autoplay: v.autoplay, muted: v.muted, loop: v.loop }))).toEqual({
      autoplay: true,
      muted: true,
      loop: true,
    });
    // The clip really decodes and plays in Chromium.
    await page.waitForFunction(() => {
      const v = document.querySelector<HTMLVideoElement>('video.about__video');
      return !!v && !v.paused && v.currentTime > 0;
    });
    for (const card of ['Funding', 'Resources', 'Collaboration']) await page.getByRole('heading', { level: 3, name: card, exact: true }).waitFor();
    const points = page.getByRole('region', { name: 'Innovation Intelligence' }).getByRole('listitem');
    expect(await points.count()).toBe(4);
    await page.getByText('All collaborations are private and secure.').waitFor();

    expect(PERSONAS.map((p) => [p.title, p.flow])).toEqual([
      ['Academics', 'academics'],
      ['Entrepreneurs', 'entrepreneurs'],
      ['Clinicians & Healthcare Professionals', 'clinicians'],
      ['Investors', 'investors'],
    ]);
    for (const persona of PERSONAS) {
      await open('/about');
      await page.locator(`[data-persona="${persona.flow}"]`).getByRole('button', { name: 'More...' }).click();
      await page.waitForURL(`${product.url}/chat`);
      expect((await chatHandOff(page)).slice(0, 3)).toEqual([
        ['set', 'initial_chat_message', persona.firstMessage],
        ['set', 'persona_flow', persona.flow],
        ['set', 'auto_confirm_consent', 'true'],
      ]);
    }
  });

  it('the chat page locks body scrolling, and leaving it unlocks', async () => {
    await open('/chat');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
    await page.getByRole('heading', { level: 1, name: 'How It Works' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('visible');
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
  });

  it('the landing page loads only its own JavaScript: no admin, chat, form or questionnaire chunk', async () => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await open('/');
    await page.getByRole('heading', { level: 1, name: 'Break silos. Build solutions.' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /admin|chat|work-with-us|questionnaire|schemas|privacy|terms|legal|modal|about/.test(s))).toEqual([]);
  });

  it('probes the stored backend override first and falls back to the same origin when it fails', async () => {
    await context.addInitScript((base) => window.localStorage.setItem('backend_override', base), dead);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch') requests.push(r.url());
    });
    await open('/');
    await page.getByRole('button', { name: 'Privacy', exact: true }).click();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('link', { name: CONTACT }).first().waitFor();
    expect(requests.filter((u) => /health|public-config/.test(u))).toEqual([
      `${dead}/api/guide/health`,
      `${dead}/api/health`,
      `${dead}/health`,
      `${product.url}/api/guide/health`,
      `${product.url}/api/public-config`,
    ]);
  });

  it('sends every call to a stored override that answers', async () => {
    const override = OVERRIDE;
    await context.addInitScript((base) => window.localStorage.setItem('backend_override', base), override);
    await context.route(`${override}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const body = path === '/api/public-config' ? { contact_email: 'override@backend.test' } : { status: 'ok' };
      return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) });
    });
    await open('/');
    await page.getByRole('button', { name: 'Privacy', exact: true }).click();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('link', { name: 'override@backend.test' }).first().waitFor();
  });

  it('has no serious or critical axe violations on any public page, on desktop and phone widths', async () => {
    const found: Record<string, unknown> = {};
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/about', '/work-with-us', '/chat', '/form', '/structured', '/admin/login']) {
        await open(path);
        await page.waitForLoadState('networkidle');
        const violations = await axeViolations(page);
        if (violations.length > 0) found[`${viewport.width} ${path}`] = violations;
      }
    }
    expect(found).toEqual({});
  });
});
