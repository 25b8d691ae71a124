import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The public pages a visitor lands on (the admin area is behind a sign-in and not audited). */
export const PUBLIC_PAGES = ['/', '/about', '/work-with-us', '/form', '/chat'] as const;

/** Targets of the operations issue, for a quiet machine. */
export const LIGHTHOUSE_TARGETS = { performance: 90, jsGzipKB: 150, cls: 0.1 } as const;

export interface PageAudit {
  path: string;
  /** Lighthouse's mobile performance score, 0-100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded, gzip-compressed here (level 9) so the figure does not depend on the server's compression. */
  jsGzipBytes: number;
  jsFiles: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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

/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on each page, one Chromium per
 * run so no page inherits another's cache. Scores on a busy machine are lower than on a quiet one:
 * Lighthouse scales its CPU model by a benchmark it takes of the machine at the start of each run.
 */
export async function auditPages(siteUrl: string, dist: string, chromePath: string, pages: readonly string[] = PUBLIC_PAGES): Promise<PageAudit[]> {
  const audits: PageAudit[] = [];
  for (const page of pages) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const result = await lighthouse(`${siteUrl}${page}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page}: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const js = await scriptGzipBytes(network, siteUrl, dist);
      audits.push({
        path: page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        jsGzipBytes: js.bytes,
        jsFiles: js.files,
      });
    } finally {
      chrome.kill();
    }
  }
  return audits;
}
