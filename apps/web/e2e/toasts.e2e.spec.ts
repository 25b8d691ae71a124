import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './support/axe.js';
import { launchBrowser, appReady } from './support/browser.js';

const WEB = fileURLToPath(new URL('../', import.meta.url));
const VITE = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));
const ORIGIN = 'http://toast-harness.test';

type ToastType = 'blank' | 'success' | 'error' | 'loading' | 'custom';

declare global {
  interface Window {
    toastHarness?: { show(type: ToastType, message: string, options?: { id?: string; duration?: number }): string; dismiss(id?: string): void };
  }
}

/**
 * The real Toaster and toast API in Chromium. No screen of the public site raises twenty toasts,
 * so the test builds the small harness page in src/testing with the app's own Vite config and
 * serves it from memory.
 */
describe('toasts in Chromium', () => {
  let outDir: string;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'toast-harness-'));
    await promisify(execFile)(
      process.execPath,
      [VITE, 'build', 'src/testing', '--config', 'vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: WEB },
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      // Any route is the harness page (the durations depend on the route it is on).
      const pathname = new URL(route.request().url()).pathname;
      const file = /\.[a-z0-9]+$/i.test(pathname) ? pathname : '/index.html';
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      const body = await readFile(path.join(outDir, file)).catch(() => null);
      await (body ? route.fulfill({ status: 200, contentType: type, body }) : route.fulfill({ status: 404, body: '' }));
    });
    await page.goto(`${ORIGIN}/`);
    await appReady(page);
    await page.waitForFunction(() => !!window.toastHarness);
  });
  afterEach(async () => {
    await page?.close();
  });

  const messages = () => page.locator('.toast .toast__message').allTextContents();

  type Timed = 'success' | 'error' | 'blank';
  /** The distinct expected durations, shortest first. */
  const expiriesOf = (expected: Record<Timed, number>) => [...new Set(Object.values(expected))].sort((a, b) => a - b);
  /**
   * Which timed toasts are still on screen one millisecond before and at each expected expiry.
   * The page runs on Playwright's clock, paused, so time moves only when the test moves it: a busy
   * machine can make a real timer fire late, but it cannot make a 2 s toast look like a 3 s one.
   */
  async function onScreenAround(path: string, expected: Record<Timed, number>): Promise<Array<[number, string[]]>> {
    await page.clock.install();
    await page.goto(`${ORIGIN}${path}`);
    await appReady(page);
    await page.waitForFunction(() => !!window.toastHarness);
    await page.clock.pauseAt(Date.now() + 60_000);
    const types = Object.keys(expected) as Timed[];
    await page.evaluate((shown) => {
      for (const type of shown) window.toastHarness!.show(type, `Timed ${type}`);
    }, types);
    const seen: Array<[number, string[]]> = [];
    let now = 0;
    for (const expiry of expiriesOf(expected)) {
      for (const at of [expiry - 1, expiry]) {
        await page.clock.runFor(at - now);
        now = at;
        seen.push([at, (await messages()).sort()]);
      }
    }
    return seen;
  }

  /** What onScreenAround should see if every toast lasts exactly its expected duration. */
  function expectedOnScreen(expected: Record<Timed, number>): Array<[number, string[]]> {
    const types = Object.keys(expected) as Timed[];
    return expiriesOf(expected).flatMap((expiry) =>
      [expiry - 1, expiry].map((at): [number, string[]] => [
        at,
        types
          .filter((type) => expected[type] > at)
          .map((type) => `Timed ${type}`)
          .sort(),
      ]),
    );
  }

  it('keeps at most 20 on screen, dropping the oldest', async () => {
    await page.evaluate(() => {
      for (let i = 1; i <= 25; i++) window.toastHarness!.show('loading', `#${i}`);
    });
    const shown = await messages();
    expect(shown).toHaveLength(20);
    expect(shown[0]).toBe('#6');
    expect(shown[19]).toBe('#25');
  });

  it('announces errors as alerts and the rest as status messages, and can be dismissed', async () => {
    await page.evaluate(() => {
      window.toastHarness!.show('error', 'Upload failed');
      window.toastHarness!.show('success', 'Saved');
      window.toastHarness!.show('loading', 'Working');
    });
    expect(await page.getByRole('alert').filter({ hasText: 'Upload failed' }).count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'Working' }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Notifications' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('alert').filter({ hasText: 'Upload failed' }).getByRole('button', { name: 'Dismiss notification' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('keeps toasts for the visitor spec durations on the public site and the admin spec durations on the admin routes', async () => {
    // The two specs' values are a second apart (2 s / 3 s for success, 4 s / 5 s for errors).
    const sides: Array<[string, Record<Timed, number>]> = [
      ['/chat', { success: 2000, blank: 4000, error: 4000 }],
      ['/admin', { success: 3000, blank: 4000, error: 5000 }],
      ['/admin/login', { success: 3000, blank: 4000, error: 5000 }],
    ];
    for (const [path, expected] of sides) {
      expect([path, await onScreenAround(path, expected)]).toEqual([path, expectedOnScreen(expected)]);
    }
  });

  it('lets timed toasts go while a loading toast stays until it is replaced', async () => {
    await page.evaluate(() => {
      window.toastHarness!.show('loading', 'Uploading', { id: 'upload' });
      window.toastHarness!.show('success', 'Saved');
      window.toastHarness!.show('blank', 'Hello');
    });
    await page.locator('.toast', { hasText: 'Hello' }).waitFor({ state: 'detached' });
    expect(await messages()).toEqual(['Uploading']);
    await page.evaluate(() => window.toastHarness!.show('success', 'Uploaded', { id: 'upload' }));
    expect(await messages()).toEqual(['Uploaded']);
    await page.locator('.toast').first().waitFor({ state: 'detached' });
  });
});
