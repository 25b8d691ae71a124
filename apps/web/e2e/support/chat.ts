import type { Page } from 'playwright-core';

export const botMessages = (page: Page) => page.getByTestId('bot-message');

/**
 * Types a message into the chat and sends it with Enter, then waits for the guide's next reply.
 * Send stays disabled while the previous reply is still arriving (Enter then does nothing), so
 * the message is only sent once the button is enabled.
 */
export async function say(page: Page, text: string): Promise<void> {
  const before = await botMessages(page).count();
  const box = page.getByLabel('Your message');
  await box.fill(text);
  await page.waitForFunction(() => (document.querySelector('.chat-composer__send') as HTMLButtonElement | null)?.disabled === false, undefined, {
    timeout: 20_000,
  });
  await box.press('Enter');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="bot-message"]').length > n, before, { timeout: 20_000 });
}
