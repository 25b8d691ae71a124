import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** The widths every admin screen must serve: a laptop, and a phone. */
export const ADMIN_WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** A desktop Chrome's agent: Node's own and HeadlessChrome's are bots to isbot, which the analytics count apart. */
export const DESKTOP_BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

/**
 * A browser context signed in as the admin from its first page (the keys the login page stores),
 * with analytics consent given. Only keys still unset are written, so what the app changes later
 * survives a reload. The caller closes it.
 */
export async function signedInContext(
  browser: Browser,
  session: { token: string; user: unknown },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(
    (values) => {
      for (const [key, value] of Object.entries(values)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    { admin_token: session.token, admin_user: JSON.stringify(session.user), admin_analytics_consent: 'true' },
  );
  return context;
}

/** How many pixels a page is wider than its window: 0 when nothing scrolls sideways. */
export const pageOverflow = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
