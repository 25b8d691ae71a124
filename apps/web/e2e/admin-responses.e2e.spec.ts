import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { QUESTIONNAIRE_V3, SELF_DESCRIPTION_OPTIONS } from '@intake/contracts';
import { ADMIN, pdfBytes, publicApi, QUESTIONNAIRE_CONTACT } from './support/admin-seed.js';
import { ADMIN_WIDTHS, pageOverflow, signedInContext } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

const APPLICANT = {
  name: 'Pia Page',
  email: 'pia.page@example.org',
  message: 'I ran the discharge-letter pilot on two wards and can help evaluate the next one.',
  filename: 'pia-cv.pdf',
};
const NOTES_TXT = 'Problem: discharge letters reach general practitioners days late\nNeeds: a clinical partner for a pilot\n';

describe('response pages in Chromium at 1280 and 390 px: every answer, files, visitor, provenance, timeline, status and notes', () => {
  let product: RunningProduct;
  let browser: Browser;
  let token: string;
  let user: unknown;
  const ids = { application: '', questionnaire: '', chat: '' };
  const contexts: BrowserContext[] = [];

  /**
   * The readiness checks read through an API key: a key's read opens nothing for anyone, so the
   * admin's header still counts these responses as new to them (issue 30).
   */
  let readKey = '';
  const adminGet = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${product.url}${path}`, { headers: { authorization: `Bearer ${readKey}` } });
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    const api = publicApi(product.url);
    ({ token, user } = await api.login());
    readKey = (
      await api.post<{ secret: string }>(
        '/api/admin/api-keys',
        { name: 'e2e readiness', scopes: ['responses:read'], expires_at: new Date(Date.now() + 86_400_000).toISOString() },
        { authorization: `Bearer ${token}` },
      )
    ).secret;

    ids.application = (
      await api.post<{ submission_id: string }>('/api/work-with-us/submit', {
        name: APPLICANT.name,
        email: APPLICANT.email,
        video_link: '',
        preferred_roles: SELF_DESCRIPTION_OPTIONS[1],
        work_type: 'general',
        metadata: { source: 'web_form', device_type: 'desktop', additional_notes: APPLICANT.message },
      })
    ).submission_id;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), APPLICANT.filename);
    expect((await fetch(`${product.url}/api/work-with-us/upload/${ids.application}?file_type=attachment`, { method: 'POST', body: form })).status).toBe(200);

    ids.chat = await api.chat('Discharge letters reach general practitioners days late after a hospital stay.');
    const doc = new FormData();
    doc.append('file', new Blob([NOTES_TXT], { type: 'text/plain' }), 'pilot-notes.txt');
    expect((await fetch(`${product.url}/api/guide/sessions/${ids.chat}/upload`, { method: 'POST', body: doc })).status).toBe(200);

    ids.questionnaire = await api.questionnaire();

    await eventually(
      'the three responses and the document read',
      async () => {
        const [w, q, c] = await Promise.all([
          adminGet<{ files: unknown[] }>(`/api/admin/responses/work-with-us/${ids.application}`),
          adminGet<{ state: string }>(`/api/admin/responses/questionnaire/${ids.questionnaire}`),
          adminGet<{ provenance: { source: { kind: string } }[] }>(`/api/admin/responses/chat/${ids.chat}`),
        ]);
        return w.status === 200 &&
          w.body.files.length === 1 &&
          q.body.state === 'Submitted' &&
          c.status === 200 &&
          c.body.provenance.some((p) => p.source.kind === 'document')
          ? true
          : undefined;
      },
      90_000,
    );
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  const adminPage = async (viewport: { width: number; height: number }) => {
    const context = await signedInContext(browser, { token, user }, { viewport, acceptDownloads: true });
    contexts.push(context);
    return { context, page: await context.newPage() };
  };
  const openResponse = async (page: Page, channel: string, id: string, name: string) => {
    await page.goto(`${product.url}/admin/responses/${channel}/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
  };
  const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

  // First: the header counts what this admin has not opened yet (issue 30), and the pages below open them all.
  it('sets a status and adds a note on a questionnaire from its list and its page; the header count follows', async () => {
    const { page } = await adminPage(ADMIN_WIDTHS[0]);
    await page.goto(`${product.url}/admin?view=forms`);
    const newCount = page.getByTestId('new-responses');
    await eventually('the header count', async () => ((await newCount.textContent()) === '2' ? true : undefined));
    const row = page.getByRole('row', { name: new RegExp(QUESTIONNAIRE_CONTACT.name) });
    await row.getByRole('combobox', { name: `Status of ${QUESTIONNAIRE_CONTACT.name}` }).selectOption('contacted');
    // No Refresh: the header reads the count again after the change.
    await eventually('the header count after the change', async () => ((await newCount.textContent()) === '1' ? true : undefined));
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('new');
    await page.getByText('No submission has this status').waitFor();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('contacted');

    await row.getByRole('link', { name: QUESTIONNAIRE_CONTACT.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: QUESTIONNAIRE_CONTACT.name }).waitFor();
    expect(page.url()).toBe(`${product.url}/admin/responses/questionnaire/${ids.questionnaire}`);
    const review = section(page, 'Review');
    expect(await review.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('contacted');
    await review.getByRole('textbox', { name: `Note about ${QUESTIONNAIRE_CONTACT.name}` }).fill('Called; wants a pilot ward in spring.');
    await review.getByRole('button', { name: 'Add note' }).click();
    await review.getByText('Called; wants a pilot ward in spring.').waitFor();
    await section(page, /^Timeline/)
      .getByText('Note added')
      .waitFor();
    await section(page, /^Timeline/)
      .getByText('Status set to contacted')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(ADMIN_WIDTHS)(
    'each response page shows its answers, files, visitor and timeline, fits $width px and has no serious axe violation',
    async (viewport) => {
      const { page } = await adminPage(viewport);

      await openResponse(page, 'work-with-us', ids.application, APPLICANT.name);
      await section(page, 'Message').getByText(APPLICANT.message).waitFor();
      await section(page, /^Answers/)
        .getByText(SELF_DESCRIPTION_OPTIONS[1]!)
        .waitFor();
      await section(page, /^Files/)
        .getByRole('button', { name: `Download ${APPLICANT.filename}` })
        .waitFor();
      await section(page, /^Timeline/)
        .getByText('Sent the Work With Us application')
        .waitFor();
      await section(page, 'Visitor').getByText('desktop').waitFor();
      expect(['work-with-us', await pageOverflow(page)]).toEqual(['work-with-us', 0]);
      expect(['work-with-us', await axeViolations(page)]).toEqual(['work-with-us', []]);

      await openResponse(page, 'questionnaire', ids.questionnaire, QUESTIONNAIRE_CONTACT.name);
      const answers = section(page, /^Answers/);
      // Question texts, not stored keys: the contact question as the visitor read it.
      await answers.getByText(QUESTIONNAIRE_V3.questions.find((q) => q.type === 'contact_form' || q.field === 'contact_info')!.question).waitFor();
      await answers.getByText(`Email: ${QUESTIONNAIRE_CONTACT.email}`).waitFor();
      await section(page, /^Timeline/)
        .getByText(/^Submitted the questionnaire/)
        .waitFor();
      expect(['questionnaire', await pageOverflow(page)]).toEqual(['questionnaire', 0]);
      expect(['questionnaire', await axeViolations(page)]).toEqual(['questionnaire', []]);

      await openResponse(page, 'chat', ids.chat, 'Anonymous');
      await section(page, /^Conversation/)
        .getByText(/general practitioners days late/)
        .first()
        .waitFor();
      await section(page, /^Files/)
        .getByRole('button', { name: 'Download pilot-notes.txt' })
        .waitFor();
      const provenance = section(page, 'Where the values came from');
      await provenance
        .getByRole('row', { name: /Support needed/ })
        .getByText(/pilot-notes\.txt/)
        .waitFor();
      await provenance.getByText("The visitor's message (read by rules)").first().waitFor();
      await section(page, /^Timeline/)
        .getByText('Uploaded the document "pilot-notes.txt"')
        .waitFor();
      expect(['chat', await pageOverflow(page)]).toEqual(['chat', 0]);
      expect(['chat', await axeViolations(page)]).toEqual(['chat', []]);

      await page.goto(`${product.url}/admin/responses/chat/no-such-chat`);
      await page.getByRole('heading', { level: 1, name: 'No such response' }).waitFor();
      await page.getByRole('link', { name: /Back to AI Guide Sessions/ }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it("downloads a file with the admin's token through the page's own call", async () => {
    const { context, page } = await adminPage(ADMIN_WIDTHS[0]);
    await openResponse(page, 'work-with-us', ids.application, APPLICANT.name);
    const asked = page.waitForRequest((r) => r.url().includes(`/api/admin/responses/work-with-us/${ids.application}/files/`));
    const downloaded = new Promise<Download>((resolve) => context.on('page', (tab) => tab.on('download', resolve)));
    await page.getByRole('button', { name: `Download ${APPLICANT.filename}` }).click();
    expect((await asked).headers()['authorization']).toBe(`Bearer ${token}`);
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(APPLICANT.filename);
    expect((await readFile((await download.path())!)).equals(pdfBytes())).toBe(true);
  });

  it('sets a status and adds a note on a chat page at 390 px; they stay after a reload and the list filters by them', async () => {
    const { page } = await adminPage(ADMIN_WIDTHS[1]);
    await openResponse(page, 'chat', ids.chat, 'Anonymous');
    const review = section(page, 'Review');
    await review.getByRole('combobox', { name: 'Status' }).selectOption('reviewed');
    await section(page, /^Timeline/)
      .getByText('Status set to reviewed')
      .waitFor();
    await review.getByRole('textbox', { name: /^Note about/ }).fill('Sent the pilot checklist.');
    await review.getByRole('button', { name: 'Add note' }).click();
    await review.getByText('Sent the pilot checklist.').waitFor();
    expect(await pageOverflow(page)).toBe(0);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Anonymous' }).waitFor();
    expect(await section(page, 'Review').getByRole('combobox', { name: 'Status' }).inputValue()).toBe('reviewed');
    await section(page, 'Review').getByText('Sent the pilot checklist.').waitFor();

    await page.getByRole('link', { name: /Back to AI Guide Sessions/ }).click();
    await page.getByRole('heading', { name: /^AI Guide Sessions/ }).waitFor();
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('reviewed');
    await page.getByRole('link', { name: ids.chat }).waitFor();
    expect(await pageOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});
