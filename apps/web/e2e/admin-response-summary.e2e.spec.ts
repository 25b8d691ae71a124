import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FUNDING_ROUTE_ANSWERS, submitQuestionnaire } from '../../../libs/machines/src/questionnaire/testing/submit-questionnaire.js';
import { ADMIN, publicApi } from './support/admin-seed.js';
import { ADMIN_WIDTHS, pageOverflow, signedInContext } from './support/admin-browser.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { eventually } from './support/eventually.js';
import { startProduct, type RunningProduct } from './support/product.js';

const STAGE = 'What stage is your project at?';
const AMOUNT = 'How much funding are you seeking?';

describe('responses read in bulk in Chromium at 1280 and 390 px: the summary, tags and the filter by tag and answer', () => {
  let product: RunningProduct;
  let browser: Browser;
  let token: string;
  let user: unknown;
  const ids = { prototype: '', concept: '' };
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    product = await startProduct({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    const api = publicApi(product.url);
    ({ token, user } = await api.login());
    ids.prototype = await submitQuestionnaire(api.post, { ...FUNDING_ROUTE_ANSWERS });
    ids.concept = await submitQuestionnaire(api.post, { ...FUNDING_ROUTE_ANSWERS, Q3: 'EarlyWard', Q5: 'concept', Q10: '40k' });
    await eventually(
      'both questionnaires summarised and listed',
      async () => {
        const headers = { authorization: `Bearer ${token}` };
        const [summary, list] = await Promise.all([
          fetch(`${product.url}/api/admin/responses/summary?channel=questionnaire`, { headers }).then((r) => r.json() as Promise<{ responses: number }>),
          fetch(`${product.url}/analytics/forms?limit=10`, { headers }).then((r) => r.json() as Promise<{ total: number }>),
        ]);
        return summary.responses === 2 && list.total === 2 ? true : undefined;
      },
      60_000,
    );
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await product?.stop();
  });

  const adminPage = async (viewport: { width: number; height: number }): Promise<Page> => {
    const context = await signedInContext(browser, { token, user }, { viewport });
    contexts.push(context);
    return context.newPage();
  };
  const fitsAndPasses = async (page: Page, what: string) => {
    expect([what, await pageOverflow(page)]).toEqual([what, 0]);
    expect([what, await axeViolations(page)]).toEqual([what, []]);
  };

  it.each(ADMIN_WIDTHS)('summarises each question, filters by a clicked answer, tags a response and filters the list by it at $width px', async (viewport) => {
    const page = await adminPage(viewport);
    const tag = `pilot-${viewport.width}`;

    // The summary: option counts and shares, the newest free-text answers with links to their responses.
    await page.goto(`${product.url}/admin/responses/summary?channel=questionnaire`);
    await page.getByRole('status').getByText('2 responses summarised').waitFor();
    const stage = page.getByRole('region', { name: STAGE });
    await stage.getByRole('row', { name: /^Prototype or pilot: show only these responses 1 50%/ }).waitFor();
    await stage.getByRole('row', { name: /^Concept or idea: show only these responses 1 50%/ }).waitFor();
    const amount = page.getByRole('region', { name: AMOUNT });
    await amount.getByText('40k').waitFor();
    await amount.getByText('$250,000 over 18 months').waitFor();
    expect(await amount.getByRole('link', { name: 'Open the response' }).count()).toBe(2);
    await fitsAndPasses(page, `summary ${viewport.width}`);

    // A click on an answer keeps the responses that gave it, in the address.
    await stage.getByRole('button', { name: 'Concept or idea: show only these responses' }).click();
    await page.getByRole('status').getByText('1 response summarised').waitFor();
    expect(new URL(page.url()).searchParams.getAll('answer')).toEqual(['project_stage:concept']);
    await page.getByRole('button', { name: `Stop filtering by ${STAGE} = Concept or idea` }).waitFor();
    await page.getByRole('region', { name: AMOUNT }).getByText('40k').waitFor();
    expect(await page.getByRole('region', { name: AMOUNT }).getByText('$250,000 over 18 months').count()).toBe(0);
    await fitsAndPasses(page, `filtered summary ${viewport.width}`);

    // Its latest answer links to the response's page, where staff tag it.
    await page.getByRole('region', { name: AMOUNT }).getByRole('link', { name: 'Open the response' }).click();
    await page.waitForURL(`**/admin/responses/questionnaire/${ids.concept}`);
    const tags = page.getByRole('region', { name: 'Tags' });
    // A field offering the tags in use (a datalist), so a combobox.
    await tags.getByRole('combobox').fill(tag);
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await tags.getByRole('button', { name: `Remove the tag ${tag}` }).waitFor();
    await fitsAndPasses(page, `response page with a tag ${viewport.width}`);

    // The Form Submissions list, filtered by that tag on the server: one row, and its export follows.
    await page.goto(`${product.url}/admin?view=forms`);
    const list = page.getByRole('region', { name: /^Form Submissions/ });
    await list.getByText('Showing 2 of 2').waitFor();
    await page.getByRole('combobox', { name: 'Tag', exact: true }).selectOption(tag);
    await list.getByText('Showing 1 of 1').waitFor();
    await page.getByRole('button', { name: `Stop filtering by the tag ${tag}` }).waitFor();
    await fitsAndPasses(page, `forms list filtered by tag ${viewport.width}`);

    // And by an answer: the tag and "stage = prototype" together keep none.
    await page.getByRole('combobox', { name: 'Question', exact: true }).selectOption({ label: STAGE });
    await page.getByRole('combobox', { name: 'Answer', exact: true }).selectOption({ label: 'Prototype or pilot' });
    await page.getByRole('button', { name: 'Add filter' }).click();
    await list.getByText('No response matches this filter').waitFor();
    await page.getByRole('button', { name: `Stop filtering by the tag ${tag}` }).click();
    await list.getByText('Showing 1 of 1').waitFor();
    await fitsAndPasses(page, `forms list filtered by answer ${viewport.width}`);
  });
});
