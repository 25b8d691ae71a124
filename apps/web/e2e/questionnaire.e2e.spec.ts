import { SESSION_STORAGE_KEYS, type FormSubmissionListItem } from '@intake/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, appReady } from './support/browser.js';
import { startProduct, type RunningProduct } from './support/product.js';

const ADMIN = { username: 'qn-admin', password: 'questionnaire e2e 123', project_name: 'innovation-intake' };

/** A real, small PDF (the upload endpoint checks bytes). */
function pdfBytes(): Buffer {
  const body = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  return Buffer.from(`%PDF-1.4\n${body}trailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

const question = (page: Page, text: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^${text.replace(/[.?()]/g, '\\$&')}`) });

async function next(page: Page, button: 'Next' | 'Submit' = 'Next'): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
}

async function choose(page: Page, questionText: string, label: string): Promise<void> {
  await question(page, questionText).waitFor();
  await page.getByLabel(label, { exact: true }).check();
  await next(page);
}

async function write(page: Page, questionText: string, text: string): Promise<void> {
  await question(page, questionText).waitFor();
  await page.getByLabel(questionText, { exact: true }).fill(text);
  await next(page);
}

async function contact(page: Page, email: string): Promise<void> {
  await question(page, 'How can we reach you?').waitFor();
  await page.getByLabel('Name').fill('Dr. Grace Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Affiliation').fill('Navy Medical Center');
  // Visitor spec §5: the button waits for the privacy consent.
  expect(await page.getByRole('button', { name: 'Submit', exact: true }).isDisabled()).toBe(true);
  await page.getByLabel(/I agree to the/).check();
  await next(page, 'Submit');
}

