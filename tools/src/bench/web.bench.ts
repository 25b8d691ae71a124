import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CliFailure, UsageError } from '../cli/run-cli.js';
import { CHROMIUM, QUIET_CHROMIUM_FLAGS } from './bench-chromium.js';
import { integerOption, parseBenchArgs } from './bench-options.js';
import { launchProduct } from './launched-product.js';
import { auditPages, LIGHTHOUSE_TARGETS, medianAudit, type PageAudit } from './lighthouse-audit.js';
import type { Benchmark } from './benchmark.types.js';
import { fmtDec, fmtInt, table } from './report.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIST = path.join(ROOT, 'apps/web/dist');
const HEADLINE = 'Break silos. Build solutions.';
/** The issue's budget for the landing page's JavaScript, gzip, in kB of 1000 bytes (as Vite reports). */
const TARGET_JS_GZIP_KB = 100;
/** Issue 32: the prerendered landing page shows its headline within 1.5× the plain-HTML baseline's time. */
const TARGET_HEADLINE_RATIO = 1.5;

interface Options {
  runs: number;
  lighthouseRuns: number;
  static: boolean;
  lighthouse: boolean;
  /** Each timed load starts on a page of another site (as a visitor following a link), or on a new tab's blank page. */
  from: 'link' | 'blank';
}

function parseOptions(args: string[]): Options {
  const values = parseBenchArgs(args, {
    runs: { type: 'string', default: '15' },
    'lighthouse-runs': { type: 'string', default: '3' },
    static: { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    from: { type: 'string', default: 'link' },
  });
  if (values.from !== 'link' && values.from !== 'blank') throw new UsageError(`--from must be link or blank, not ${String(values.from)}`);
  return {
    runs: integerOption(values, 'runs', 1),
    lighthouseRuns: integerOption(values, 'lighthouse-runs', 1),
    static: values.static === true,
    lighthouse: values['skip-lighthouse'] !== true,
    from: values.from,
  };
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function lighthouseReport(byPage: Map<string, PageAudit[]>, runs: number, log: (line: string) => void): PageAudit[] {
  const t = LIGHTHOUSE_TARGETS;
  const audits = [...byPage.values()].map(medianAudit);
  log(
    `Lighthouse, mobile preset, median of ${runs} cold run(s) per page (targets: performance >= ${t.performance}, TBT <= ${t.tbtMs} ms, ` +
      `JS <= ${t.jsGzipKB} kB gzip, CLS < ${t.cls}, accessibility and best practices ${t.accessibility})`,
  );
  log(
    table(
      ['page', 'performance', 'runs', 'LCP ms', 'TBT ms', 'CLS', 'a11y', 'best pr.', 'JS files', 'JS gzip kB'],
      audits.map((a) => [
        a.path,
        String(a.performance),
        byPage
          .get(a.path)!
          .map((r) => r.performance)
          .join('/'),
        fmtInt(a.lcpMs),
        fmtInt(a.tbtMs),
        a.cls.toFixed(3),
        String(a.accessibility),
        String(a.bestPractices),
        String(a.jsFiles),
        fmtDec(a.jsGzipBytes / 1000),
      ]),
    ),
  );
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const misses = (ok: (a: PageAudit) => boolean) => audits.filter((a) => !ok(a)).map((a) => a.path);
  const checks: [string, string[]][] = [
    [`performance >= ${t.performance}`, misses((a) => a.performance >= t.performance)],
    [`TBT <= ${t.tbtMs} ms`, misses((a) => a.tbtMs <= t.tbtMs)],
    [`JS <= ${t.jsGzipKB} kB gzip`, misses((a) => a.jsGzipBytes / 1000 <= t.jsGzipKB)],
    [`CLS < ${t.cls}`, misses((a) => a.cls < t.cls)],
    [`accessibility ${t.accessibility}`, misses((a) => a.accessibility >= t.accessibility)],
    [`best practices ${t.bestPractices}`, misses((a) => a.bestPractices >= t.bestPractices)],
  ];
  for (const [name, missed] of checks) log(`lighthouse: ${name}: ${verdict(missed.length === 0)}${missed.length ? ` (${missed.join(', ')})` : ''}`);
  return audits;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/**
 * The baseline page: the landing's headline as plain HTML with the same stylesheet, no JavaScript.
 * Its time to headline is the floor that the JavaScript-rendered landing page is compared with.
 */
async function baselineHtml(): Promise<string> {
  // The global stylesheet (index-*.css), the one the landing page links.
  const css = (await readdir(path.join(DIST, 'assets'))).find((f) => f.startsWith('index-') && f.endsWith('.css'));
  return `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline</title>${css ? `<link rel="stylesheet" href="/assets/${css}">` : ''}</head>
<body><div id="root"><div class="landing"><main id="main" class="landing__main"><h1 class="landing__headline">${HEADLINE}</h1></main></div></div></body></html>`;
}

/** A page of another site: with `--from link`, each timed load starts on it. */
const ELSEWHERE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Elsewhere</title></head><body><p>A page on another site.</p></body></html>';

/**
 * Serves apps/web/dist as a plain static host would (with the SPA fallback and the three health
 * paths the backend probe asks for), plus the baseline page at /__baseline.
 */
async function startStaticServer(): Promise<{ url: string; server: Server }> {
  const baseline = await baselineHtml();
  // The prerendered pages (apps/web/scripts/prerender.ts) by path, and the shell for the rest.
  const list = JSON.parse(await readFile(path.join(DIST, 'prerendered.json'), 'utf8').catch(() => '{"shell":"index.html","pages":{}}')) as {
    shell: string;
    pages: Record<string, string>;
  };
  const index = await readFile(path.join(DIST, list.shell));
  const pages = new Map(await Promise.all(Object.entries(list.pages).map(async ([route, file]) => [route, await readFile(path.join(DIST, file))] as const)));
  const server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (pathname === '/__elsewhere') {
        res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] }).end(ELSEWHERE);
        return;
      }
      if (pathname === '/__baseline') {
        res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] }).end(baseline);
        return;
      }
      if (['/api/guide/health', '/api/health', '/health'].includes(pathname)) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        return;
      }
      const file = path.join(DIST, path.normalize(pathname));
      const body = file.startsWith(DIST) && path.extname(file) ? await readFile(file).catch(() => null) : null;
      if (body) res.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
      else res.writeHead(200, { 'content-type': CONTENT_TYPES['.html'] }).end(pages.get(pathname.replace(/\/+$/, '') || '/') ?? index);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

