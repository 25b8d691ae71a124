import {
  formSubmissionListResponseSchema,
  responseSummarySchema,
  responseTagsListSchema,
  workWithUsListResponseSchema,
  type ChoiceSummary,
  type QuestionSummary,
  type ResponseSummary,
  type TextSummary,
} from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import { replayProjection } from '@intake/event-store';
import type { ResponseChannel } from '@intake/contracts';
import { eventually, getJson, postJson, startApi, type ApiHarness } from '../testing/api-harness.js';
import { submitQuestionnaire, wardWatchAnswers, type QuestionnaireContact } from '../testing/questionnaire-walk.js';
import type { Database } from '../platform/database/database.types.js';
import { responseAnswersProjection } from './response-answers.projection.js';
import { countedFacts, scannedFacts } from './response-summary.query.js';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const contact = (name: string): QuestionnaireContact => ({
  name,
  email: `${name.toLowerCase()}@example.org`,
  affiliation: 'St Elsewhere',
  timezone: 'Europe/London',
  privacy_consent: true,
  newsletter_consent: false,
});
/** The funding route: Q8 funding → Q9 → Q10 (the amount) → Q11 → Q18. */
const funding = (name: string, stage: string, amount: string) => ({
  ...wardWatchAnswers(contact(name)),
  Q5: stage,
  Q8: 'funding',
  Q9: 'grant',
  Q10: amount,
  Q11: 'End of March',
});

