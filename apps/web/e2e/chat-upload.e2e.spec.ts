import type { Browser, Page } from 'playwright-core';
import { CHAT_UPLOAD } from '@intake/contracts';
import { DOCUMENT_UPLOAD_MESSAGES } from '@intake/machines';
import { launchBrowser, appReady } from './support/browser.js';
import { botMessages, say } from './support/chat.js';
import { startProduct, type RunningProduct } from './support/product.js';

/** The file input behind the 'Upload document' button. */
const pick = (page: Page, name: string, buffer: Buffer) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });

describe('document upload inside the chat, in Chromium against the launched product', () => {
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

  it('reads the document, replaces the reading message with what it found, then asks a follow-up', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/chat`);
    await appReady(page);
    await botMessages(page).first().waitFor();
    await say(page, 'Confirm');

    const notes = [
      'Problem: discharge summaries reach family doctors days late',
      'Solution: a structured summary sent the hour the patient leaves',
      'Stage: pilot on two wards',
    ].join('\n');
    await pick(page, 'pilot-notes.txt', Buffer.from(notes));
    const found = page.getByText('discharge summaries reach family doctors days late', { exact: false });
    await found.first().waitFor();
    // The reading notice goes in the same step as what was found appears.
    expect(await page.getByText(DOCUMENT_UPLOAD_MESSAGES.reading).count()).toBe(0);
    // The follow-up question comes after the found information (a moment later).
    const at = (await botMessages(page).allInnerTexts()).findIndex((t) => t.includes('discharge summaries reach family doctors days late'));
    expect(at).toBeGreaterThanOrEqual(0);
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="bot-message"]').length > n, at + 1);
    await page.close();
  });

  it('refuses a file over 10 MB in the chat, before sending it, with the spec message', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.url}/chat`);
    await appReady(page);
    await botMessages(page).first().waitFor();
    await say(page, 'Confirm');
    await pick(page, 'huge.pdf', Buffer.alloc(CHAT_UPLOAD.maxBytes + 1, 0x20));
    await page.getByText(CHAT_UPLOAD.tooLarge, { exact: false }).first().waitFor();
    await page.close();
  });
});