interface PageLoad {
  /** From navigation start to the first frame after the headline entered the DOM. */
  headlineMs: number;
  /** Time to first byte of the HTML document. */
  ttfbMs: number;
  /** Every script the page requested until the network was idle: URL path → raw bytes. */
  scripts: Map<string, Buffer>;
}

/**
 * One cold load (new context, empty cache) of `url`, timed in the page itself. With `from`, the tab
 * first shows that page of another site, as a visitor following a link from elsewhere: Chromium
 * then moves to a new process for any site, so a `Cross-Origin-Opener-Policy` costs no more than
 * its absence. From a new tab's blank page, the product's COOP alone forces that move (~25-30 ms
 * here, docs/public-site.md) while a page without it stays in the tab's first process.
 */
async function loadOnce(browser: Browser, url: string, from?: string): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript((headline: string) => {
      const w = window as unknown as { __headlineAt?: number };
      const seen = () => Array.from(document.querySelectorAll('h1')).some((h) => h.textContent === headline);
      const observer = new MutationObserver(() => {
        if (w.__headlineAt === undefined && seen()) {
          observer.disconnect();
          requestAnimationFrame(() => (w.__headlineAt = performance.now()));
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    }, HEADLINE);
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const scripts = new Map<string, Buffer>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => void scripts.set(new URL(response.url()).pathname, body),
          () => undefined,
        ),
      );
    });
    if (from) await page.goto(from, { waitUntil: 'load' });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => (window as unknown as { __headlineAt?: number }).__headlineAt !== undefined);
    await Promise.all(pending);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { headlineMs: (window as unknown as { __headlineAt: number }).__headlineAt, ttfbMs: nav.responseStart };
    });
    return { ...timing, scripts };
  } finally {
    await context.close();
  }
}

