import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { appReady } from './browser.js';

/** The public screens of the visitor spec, each at a phone's and a laptop's width. */
export const SCREEN_PATHS = ['/', '/about', '/work-with-us', '/form', '/chat'] as const;
export const SCREEN_WIDTHS = [390, 1280] as const;

/**
 * What moves by itself is held still in both sets alike: the rotating placeholder (its text changes
 * every 3.5 s), the caret, animations and transitions (Playwright's `animations: 'disabled'`); the
 * intro videos show their poster (reduced motion, as the product does for such visitors).
 */
const STILL = '::placeholder { color: transparent !important; }';

export const screenFile = (pagePath: string, width: number) => `${pagePath === '/' ? 'landing' : pagePath.slice(1)}-${width}.png`;

/**
 * Full-page screenshots of every public screen once it has settled (network idle, fonts in, the
 * main landmark shown), written to `outDir` as `<page>-<width>.png`.
 */
export async function capturePublicScreens(browser: Browser, siteUrl: string, outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const width of SCREEN_WIDTHS) {
    for (const pagePath of SCREEN_PATHS) {
      const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
      try {
        const page = await context.newPage();
        await page.goto(`${siteUrl}${pagePath}`, { waitUntil: 'networkidle' });
        await appReady(page);
        await page.locator('main#main').first().waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const file = path.join(outDir, screenFile(pagePath, width));
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide', style: STILL });
        written.push(file);
      } finally {
        await context.close();
      }
    }
  }
  return written;
}
