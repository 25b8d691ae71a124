import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';

/**
 * The API reference viewer in Chromium under the product's real Content-Security-Policy: Swagger
 * UI from our own origin renders the generated OpenAPI document, with no CSP violation and
 * nothing fetched from another origin.
 */
describe('API reference at /api/docs', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('renders the generated document under the CSP, from our origin only', async () => {
    const context = await browser.newContext();
    const violations: string[] = [];
    const foreign: string[] = [];
    await context.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI}`);
      });
    });
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(product.url) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    const response = await page.goto(`${product.url}/api/docs`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByText('Innovation Intake API').first().waitFor();
    await page.locator('.opblock-summary-path', { hasText: '/api/work-with-us/submit' }).first().waitFor();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(40);
    expect(violations).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