async function run(args: string[]): Promise<void> {
  const opts = parseOptions(args);
  const log = (line: string) => process.stdout.write(`${line}\n`);
  if (!existsSync(path.join(DIST, 'index.html'))) throw new CliFailure('apps/web/dist is missing: run `npm run build` first.');

  const statics = await startStaticServer();
  const product = opts.static ? null : await launchProduct();
  const siteUrl = product?.url ?? statics.url;
  // `localhost` is another site than `127.0.0.1` (a site is the scheme and the host, ports aside).
  const from = opts.from === 'link' ? statics.url.replace('127.0.0.1', 'localhost') + '/__elsewhere' : undefined;
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: QUIET_CHROMIUM_FLAGS });
    log(
      `Web benchmark: landing page '/' of ${opts.static ? 'apps/web/dist on a static server' : 'the built product (tools/dist/start.js)'}, headless Chromium`,
    );
    log(`${opts.runs} cold loads each of the landing page and of the baseline (the headline as plain HTML, same stylesheet, no JavaScript), alternating`);
    log(opts.from === 'link' ? `each load follows from a page of another site (${from})` : `each load starts from a new tab's blank page (--from blank)`);
    log(`load average at the start (1, 5, 15 min): ${loadAverage()}`);
    log('');

    // Warm both servers and Chromium's process pool before anything is counted.
    await loadOnce(browser, `${siteUrl}/`, from);
    await loadOnce(browser, `${statics.url}/__baseline`, from);

    const landing: PageLoad[] = [];
    const baseline: PageLoad[] = [];
    for (let i = 0; i < opts.runs; i++) {
      landing.push(await loadOnce(browser, `${siteUrl}/`, from));
      baseline.push(await loadOnce(browser, `${statics.url}/__baseline`, from));
    }

    const scripts = landing[landing.length - 1]!.scripts;
    const files = [...scripts].map(([file, body]) => ({ file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })).sort((a, b) => b.gzip - a.gzip);
    const totalRaw = files.reduce((n, f) => n + f.raw, 0);
    const totalGzip = files.reduce((n, f) => n + f.gzip, 0);
    const varies = landing.some((l) => [...l.scripts.keys()].sort().join() !== [...scripts.keys()].sort().join());

    log(
      table(
        ['JavaScript requested by /', 'raw kB', 'gzip kB'],
        [
          ...files.map((f) => [f.file, fmtDec(f.raw / 1000), fmtDec(f.gzip / 1000)]),
          [`total (${files.length} files)`, fmtDec(totalRaw / 1000), fmtDec(totalGzip / 1000)],
        ],
      ),
    );
    if (varies) log('(the set of scripts differed between runs; the table shows the last run)');
    log('');

    const headline = median(landing.map((l) => l.headlineMs));
    const base = median(baseline.map((l) => l.headlineMs));
    const ttfb = median(landing.map((l) => l.ttfbMs));
    const ratio = headline / base;
    const met = totalGzip / 1000 <= TARGET_JS_GZIP_KB;
    const ratioMet = ratio <= TARGET_HEADLINE_RATIO;
    log(
      table(
        ['measure (median of runs)', 'ms', 'ratio'],
        [
          ['time to headline, landing page', fmtDec(headline), fmtDec(ratio)],
          ['time to headline, baseline (plain HTML)', fmtDec(base), '1.00'],
          ['time to first byte of index.html', fmtDec(ttfb), ''],
        ],
      ),
    );
    log('');
    log(`landing JavaScript: ${fmtDec(totalGzip / 1000)} kB gzip (target <= ${TARGET_JS_GZIP_KB} kB: ${met ? 'met' : 'NOT met'})`);
    log(`time to headline: ${fmtDec(ratio)}× the plain-HTML baseline (target <= ${TARGET_HEADLINE_RATIO}×: ${ratioMet ? 'met' : 'NOT met'})`);
    log('');
    log(
      JSON.stringify({
        bench: 'web',
        server: opts.static ? 'static' : 'product',
        from: opts.from,
        runs: opts.runs,
        landingJsFiles: files.length,
        landingJsRawBytes: totalRaw,
        landingJsGzipBytes: totalGzip,
        targetJsGzipKB: TARGET_JS_GZIP_KB,
        targetMet: met,
        headlineMs: Number(headline.toFixed(1)),
        baselineHeadlineMs: Number(base.toFixed(1)),
        headlineToBaselineRatio: Number(ratio.toFixed(2)),
        targetHeadlineRatio: TARGET_HEADLINE_RATIO,
        headlineRatioMet: ratioMet,
        ttfbMs: Number(ttfb.toFixed(1)),
        headlineRunsMs: landing.map((l) => Number(l.headlineMs.toFixed(1))),
        baselineRunsMs: baseline.map((l) => Number(l.headlineMs.toFixed(1))),
      }),
    );
    if (opts.lighthouse) {
      log('');
      const byPage = await auditPages(siteUrl, DIST, CHROMIUM, { runs: opts.lighthouseRuns });
      const audits = lighthouseReport(byPage, opts.lighthouseRuns, log);
      log(
        JSON.stringify({
          bench: 'web-lighthouse',
          server: opts.static ? 'static' : 'product',
          runsPerPage: opts.lighthouseRuns,
          pages: audits,
          runs: Object.fromEntries(byPage),
        }),
      );
    }
    log(`load average at the end (1, 5, 15 min): ${loadAverage()}`);
  } finally {
    // A browser that failed to launch must not leave the product (and its embedded PostgreSQL) behind.
    await browser?.close();
    await product?.stop();
    await new Promise<void>((resolve) => statics.server.close(() => resolve()));
  }
}

export const webBenchmark: Benchmark = {
  name: 'web',
  summary:
    'landing page JavaScript (gzip) and time to the headline vs a plain-HTML headline; Lighthouse mobile scores (median of 3 cold runs), TBT, CLS, accessibility, best practices and JavaScript per public page',
  options: [
    '--runs N     cold loads of each page (default 15: one cold load can take twice another on two cores); figures are medians',
    '--static     serve apps/web/dist from a plain static server instead of starting the built product',
    '--from link|blank  each timed load follows from a page of another site (default, as a visitor arrives) or starts from a blank new tab',
    '--lighthouse-runs N  cold Lighthouse runs per page (default 3); the report shows the median',
    '--skip-lighthouse  leave out the Lighthouse audit (mobile performance, TBT, CLS, accessibility, best practices, JavaScript per public page)',
    'Needs `npm run build` (apps/web/dist, and tools/dist/start.js unless --static) and Chromium at /usr/bin/chromium.',
  ].join('\n'),
  run,
};
