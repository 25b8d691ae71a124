import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, appReady } from './support/browser.js';
import { say } from './support/chat.js';
import { startProduct, type RunningProduct } from './support/product.js';

interface Layout {
  viewport: { width: number; height: number };
  messages: { top: number; height: number };
  composer: { top: number; bottom: number };
  headerShown: boolean;
}

async function layout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
    const header = document.querySelector('.chat-header') as HTMLElement;
    return {
      viewport: { width: window.innerWidth, height: window.visualViewport?.height ?? window.innerHeight },
      messages: { top: box('.chat-messages').top, height: box('.chat-messages').height },
      composer: { top: box('.chat-composer').top, bottom: box('.chat-composer').bottom },
      headerShown: header.offsetParent !== null,
    };
  });
}

/** Visitor issue 21 §5: the chat fits phones, upright, sideways and with the keyboard open. */
describe('the chat on a phone (Chromium)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    page = await context.newPage();
    await page.goto(`${product.url}/chat`);
    await appReady(page);
    await page.getByLabel('Your message').waitFor();
    await say(page, 'Confirm');
  });
  afterEach(async () => {
    await context?.close();
  });

  it('gives the conversation most of a 390×844 screen, with the message box on screen', async () => {
    // Measured once the page has settled: on a loaded machine a notice can stand for a moment
    // between the header and the conversation while the first reply is drawn.
    await page.waitForFunction(
      () => document.querySelector('.chat-messages')!.getBoundingClientRect().height / (window.visualViewport?.height ?? window.innerHeight) > 0.5,
    );
    const upright = await layout(page);
    expect(upright.messages.height / upright.viewport.height).toBeGreaterThan(0.5);
    expect(upright.composer.bottom).toBeLessThanOrEqual(upright.viewport.height);
    expect(upright.headerShown).toBe(true);
  });

  it('keeps the message box visible in landscape and with the keyboard open, collapsing the header', async () => {
    for (const size of [
      { width: 844, height: 390 }, // landscape
      { width: 390, height: 400 }, // upright with the on-screen keyboard taking the rest
    ]) {
      await page.setViewportSize(size);
      await page.waitForFunction(() => document.documentElement.classList.contains('viewport-short'));
      await page.getByLabel('Your message').focus();
      const l = await layout(page);
      expect(l.headerShown).toBe(false);
      expect(l.composer.top).toBeGreaterThanOrEqual(0);
      expect(l.composer.bottom).toBeLessThanOrEqual(l.viewport.height);
      // The conversation still has room to read: more than a third of what is visible.
      expect(l.messages.height / l.viewport.height).toBeGreaterThan(0.35);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => !document.documentElement.classList.contains('viewport-short'));
    expect((await layout(page)).headerShown).toBe(true);
  });
});
