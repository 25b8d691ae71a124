import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * How long a page action or wait may take unless a test says otherwise (Playwright's own default
 * is 30 s). Two browser suites run beside the int tier, each with the whole product: at a load
 * average of 12 an admin page once did not show its first heading within 30 s. A test's own
 * shorter timeout would bring that back, so waits leave it to this default.
 */
const ACTION_TIMEOUT_MS = 90_000;

/** Debian's Chromium, headless, with nothing that reaches for the network on its own. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Every page comes from a context (browser.newPage makes one through newContext too).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return context;
  };
  return browser;
}

/**
 * Waits until the page is the live app. A prerendered public page (issue 32) shows its HTML before
 * its JavaScript runs; a click or a keystroke before it hydrates would reach no handler. Other
 * pages (the shell) have nothing to hydrate.
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated], #root:not([data-prerendered])').first().waitFor({ state: 'attached' });
}
