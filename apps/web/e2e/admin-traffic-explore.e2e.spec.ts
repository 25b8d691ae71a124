import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { AnalyticsSessionsResponse, TrafficResponse } from '@intake/contracts';
import { parse as parseCsv } from 'csv-parse/sync';
import { ADMIN, publicApi } from './support/admin-seed.js';
import { DESKTOP_BROWSER, pageOverflow, signedInContext } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

/** Issue 35's widths: a laptop, the desktop where ranks wrapped, and a phone. */
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Eleven countries, each a visitor of its own address: every ranked list reaches rank 10. */
const COUNTRIES = ['GB', 'FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'PT', 'IE', 'SE', 'NO'];

describe('Analytics tab, explorable traffic (issue 35) in Chromium at 1280, 1440 and 390 px: filters by row, the address, CSV, ranks that fit', () => {
  let product: RunningProduct;
  let browser: Browser;
  let token: string;
  let user: unknown;
  const contexts: BrowserContext[] = [];
  const tz = 'Europe/Berlin';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

  const adminGet = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect([path, res.status]).toEqual([path, 200]);
    return (await res.json()) as T;
  };
  const pageview = async (session: string, i: number, path: string, country: string, meta: Record<string, string> = {}) => {
    const res = await fetch(`${product.url}/analytics/track`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        'user-agent': DESKTOP_BROWSER,
        'x-forwarded-for': `203.0.113.${10 + COUNTRIES.indexOf(country)}`,
        'cf-ipcountry': country,
        'cf-ipcity': `City ${country}`,
      },
      body: JSON.stringify({
        session_id: session,
        new_session: i === 0,
        consent: true,
        event_type: 'pageview',
        page_path: path,
        referrer_path: i === 0 ? null : '/',
        meta,
      }),
    });
    expect(res.status).toBe(202);
  };

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    ({ token, user } = await publicApi(product.url).login());
    // Eleven visits of '/', three of them going on to '/about'; two come from a campaign.
    for (const [n, country] of COUNTRIES.entries()) {
      const meta: Record<string, string> =
        n === 0 ? { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'winter' } : n === 1 ? { utm_source: 'twitter' } : {};
      await pageview(`ex-${n}`, 0, '/', country, meta);
      if (n < 3) await pageview(`ex-${n}`, 1, '/about', country);
    }
    await eventually('the rollups', async () => {
      const t = await adminGet<TrafficResponse>(`/analytics/traffic?from=${today}&to=${today}&tz=${encodeURIComponent(tz)}`);
      const s = await adminGet<AnalyticsSessionsResponse>('/analytics/sessions?timeRange=24h&limit=0');
      return t.totals.pageviews === 14 && t.totals.sessions === 11 && s.overview.top_ips.length === 10 ? t : undefined;
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  const adminPage = async (viewport: { width: number; height: number }) => {
    const context = await signedInContext(browser, { token, user }, { viewport, timezoneId: tz, userAgent: DESKTOP_BROWSER, acceptDownloads: true });
    contexts.push(context);
    return context.newPage();
  };
  const tile = (page: Page, label: string) =>
    page.locator('.traffic .analytics-tile', { has: page.locator('dt', { hasText: new RegExp(`^${label}`) }) }).locator('.analytics-tile__value');
  const tileIs = (page: Page, label: string, value: string) =>
    eventually(`${label} ${value}`, async () => ((await tile(page, label).textContent()) === value ? true : undefined));
  const openToday = async (page: Page, extra = '') => {
    await page.goto(`${product.url}/admin?view=analytics&period=today${extra}`);
    await page.getByRole('table', { name: 'Top pages' }).waitFor();
  };
  /** Rank cells whose number the browser broke over more than one line. */
  const wrappedRanks = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('tbody .analytics-table__rank')]
        .filter((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((cell) => `${cell.closest('table')?.querySelector('caption')?.textContent}: ${cell.textContent}`),
    );
  /** Traffic cards that scroll sideways inside (their columns cut off). */
  const cutCards = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.traffic__table')]
        .filter((card) => card.scrollWidth > card.clientWidth + 1)
        .map((card) => card.getAttribute('aria-label')),
    );

  it.each(WIDTHS)('fits the ranks and the Change columns at $width px, with no serious axe violation, filtered or not', async (viewport) => {
    const page = await adminPage(viewport);
    await openToday(page);
    await tileIs(page, 'Page views', '14');
    await page.getByRole('table', { name: 'Top IP addresses' }).getByRole('cell', { name: '10', exact: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Top locations' }).getByRole('cell', { name: '10', exact: true }).count()).toBe(1);
    expect(await wrappedRanks(page)).toEqual([]);
    await page.getByRole('table', { name: 'UTM sources' }).getByRole('columnheader', { name: 'Change' }).waitFor();
    // A phone scrolls a wide card inside itself (never the page); a laptop shows every column.
    if (viewport.width >= 1280) expect(await cutCards(page)).toEqual([]);
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('table', { name: 'Top pages' }).getByRole('button', { name: '/about' }).click();
    await page.getByRole('status').filter({ hasText: 'Showing only' }).waitFor();
    await tileIs(page, 'Page views', '3');
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('filters every panel by a clicked row, keeps it in the address through a reload, and Back undoes it', async () => {
    const page = await adminPage(WIDTHS[0]);
    await openToday(page);
    await tileIs(page, 'Page views', '14');
    // 11 visits, 8 of one page view.
    await tileIs(page, 'Bounce rate', '73%');
    expect(await page.getByText('The dashed line is the previous period').count()).toBe(1);

    await page
      .getByRole('table', { name: 'Countries' })
      .getByRole('button', { name: /\(FR\)$/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'Showing only: Country France (FR)' }).waitFor();
    await tileIs(page, 'Page views', '2');
    await tileIs(page, 'Bounce rate', '0%');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('countries:FR');
    expect(await page.getByRole('table', { name: 'Top pages' }).getByRole('rowheader').allTextContents()).toEqual(['/', '/about']);
    expect(await page.getByRole('table', { name: 'UTM sources' }).getByRole('rowheader').allTextContents()).toEqual(['twitter']);

    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Showing only: Country France (FR)' }).waitFor();
    await tileIs(page, 'Page views', '2');

    await page.goBack();
    await eventually('the filter gone', async () => ((await page.getByText('Showing only').count()) === 0 ? true : undefined));
    await tileIs(page, 'Page views', '14');

    // A source: the entries from it and what they entered on.
    await page.getByRole('table', { name: 'UTM campaigns' }).getByRole('button', { name: 'winter' }).click();
    await tileIs(page, 'Page views', '1');
    expect(await page.getByRole('table', { name: 'Countries' }).getByRole('rowheader').allTextContents()).toEqual(['United Kingdom (GB)']);
    await page.getByRole('button', { name: 'Remove filter' }).click();
    await tileIs(page, 'Page views', '14');
    expect(new URL(page.url()).searchParams.get('filter')).toBeNull();
  });

  it('downloads any panel as CSV, with the figures shown', async () => {
    const page = await adminPage(WIDTHS[0]);
    await openToday(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Top pages (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe(`traffic-pages-${today}_${today}.csv`);
    const rows = parseCsv((await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r['Page'], r['Page views'], r['Share (%)'], r['Previous period']])).toEqual([
      ['/', '11', '79', '0'],
      ['/about', '3', '21', '0'],
    ]);
    const [chart] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download chart (CSV)' }).click()]);
    const points = parseCsv((await readFile((await chart.path())!, 'utf8')).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(points).toHaveLength(24);
    expect(points.reduce((sum, p) => sum + Number(p['Page views']), 0)).toBe(14);
  });
});
