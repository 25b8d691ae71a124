import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * How long a page action or wait may take unless a test says otherwise (Playwright's own default
 * is 30 s). Two browser suites run beside the int tier, each with the whole product: at a load
 * average of 12 an admin page once took over 30 s to draw its first heading.
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
