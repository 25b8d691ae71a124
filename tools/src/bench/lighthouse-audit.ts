import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { QUIET_CHROMIUM_FLAGS } from './bench-chromium.js';

/** The public pages a visitor lands on (the admin area is behind a sign-in and not audited). */
export const PUBLIC_PAGES = ['/', '/about', '/work-with-us', '/form', '/chat'] as const;

/**
 * Targets of issue 32 (prerendered pages), for the median of the cold runs: performance and TBT on
 * Lighthouse's mobile preset, JavaScript per page, CLS, and accessibility and best practices kept at 100.
 */
export const LIGHTHOUSE_TARGETS = { performance: 95, tbtMs: 200, jsGzipKB: 120, cls: 0.1, accessibility: 100, bestPractices: 100 } as const;

export interface PageAudit {
  path: string;
  /** Lighthouse's mobile performance score, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded, gzip-compressed here (level 9) so the figure does not depend on the server's compression. */
  jsGzipBytes: number;
  jsFiles: number;
}

const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS];

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function scriptGzipBytes(items: NetworkItem[], siteUrl: string, dist: string): Promise<{ bytes: number; files: number }> {
  const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith(siteUrl));
  let bytes = 0;
  for (const script of scripts) {
    const file = path.join(dist, path.normalize(new URL(script.url).pathname));
    if (!file.startsWith(dist)) continue;
    bytes += gzipSync(await readFile(file), { level: 9 }).length;
  }
  return { bytes, files: scripts.length };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Each figure of a page's runs, the median of its runs (figure by figure: the runs' worst parts do not add up). */
export function medianAudit(runs: PageAudit[]): PageAudit {
  const of = (pick: (a: PageAudit) => number) => median(runs.map(pick));
  return {
    path: runs[0]!.path,
    performance: of((a) => a.performance),
    accessibility: of((a) => a.accessibility),
    bestPractices: of((a) => a.bestPractices),
    lcpMs: of((a) => a.lcpMs),
    tbtMs: of((a) => a.tbtMs),
    cls: of((a) => a.cls),
    jsGzipBytes: of((a) => a.jsGzipBytes),
    jsFiles: of((a) => a.jsFiles),
  };
}

/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on each page, `runs` times,
 * one Chromium per run so no run inherits another's cache; the rounds go over every page in turn,
 * so a burst of load on the shared machine spreads over the pages instead of sinking one. Scores
 * on a busy machine are lower than on a quiet one: Lighthouse scales its CPU model by a benchmark
 * it takes of the machine at the start of each run. A run Lighthouse itself fails (its trace
 * sometimes misses the navigation: NO_NAVSTART) is run once more. Returns every run, by page.
 */
export async function auditPages(
  siteUrl: string,
  dist: string,
  chromePath: string,
  { pages = PUBLIC_PAGES, runs = 3 }: { pages?: readonly string[]; runs?: number } = {},
): Promise<Map<string, PageAudit[]>> {
  const byPage = new Map<string, PageAudit[]>(pages.map((p) => [p, []]));
  for (let round = 0; round < runs; round++) {
    for (const page of pages) byPage.get(page)!.push(await auditOnce(siteUrl, dist, chromePath, page).catch(() => auditOnce(siteUrl, dist, chromePath, page)));
  }
  return byPage;
}

async function auditOnce(siteUrl: string, dist: string, chromePath: string, page: string): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(`${siteUrl}${page}`, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      logLevel: 'error',
      output: 'json',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const js = await scriptGzipBytes(network, siteUrl, dist);
    const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    return {
      path: page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsGzipBytes: js.bytes,
      jsFiles: js.files,
    };
  } finally {
    chrome.kill();
  }
}