describe('the questionnaire in Chromium, against the product started as `npm start` starts it', () => {
  let product: RunningProduct;
  let browser: Browser;
  let auth: Record<string, string>;
  const contexts: BrowserContext[] = [];

  /** Opens the screen in a fresh browser profile and accepts the privacy dialog it opens with. */
  const openWithConsent = async (path = '/form') => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const consentEvents: { session_id: string; metadata: { event: string; page: string; route: string } }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/forms/track-metadata')) consentEvents.push(JSON.parse(r.postData() ?? '{}'));
    });
    await page.goto(`${product.url}${path}`);
    await appReady(page);
    // Visitor spec §2: the privacy consent dialog comes first.
    await page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    const accepted = page.waitForRequest((r) => r.url().endsWith('/api/forms/track-metadata') && (r.postData() ?? '').includes('consent_accepted'));
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await accepted;
    await question(page, 'Do you have a document').waitFor();
    return { page, consentEvents };
  };
  const openForm = async (path = '/form') => (await openWithConsent(path)).page;

  const submissionFor = async (email: string) => {
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${product.url}/analytics/forms?limit=100`, { headers: auth });
      const row = ((await res.json()) as { submissions: FormSubmissionListItem[] }).submissions.find((s) => s.email === email);
      if (row) return row;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no form submission for ${email}`);
  };

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, CONTACT_EMAIL: 'forms@consortium.test' });
    browser = await launchBrowser();
    const login = await fetch(`${product.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await product?.stop();
  });

  it('walks the funding branch to the Thank You overlay, and admins find the submission', async () => {
    const { page, consentEvents } = await openWithConsent('/structured');
    expect(consentEvents.map((e) => [e.metadata.event, e.metadata.page, e.metadata.route])).toEqual([
      ['consent_viewed', 'questionnaire', '/structured'],
      ['consent_accepted', 'questionnaire', '/structured'],
    ]);
    expect(consentEvents[0]!.session_id).toBe(consentEvents[1]!.session_id);
    expect(await page.getByText('4% complete').count()).toBe(1);
    await page.getByText('Innovation Questionnaire', { exact: true }).first().waitFor();
    // Visitor spec §1: the contact mailbox is shown on the form pages.
    await page.getByRole('region', { name: 'Need Help?' }).getByRole('link', { name: 'forms@consortium.test' }).waitFor();

    // A step refuses to move on without a selection, in the spec's words.
    await next(page);
    await page.getByRole('alert').filter({ hasText: 'Please select an option.' }).waitFor();

    await choose(page, 'Do you have a document', 'No, I will answer a few questions');
    await choose(page, 'Which best describes you?', 'Researcher or academic');
    await question(page, 'What is the title of your project?').waitFor();
    await next(page);
    await page.getByRole('alert').filter({ hasText: 'Please provide a response.' }).waitFor();
    await write(page, 'What is the title of your project?', 'SepsisWatch');
    await write(page, 'Describe your project in an elevator pitch.', 'Bedside alerts that catch sepsis six hours earlier.');
    await choose(page, 'What stage is your project at?', 'Prototype or pilot');
    await write(page, 'What problem are you solving?', 'Sepsis is recognised too late on general wards.');
    await write(page, 'Who is the target population?', 'Adult inpatients on general wards.');
    await choose(page, 'What is your main goal in working with us?', 'Funding');
    await choose(page, 'What kind of funding are you looking for?', 'Grant');
    await write(page, 'How much funding are you seeking?', '$250,000 over 18 months');
    await question(page, 'Is there a deadline for this funding?').waitFor();
    await next(page);
    await choose(page, 'When would you like to start?', 'In 1-2 months');
    await question(page, 'What budget do you have for this project?').waitFor();
    await page.getByLabel('Other', { exact: true }).check();
    await next(page);
    await page.getByRole('alert').filter({ hasText: 'Please provide details for "Other".' }).waitFor();
    await page.getByLabel('Please specify').fill('Seed round from a foundation');
    await next(page);
    await question(page, 'Is there anything else we should know?').waitFor();
    await next(page);
    await question(page, 'Would you like to add supporting documents?').waitFor();
    await next(page);

    // The side panels follow along: progress, and a checkmark per collected field.
    expect(await page.getByText('100% complete').count()).toBe(1);
    expect(await page.getByRole('listitem').filter({ hasText: 'Funding type' }).filter({ hasText: '✓' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'How It Works' }).last().getAttribute('href')).toBe('/about');
    expect(await page.getByLabel('Conversation history').getByText('SepsisWatch').count()).toBe(1);

    const email = `funding+${Date.now()}@clinic.example`;
    await contact(page, email);
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await page.getByText('Questionnaire submitted successfully!').waitFor();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.questionnaireSessionId)).toBeNull();

    const row = await submissionFor(email);
    expect(row).toMatchObject({ name: 'Dr. Grace Hopper', organization: 'Navy Medical Center', questionnaire_version: '3.0' });
    expect(row.form_data).toMatchObject({
      document_availability: 'no_questions',
      user_type: 'researcher',
      project_title: 'SepsisWatch',
      main_goal: 'funding',
      funding_type: 'grant',
      funding_deadline: '',
      timeline: '1_2_months',
      budget: { value: 'other', other_text: 'Seed round from a foundation' },
      supporting_documents: [],
    });

    await page.getByRole('button', { name: 'Return to Home' }).click();
    await page.waitForURL(`${product.url}/`);
  });

  it('takes the investor shortcut straight to the contact form', async () => {
    const page = await openForm();
    // The last answer's recording settles before the submission goes out, so it is never refused as already submitted.
    const timeline: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/submit')) timeline.push('submit sent');
    });
    const answerStatuses: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith('/answers')) answerStatuses.push(r.status());
    });
    page.on('requestfinished', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/answers') && (r.postData() ?? '').includes('"Q22"')) timeline.push('Q22 recorded');
    });
    await choose(page, 'Do you have a document', 'No, I will answer a few questions');
    await choose(page, 'Which best describes you?', 'Investor or funder');
    await question(page, 'How can we reach you?').waitFor();
    expect(await page.getByText('100% complete').count()).toBe(1);
    const email = `investor+${Date.now()}@fund.example`;
    await contact(page, email);
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await page.getByText('Questionnaire submitted successfully!').waitFor();
    expect(timeline).toEqual(['Q22 recorded', 'submit sent']);
    expect(answerStatuses).toEqual([200, 200, 200]);
    expect(await page.getByText('An unexpected error occurred. Please refresh and try again.').count()).toBe(0);
    const row = await submissionFor(email);
    expect(Object.keys(row.form_data).sort()).toEqual(['contact_info', 'document_availability', 'user_type']);
    expect(row.form_data.user_type).toBe('investor');
  });

  it('resumes a session where the visitor stopped after a reload', async () => {
    const page = await openForm();
    await choose(page, 'Do you have a document', 'No, I will answer a few questions');
    await choose(page, 'Which best describes you?', 'Startup or entrepreneur');
    await write(page, 'What is the title of your project?', 'HeartPatch');
    await question(page, 'Describe your project in an elevator pitch.').waitFor();
    const sessionId = await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.questionnaireSessionId);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    // The answers are recorded as they are given; wait for the last one before leaving.
    for (let i = 0; i < 100; i++) {
      const view = (await (await fetch(`${product.url}/api/questionnaire/sessions/${sessionId}`)).json()) as { answers: Record<string, unknown> };
      if (view.answers.Q3 === 'HeartPatch') break;
      await new Promise((r) => setTimeout(r, 100));
    }

    await page.reload();
    // Privacy was accepted once; the dialog does not come back.
    await question(page, 'Describe your project in an elevator pitch.').waitFor();
    expect(await page.getByRole('dialog', { name: 'Privacy Policy' }).isVisible()).toBe(false);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_STORAGE_KEYS.questionnaireSessionId)).toBe(sessionId);
    const history = page.getByLabel('Conversation history');
    expect(await history.getByText('HeartPatch').count()).toBe(1);
    expect(await history.getByText('Startup or entrepreneur').count()).toBe(1);

    // Back still walks the way the visitor came.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await question(page, 'What is the title of your project?').waitFor();
  });

  it('uploads a supporting document at Q21 and submits it with the answers', async () => {
    const page = await openForm();
    await choose(page, 'Do you have a document', 'No, I will answer a few questions');
    await choose(page, 'Which best describes you?', 'Clinician or healthcare innovator');
    await write(page, 'What is the title of your project?', 'WardFlow');
    await write(page, 'Describe your project in an elevator pitch.', 'Bed management that predicts discharges.');
    await choose(page, 'What stage is your project at?', 'Live with first users');
    await write(page, 'What problem are you solving?', 'Beds sit empty while patients wait.');
    await write(page, 'Who is the target population?', 'Hospital bed managers.');
    await choose(page, 'What is your main goal in working with us?', 'Technical help');
    await question(page, 'What technical help do you need?').waitFor();
    await page.getByLabel('Data analytics', { exact: true }).check();
    await next(page);
    await write(page, 'What would the ideal deliverable be?', 'A discharge forecast in our dashboard.');
    await choose(page, 'When would you like to start?', 'Flexible');
    await choose(page, 'What budget do you have for this project?', 'Under $50k');
    await question(page, 'Is there anything else we should know?').waitFor();
    await next(page);

    await question(page, 'Would you like to add supporting documents?').waitFor();
    await page.getByLabel('Choose files').setInputFiles({ name: 'pilot results.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
    await page.getByText('File "pilot results.pdf" uploaded successfully!').waitFor();
    await page.getByRole('list', { name: 'Uploaded files' }).getByText('pilot results.pdf').waitFor();
    // The picker's own checks, in the spec's words.
    await page.getByLabel('Choose files').setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await page.getByRole('alert').filter({ hasText: 'File "tool.exe" type not allowed. Please upload PDF, DOC, DOCX, or TXT files only' }).first().waitFor();
    await next(page);

    const email = `upload+${Date.now()}@hospital.example`;
    await contact(page, email);
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const row = await submissionFor(email);
    expect(row.form_data.supporting_documents).toEqual([
      expect.objectContaining({ filename: 'pilot results.pdf', content_type: 'application/pdf', size: pdfBytes().length }),
    ]);
    expect(row.form_data.technical_help_needed).toEqual(['data_analytics']);
  });
});
