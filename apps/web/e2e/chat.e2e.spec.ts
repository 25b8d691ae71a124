import { readableMail, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '@intake/worker/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHAT_BEHAVIOUR_MESSAGES, CHAT_UPLOAD, CHAT_UPLOAD_TOASTS, CHAT_SESSION_STORAGE_KEY, GUIDE_TEXT, type SessionRecord } from '@intake/contracts';
import { PERSONAS } from '../src/features/about/personas.js';
import { launchBrowser, appReady } from './support/browser.js';
import { botMessages, say } from './support/chat.js';
import { startProduct, type RunningProduct } from './support/product.js';

async function lastBot(page: Page): Promise<string> {
  return (await botMessages(page).last().innerText()).replace(/^Guide said:\s*/, '');
}

/** The chat is ready for an upload once its paperclip button is enabled (the session is open). */
async function readyToUpload(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('.chat-composer__upload') as HTMLButtonElement | null)?.disabled === false);
}

/** The file input behind the 'Upload document' button. */
const pick = (page: Page, name: string, text: string) =>
  page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

describe('the AI guide chat in Chromium, against the product started as `npm start` starts it', () => {
  let smtp: TestSmtpServer;
  let product: RunningProduct;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    product = await startProduct({ SMTP_URL: smtp.url, CONTACT_EMAIL: 'team@consortium.test' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    await smtp?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
  });

  it('holds a full conversation from the landing page to Conversation Complete!, and the summary email arrives', async () => {
    await page.goto(product.url);
    await appReady(page);
    await page.getByLabel('Describe your idea or challenge').fill('Nurses on our ward spend two hours per shift on duplicate charting.');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForURL('**/chat');

    // The landing message goes first; the guide keeps it until consent.
    await page.getByText(GUIDE_TEXT.consentReminder.slice(0, 40)).waitFor();
    expect(await page.getByTestId('user-message').first().innerText()).toContain('duplicate charting');
    // The badge follows the connection check, which answers on its own schedule.
    await page.getByTestId('connection-badge').filter({ hasText: 'AI Active' }).waitFor();
    expect(await page.getByText('Information Collection Progress').count()).toBe(1);

    const send = page.getByRole('button', { name: 'Send', exact: true });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Your message').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    // Shift+Enter adds a line instead of sending.
    await page.getByLabel('Your message').fill('line one');
    await page.getByLabel('Your message').press('Shift+Enter');
    expect(await page.getByLabel('Your message').inputValue()).toBe('line one\n');
    expect(await page.getByTestId('user-message').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Upload document' }).getAttribute('title')).toBe('Upload document');

    await say(page, 'Confirm');
    expect(await lastBot(page)).toMatch(/solution/i);
    // One of the three details, each 30% (the email and the final Yes are 5% each).
    expect(await page.getByTestId('progress-status').innerText()).toMatch(/^30%/);

    await say(page, 'We built a voice assistant that fills the flowsheet while nurses talk. It is a working prototype.');
    await say(page, 'We need funding for a pilot and an EHR integration partner.');
    expect(await lastBot(page)).toMatch(/valid email/);
    // Every detail told: nearly complete (visitor spec §2, from 90%), and the email still needed.
    expect(await page.getByTestId('progress-status').innerText()).toBe('90% · Nearly complete! Your contact details are still needed');
    expect(await page.locator('.chat-progress--nearly').count()).toBe(1);

    // The email box appears because the guide asked for a valid email.
    const email = `nurse+${Date.now()}@clinic.example`;
    await page.getByLabel('Your email address').fill(email);
    await page.getByRole('button', { name: 'Send email' }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).waitFor();
    expect(await lastBot(page)).toMatch(/do you agree to proceed\?/i);
    expect(await page.getByTestId('stage-label').innerText()).toBe('Wrapping up… You will receive a summary by email.');
    expect(await page.getByTestId('progress-status').innerText()).toBe('95% · Nearly complete! Please confirm the summary');

    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.getByRole('heading', { name: 'Conversation Complete!' }).waitFor();
    expect(await page.getByTestId('progress-status').innerText()).toMatch(/^100%/);

    let mail: ReceivedMail | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = smtp.inbox.find((m) => m.to.includes(email));
      if (!mail) await new Promise((r) => setTimeout(r, 200));
    }
    expect(mail).toBeDefined();
    const text = readableMail(mail!.raw);
    expect(text).toMatch(/Subject: Your project and funding: next steps/);
    expect(text).toContain('within 2-3 business days');
    expect(text).toContain('duplicate charting');

    // 'Start New Conversation' resets everything.
    await page.getByRole('button', { name: 'Start New Conversation' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="user-message"]').length === 0);
    expect(await page.getByTestId('progress-status').innerText()).toMatch(/^0%/);
  });

  it('persona flow: a persona card, Confirm, then an email brings the personalised consultation message', async () => {
    const investors = PERSONAS.find((p) => p.flow === 'investors')!;
    await page.goto(`${product.url}/about`);
    await appReady(page);
    await page.getByRole('button', { name: 'More...' }).nth(PERSONAS.indexOf(investors)).click();
    await page.waitForURL('**/chat');
    await page.getByText(GUIDE_TEXT.consentReminder.slice(0, 40)).waitFor();
    await say(page, 'confirm');
    expect(await lastBot(page)).toMatch(/valid email/);
    await say(page, 'You can reach me at grace@fund.example');
    expect(await lastBot(page)).toMatch(/As an investor, you can get a personalised consultation/);
  });

  it('keeps a message with HTML as inert text: no element is made and no script runs', async () => {
    await page.goto(`${product.url}/chat`);
    await appReady(page);
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    await say(page, 'Confirm');
    const attack = '<img src=x onerror="window.__pwned=1"> Patients wait months for a diagnosis.';
    await say(page, attack);
    expect(await page.getByTestId('user-message').last().innerText()).toContain('<img src=x onerror="window.__pwned=1">');
    expect(await page.locator('.chat-messages img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('legacy mode: opens its session on the server, so an upload before any message is read, with the success toast', async () => {
    // Legacy mode is what the probe picks when /api/guide/health fails and /api/health answers.
    await page.route('**/api/guide/health', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }));
    await page.goto(`${product.url}/chat`, { referer: 'https://news.example/story' });
    await appReady(page);
    await botMessages(page).first().waitFor();
    await readyToUpload(page);
    // Nothing collected yet: the bar counts legacy mode's 12 fields.
    expect(await page.getByTestId('progress-status').innerText()).toBe('0% · 0 of 12 details');

    await pick(page, 'pilot-notes.txt', 'Problem: discharge summaries reach family doctors days late\n');
    await page
      .getByRole('status')
      .filter({ hasText: CHAT_UPLOAD_TOASTS.uploaded('pilot-notes.txt') })
      .waitFor();
    await page.getByText('discharge summaries reach family doctors days late').first().waitFor();
    expect(await page.getByTestId('user-message').count()).toBe(0);

    const id = await page.evaluate((key) => localStorage.getItem(key), CHAT_SESSION_STORAGE_KEY);
    const record = (await (await fetch(`${product.url}/api/session/${id}`)).json()) as SessionRecord & { mode: string };
    expect(record.mode).toBe('legacy');
    expect(record.metadata.uploaded_files).toEqual([expect.objectContaining({ name: 'pilot-notes.txt' })]);
    // The session record has what the browser said about itself, and where the visitor came from.
    expect(record.metadata.platform).toBeTruthy();
    expect(record.metadata.screen_resolution).toMatch(/^\d+x\d+$/);
    expect(record.metadata.language).toBeTruthy();
    expect(record.metadata.referrer).toMatch(/^https:\/\/news\.example\//);
  });

  it('shows the failure toast besides the in-chat message when a file cannot be uploaded', async () => {
    await page.goto(`${product.url}/chat`);
    await appReady(page);
    await botMessages(page).first().waitFor();
    await readyToUpload(page);
    await pick(page, 'tool.exe', 'MZ');
    await page.getByRole('alert').filter({ hasText: CHAT_UPLOAD_TOASTS.failed }).waitFor();
    await page.getByText(CHAT_UPLOAD.wrongType, { exact: false }).first().waitFor();
  });

  it('switches to Limited Mode when the API stops', async () => {
    await page.goto(`${product.url}/chat`);
    await appReady(page);
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor();
    await page.getByTestId('connection-badge').filter({ hasText: 'AI Active' }).waitFor();
    await product.stop();
    await page.getByLabel('Your message').fill('Is anyone there?');
    await page.getByLabel('Your message').press('Enter');
    await page.getByText(CHAT_BEHAVIOUR_MESSAGES.connectionLost).waitFor();
    await page.getByTestId('connection-badge').filter({ hasText: 'Limited Mode' }).waitFor();
  });
});