describe('responses read in bulk: summary, tags and answer filters through the real api and PostgreSQL', () => {
  let api: ApiHarness;
  let auth: Record<string, string>;
  let ward: string;
  let concept: string;
  let prototype: string;
  let application: string;

  const get = async <T>(path: string) => getJson<T>(api, path, auth);
  const summary = async (query: string): Promise<ResponseSummary> => responseSummarySchema.parse((await get(`/api/admin/responses/summary?${query}`)).body);
  const question = <K extends QuestionSummary['kind']>(s: ResponseSummary, field: string, kind: K) => {
    const found = s.questions.find((q) => q.field === field);
    expect(found?.kind).toBe(kind);
    return found as Extract<QuestionSummary, { kind: K }>;
  };
  const formIds = async (query: string) => {
    const body = formSubmissionListResponseSchema.parse((await get(`/analytics/forms?limit=100&${query}`)).body);
    return { ids: body.submissions.map((s) => s.session_id).sort(), total: body.total };
  };

  beforeAll(async () => {
    api = await startApi();
    auth = { authorization: `Bearer ${await api.adminToken()}` };
    ward = await submitQuestionnaire(api, wardWatchAnswers(contact('Wanda')), { deviceType: 'desktop', userAgent: UA });
    concept = await submitQuestionnaire(api, funding('Cora', 'concept', '40k'), { deviceType: 'desktop', userAgent: UA });
    prototype = await submitQuestionnaire(api, funding('Pia', 'prototype', '$250,000'), { deviceType: 'mobile', userAgent: UA });
    application = (
      await postJson<{ submission_id: string }>(api, '/api/work-with-us/submit', {
        name: 'Eli',
        email: 'eli@example.org',
        preferred_roles: 'Engineer / Designer',
      })
    ).body.submission_id;
    await eventually(
      async () =>
        (await summary('channel=questionnaire')).responses === 3 &&
        (await summary('channel=work-with-us')).responses === 1 &&
        (await formIds('')).total === 3 &&
        (await get<{ total: number }>('/analytics/work-with-us?limit=1')).body.total === 1,
      30_000,
    );
  }, 120_000);
  afterAll(() => api?.close());

  it('summarises each question: option counts and shares, the newest texts with their responses, the spread of numbers', async () => {
    const s = await summary('channel=questionnaire');
    const stage: ChoiceSummary = question(s, 'project_stage', 'choice');
    expect(stage.answered).toBe(3);
    expect(stage.options.map((o) => [o.value, o.count, o.share])).toEqual([
      ['concept', 1, 0.333],
      ['prototype', 2, 0.667],
      ['live', 0, 0],
      ['established', 0, 0],
    ]);
    expect(question(s, 'main_goal', 'choice').options.find((o) => o.value === 'funding')).toMatchObject({ label: 'Funding', count: 2 });
    const amount: TextSummary = question(s, 'funding_amount', 'text');
    expect(amount.answered).toBe(2);
    expect(amount.latest.map((t) => [t.response_id, t.text])).toEqual([
      [prototype, '$250,000'],
      [concept, '40k'],
    ]);
    expect(amount.numbers).toMatchObject({ count: 2, min: 40_000, max: 250_000, median: 145_000 });
    expect(question(s, 'supporting_documents', 'number')).toMatchObject({ unit: 'files', answered: 3, spread: { min: 0, max: 0, count: 3 } });
    expect(s.questions.some((q) => q.field === 'contact_info')).toBe(false);

    const wwu = await summary('channel=work-with-us');
    expect(question(wwu, 'preferred_roles', 'choice').options.find((o) => o.value === 'Engineer / Designer')).toMatchObject({ count: 1, share: 1 });
  });

  it('filters every list and the summary by any answer, by option value or label, field or question id', async () => {
    expect(await formIds('answer=project_stage:prototype')).toEqual({ ids: [prototype, ward].sort(), total: 2 });
    expect(await formIds(`answer=${encodeURIComponent('Q5:Prototype or pilot')}&answer=main_goal:funding`)).toEqual({ ids: [prototype], total: 1 });
    expect(await formIds('answer=funding_amount:40k')).toEqual({ ids: [concept], total: 1 });
    expect((await formIds('answer=project_stage:live')).total).toBe(0);
    expect((await summary('channel=questionnaire&answer=main_goal:funding')).responses).toBe(2);

    const wwu = async (q: string) => workWithUsListResponseSchema.parse((await get(`/analytics/work-with-us?limit=100&${q}`)).body);
    expect((await wwu(`answer=${encodeURIComponent('preferred_roles:Engineer / Designer')}`)).submissions.map((s) => s.submission_id)).toEqual([application]);
    expect((await wwu('answer=preferred_roles:Investor')).total).toBe(0);
    expect((await get<{ total: number }>('/analytics/ai-conversations?limit=10&answer=project_stage:prototype')).body.total).toBe(0);
  });

  it('adds, lists, filters by and removes tags, each change an event with who', async () => {
    const tag = (id: string, name: string) => postJson(api, `/api/admin/responses/questionnaire/${id}/tags`, { tag: name }, auth);
    expect(await tag(ward, ' Promising ')).toEqual({ status: 200, body: { success: true, tags: ['promising'], changed: true } });
    expect((await tag(ward, 'promising')).body).toEqual({ success: true, tags: ['promising'], changed: false });
    expect((await tag(prototype, 'promising')).body.changed).toBe(true);
    expect((await tag(prototype, 'follow-up')).body.tags).toEqual(['promising', 'follow-up']);

    // A change waits (at most 5 s) for the lists to show it; on a loaded machine they may show it later.
    const listed = async (query: string, ids: string[]) =>
      eventually(async () => JSON.stringify((await formIds(query)).ids) === JSON.stringify([...ids].sort()), 30_000);
    await listed('tag=promising', [prototype, ward]);
    await listed('tag=follow-up', [prototype]);
    expect(await formIds('tag=promising')).toEqual({ ids: [prototype, ward].sort(), total: 2 });
    expect(await formIds('tag=promising&answer=main_goal:funding')).toEqual({ ids: [prototype], total: 1 });
    expect((await summary('channel=questionnaire&tag=promising')).responses).toBe(2);
    const inUse = responseTagsListSchema.parse((await get('/api/admin/responses/tags?channel=questionnaire')).body);
    expect(inUse.tags).toEqual([
      { tag: 'promising', count: 2 },
      { tag: 'follow-up', count: 1 },
    ]);

    const removed = await fetch(`${api.url}/api/admin/responses/questionnaire/${ward}/tags/promising`, { method: 'DELETE', headers: auth });
    expect(await removed.json()).toEqual({ success: true, tags: [], changed: true });
    await listed('tag=promising', [prototype]);
    expect(await formIds('tag=promising')).toEqual({ ids: [prototype], total: 1 });

    const stream = await api.database.db
      .selectFrom('events')
      .select(['event_type', 'metadata'])
      .where('stream_id', '=', `response-review-questionnaire-${ward}`)
      .orderBy('global_position')
      .execute();
    expect(stream.map((e) => e.event_type)).toEqual(['ResponseTagAdded', 'ResponseTagRemoved']);
    expect(stream.every((e) => (e.metadata as { actor?: string }).actor === 'tester')).toBe(true);
  });

  it('answers a malformed filter or tag with 422 and an unknown response with 404, with a detail', async () => {
    for (const path of [
      '/analytics/forms?answer=stage',
      '/api/admin/responses/summary?channel=questionnaire&tag=%23!',
      '/analytics/forms?answer=a:1&answer=b:1&answer=c:1&answer=d:1&answer=e:1&answer=f:1',
    ]) {
      const res = await get<{ detail: string }>(path);
      expect([path, res.status]).toEqual([path, 422]);
      expect(res.body.detail).toMatch(/answer|tag/);
    }
    expect((await get('/api/admin/responses/summary?channel=nowhere')).status).toBe(404);
    expect((await postJson(api, `/api/admin/responses/questionnaire/${ward}/tags`, { tag: '' }, auth)).status).toBe(422);
    expect((await postJson(api, '/api/admin/responses/questionnaire/no-such-session/tags', { tag: 'x' }, auth)).status).toBe(404);
    const bad = await fetch(`${api.url}/api/admin/responses/questionnaire/${ward}/tags/%23!`, { method: 'DELETE', headers: auth });
    expect(bad.status).toBe(422);
    expect((await postJson(api, `/api/admin/responses/questionnaire/${ward}/tags`, { tag: 'x' })).status).toBe(401);
  });

  it('an erasure takes the person’s free text out of the summary and keeps their picked options counted', async () => {
    expect((await postJson(api, '/api/admin/personal-data/erase', { email: 'pia@example.org' }, auth)).status).toBe(200);
    const s = await eventually(async () => {
      const found = await summary('channel=questionnaire');
      return question(found, 'funding_amount', 'text').latest.length === 1 ? found : undefined;
    }, 30_000);
    expect(question(s, 'funding_amount', 'text').latest.map((t) => t.response_id)).toEqual([concept]);
    expect(JSON.stringify(s)).not.toContain('250,000');
    expect(question(s, 'project_stage', 'choice').options.find((o) => o.value === 'prototype')!.count).toBe(2);
  });

  it('keeps counters that equal a count of the rows, through submissions, an erasure and a replay', async () => {
    const db = api.database.db as unknown as Kysely<Database>;
    const sorted = (facts: Awaited<ReturnType<typeof countedFacts>>) => ({
      responses: facts.responses,
      answered: [...facts.facts.answered].sort(),
      choices: [...facts.facts.choices].map(([f, m]) => [f, [...m].sort()]).sort(),
      numbers: [...facts.facts.numbers].map(([f, v]) => [f, [...v].sort((a, b) => a - b)]).sort(),
    });
    const agree = async (channel: ResponseChannel) =>
      expect(sorted(await countedFacts(db, channel))).toEqual(sorted(await scannedFacts(db, sql`m.channel = ${channel}`)));
    // After the erasure above: Pia's amount left both the rows and the counters.
    await eventually(async () => (await countedFacts(db, 'questionnaire')).facts.numbers.get('funding_amount')?.length === 1, 30_000);
    await agree('questionnaire');
    await agree('work-with-us');
    expect((await countedFacts(db, 'questionnaire')).responses).toBe(3);
    await replayProjection(api.database.db, responseAnswersProjection);
    await agree('questionnaire');
    await agree('work-with-us');
    expect((await countedFacts(db, 'work-with-us')).responses).toBe(1);
  });
});
