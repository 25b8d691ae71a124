import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';
import { capturePublicScreens, SCREEN_PATHS, SCREEN_WIDTHS } from './support/public-screens.js';

/**
 * Screenshots of the public screens at 390 and 1280 px. With SCREENS_BEFORE naming a folder of
 * screenshots taken from an earlier build (this spec with SCREENS_OUT set, on that build), every
 * screen must look the same now, pixel for pixel within pixelmatch's anti-aliasing tolerance.
 * SCREENS_OUT keeps this run's set (else a temporary folder).
 */
const COMPARE = fileURLToPath(new URL('../scripts/compare-screens.ts', import.meta.url));

describe('the public screens, compared with an earlier build', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct({ CONTACT_EMAIL: 'hello@consortium.test' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('captures every public screen at both widths, and matches the earlier set when one is given', async () => {
    const out = process.env.SCREENS_OUT ?? (await mkdtemp(path.join(tmpdir(), 'public-screens-')));
    const files = await capturePublicScreens(browser, product.url, out);
    expect(files).toHaveLength(SCREEN_PATHS.length * SCREEN_WIDTHS.length);

    const before = process.env.SCREENS_BEFORE;
    if (!before) return;
    if (!existsSync(before)) throw new Error(`SCREENS_BEFORE ${before} does not exist`);
    // scripts/compare-screens.ts, in a Node of its own (pixelmatch crawls inside Jest's sandbox).
    const report = await new Promise<string>((resolve) => {
      execFile(process.execPath, [COMPARE, before, out, path.join(out, 'diff')], (_error, stdout) => resolve(stdout));
    });
    const diffs = report
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { file: string; differing: number; total: number });
    expect(diffs).toHaveLength(files.length);
    expect(
      diffs.filter((d) => d.differing !== 0).map((d) => `${d.file}: ${d.differing < 0 ? 'size differs' : `${d.differing} of ${d.total} px differ`}`),
    ).toEqual([]);
  }, 600_000);
});
