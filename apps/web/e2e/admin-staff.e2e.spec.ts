import { readableMail, startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STAFF_MESSAGES } from '@intake/contracts';
import { ADMIN, publicApi } from './support/admin-seed.js';
import { ADMIN_WIDTHS, pageOverflow, signedInContext } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

describe('staff accounts in Chromium at 1280 and 390 px: invite, accept, sign in by role, change role, disable; forgot password', () => {
  let smtp: TestSmtpServer;
  let product: RunningProduct;
  let browser: Browser;
  let session: { token: string; user: unknown };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url });
    browser = await launchBrowser();
    session = await publicApi(product.url).login();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
    await smtp?.close();
  });

  const newPage = async (viewport: { width: number; height: number }, signedIn: boolean): Promise<Page> => {
    const context = signedIn ? await signedInContext(browser, session, { viewport }) : await browser.newContext({ viewport });
    contexts.push(context);
    return context.newPage();
  };
  /** The link of the newest mail to this address with this subject. */
  const linkIn = (address: string, subject: RegExp, path: string) =>
    eventually(`the mail to ${address}`, async () => {
      const mail = [...smtp.inbox].reverse().find((m) => m.to.includes(address) && subject.test(m.raw));
      if (!mail) return undefined;
      const match = new RegExp(`${product.url}${path}#token=[A-Za-z0-9_.-]+`).exec(readableMail(mail.raw));
      return match?.[0];
    });
  const checked = async (page: Page, width: number) => {
    // A toast fading in is measured at its final colours, not half transparent.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    expect([width, await pageOverflow(page)]).toEqual([width, 0]);
    expect([width, await axeViolations(page)]).toEqual([width, []]);
  };

  it.each(ADMIN_WIDTHS)(
    'at $width px: an owner invites; the invitee chooses a password, signs in as a reviewer; the owner changes the role and disables',
    async (viewport) => {
      const username = `ivy-${viewport.width}`;
      const email = `${username}@consortium.test`;
      const owner = await newPage(viewport, true);
      await owner.goto(`${product.url}/admin?view=staff`);
      const panel = owner.getByRole('tabpanel');
      await panel.getByRole('heading', { level: 2, name: /^Staff/ }).waitFor();
      await panel.getByRole('row', { name: new RegExp(`${ADMIN.username} \\(you\\)`) }).waitFor();
      await checked(owner, viewport.width);

      await panel.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
      await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await panel.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Reviewer' });
      await panel.getByRole('button', { name: 'Send invitation' }).click();
      const row = panel.getByRole('row', { name: new RegExp(username) });
      await row.getByText('Invited', { exact: true }).waitFor();
      expect(await row.textContent()).toContain('Link valid until');
      await checked(owner, viewport.width);

      // The invitee, in a browser of their own, follows the link.
      const invitee = await newPage(viewport, false);
      await invitee.goto(await linkIn(email, /Subject: You are invited/, '/admin/invitation'));
      await invitee.getByRole('heading', { level: 1, name: 'Accept your invitation' }).waitFor();
      await checked(invitee, viewport.width);
      await invitee.getByLabel('New password').fill('short');
      await invitee.getByLabel('Repeat the password').fill('short');
      await invitee.getByRole('button', { name: 'Set my password' }).click();
      await invitee.getByText('The password must be at least 8 characters.').waitFor();
      await invitee.getByLabel('New password').fill('ivys own password');
      await invitee.getByLabel('Repeat the password').fill('ivys own password');
      await invitee.getByRole('button', { name: 'Set my password' }).click();
      await invitee.getByText('Your password is set.').waitFor();
      await checked(invitee, viewport.width);

      // The spec's login, unchanged: username, password, project name.
      await invitee.getByRole('link', { name: 'Go to sign-in' }).click();
      await invitee.getByLabel('Username').fill(username);
      await invitee.getByLabel('Password').fill('ivys own password');
      await invitee.getByLabel('Project Name').fill(ADMIN.project_name);
      await invitee.getByRole('button', { name: 'Sign In' }).click();
      await invitee.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
      // A reviewer sees the spec's seven tabs and My queue; the owners' tabs are not there.
      await invitee.getByRole('tab', { name: 'Backend Config' }).waitFor();
      expect(await invitee.getByRole('tab').allTextContents()).toEqual([
        'Analytics',
        'Work With Us Applications',
        'Form Submissions',
        'AI Guide Sessions',
        'Debug Info',
        'Raw Data',
        'Backend Config',
        'My queue',
      ]);
      await checked(invitee, viewport.width);

      await owner.reload();
      await row.getByText('Active', { exact: true }).waitFor();
      await eventually('the last sign-in', async () => {
        await owner.reload();
        await row.waitFor();
        return (await row.textContent())?.includes('Never') ? undefined : true;
      });
      await row.getByLabel(`Role of ${username}`).selectOption({ label: 'Viewer' });
      await owner.getByText(`${username} is now a viewer.`).waitFor();
      await row.getByRole('button', { name: `Disable ${username}` }).click();
      await row.getByText('Disabled', { exact: true }).waitFor();
      await row.getByRole('button', { name: `Enable ${username}` }).waitFor();
      await checked(owner, viewport.width);

      // Disabled: the invitee's next call is refused and the session ends.
      await invitee.reload();
      await invitee.getByRole('heading', { level: 1, name: 'Admin sign-in' }).waitFor();
    },
  );

  it.each(ADMIN_WIDTHS)('at $width px: "Forgot password?" answers the same for anyone and mails a link that sets a new password once', async (viewport) => {
    const username = `rex-${viewport.width}`;
    const email = `${username}@consortium.test`;
    await publicApi(product.url).post('/api/admin/staff/invitations', { username, email, role: 'viewer' }, { authorization: `Bearer ${session.token}` });
    const invitePage = await newPage(viewport, false);
    await invitePage.goto(await linkIn(email, /Subject: You are invited/, '/admin/invitation'));
    await invitePage.getByLabel('New password').fill('rex first password');
    await invitePage.getByLabel('Repeat the password').fill('rex first password');
    await invitePage.getByRole('button', { name: 'Set my password' }).click();
    await invitePage.getByText('Your password is set.').waitFor();

    const page = await newPage(viewport, false);
    await page.goto(`${product.url}/admin/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await checked(page, viewport.width);
    await page.getByLabel('Username or email').fill('nobody-at-all');
    await page.getByLabel('Project Name').fill(ADMIN.project_name);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(STAFF_MESSAGES.resetRequested).waitFor();
    await page.reload();
    await page.getByLabel('Username or email').fill(email);
    await page.getByLabel('Project Name').fill(ADMIN.project_name);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(STAFF_MESSAGES.resetRequested).waitFor();
    await checked(page, viewport.width);

    const link = await linkIn(email, /Subject: Choose a new password/, '/admin/reset-password');
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('rex second password');
    await page.getByLabel('Repeat the password').fill('rex second password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('Your new password is set').waitFor();
    await checked(page, viewport.width);

    // Used once: the same link now says so.
    await page.goto('about:blank');
    await page.goto(link);
    await page.getByLabel('New password').fill('rex third password');
    await page.getByLabel('Repeat the password').fill('rex third password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText(/This link is not valid any more/).waitFor();
    const signIn = await fetch(`${product.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'rex second password', project_name: ADMIN.project_name }),
    });
    expect(signIn.status).toBe(200);
  });
});
