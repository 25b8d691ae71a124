import { newResponsesCountSchema, responseReviewsResponseSchema, type NewResponsesCount, type ResponseReview } from '@intake/contracts';
import { eventually, postJson, startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';

describe('response status and notes through the real api and PostgreSQL', () => {
  let api: ApiHarness;
  let auth: Record<string, string>;
  let submission: string;

  const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${api.url}${path}`, { headers: auth });
    return { status: res.status, body: (await res.json()) as T };
  };
  const reviews = async (channel: string): Promise<ResponseReview[]> =>
    responseReviewsResponseSchema.parse((await get(`/api/admin/responses/reviews?channel=${channel}`)).body).reviews;
  const newCount = async (): Promise<NewResponsesCount> => newResponsesCountSchema.parse((await get('/api/admin/responses/new-count')).body);

  beforeAll(async () => {
    api = await startApi();
    auth = { authorization: `Bearer ${await api.adminToken()}` };
    const res = await postJson<{ submission_id: string }>(api, '/api/work-with-us/submit', {
      name: 'Rhea Review',
      email: 'rhea.review@example.org',
      preferred_roles: 'Engineer / Designer',
    });
    submission = res.body.submission_id;
    await eventually(async () => (await newCount()).by_channel['work-with-us'] === 1, 30_000);
  });
  afterAll(() => api?.close());

  it('sets a status and adds notes, each with who and when, and the new count follows', async () => {
    expect(await newCount()).toEqual({ new: 1, by_channel: { 'work-with-us': 1, questionnaire: 0, chat: 0 } });
    const set = await postJson(api, `/api/admin/responses/work-with-us/${submission}/status`, { status: 'reviewed' }, auth);
    expect(set).toEqual({ status: 200, body: { success: true, status: 'reviewed', changed: true } });
    // The same status again records nothing.
    expect((await postJson(api, `/api/admin/responses/work-with-us/${submission}/status`, { status: 'reviewed' }, auth)).body.changed).toBe(false);
    expect(
      (await postJson(api, `/api/admin/responses/work-with-us/${submission}/notes`, { text: '  Called her on Tuesday; wants a pilot ward.  ' }, auth)).status,
    ).toBe(201);

    const [review] = await eventually(async () => {
      const found = await reviews('work-with-us');
      return found.length === 1 && found[0]!.notes.length === 1 ? found : undefined;
    }, 30_000);
    expect(review).toMatchObject({ channel: 'work-with-us', response_id: submission, status: 'reviewed' });
    expect(review!.notes[0]).toMatchObject({ text: 'Called her on Tuesday; wants a pilot ward.', by: TEST_ADMIN.username });
    expect(review!.history.map((h) => h.what)).toEqual(['status set to reviewed', 'note added']);
    expect(review!.history.every((h) => h.by === TEST_ADMIN.username && !Number.isNaN(Date.parse(h.at)))).toBe(true);
    expect((await newCount()).new).toBe(0);
  });

  it('refuses unknown channels and responses, bad statuses and empty notes, with a detail', async () => {
    expect((await postJson(api, `/api/admin/responses/nowhere/${submission}/status`, { status: 'reviewed' }, auth)).status).toBe(404);
    expect((await postJson(api, '/api/admin/responses/work-with-us/00000000-0000-4000-8000-000000000000/status', { status: 'reviewed' }, auth)).status).toBe(
      404,
    );
    const bad = await postJson<{ detail: string }>(api, `/api/admin/responses/work-with-us/${submission}/status`, { status: 'done' }, auth);
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/status/);
    expect((await postJson(api, `/api/admin/responses/work-with-us/${submission}/notes`, { text: '   ' }, auth)).status).toBe(422);
    expect((await postJson(api, `/api/admin/responses/work-with-us/${submission}/notes`, { text: 'x' }, {})).status).toBe(401);
  });

  it('erasing the person erases the notes about them too', async () => {
    const erased = await postJson<{ streams_erased: number }>(api, '/api/admin/personal-data/erase', { email: 'rhea.review@example.org' }, auth);
    expect(erased.status).toBe(200);
    expect(erased.body.streams_erased).toBeGreaterThanOrEqual(2);
    const review = await eventually(async () => {
      const [r] = await reviews('work-with-us');
      return r && !r.notes[0]!.text.includes('pilot ward') ? r : undefined;
    }, 30_000);
    expect(review.status).toBe('reviewed');
    expect(JSON.stringify(review)).not.toMatch(/pilot|Tuesday/);
  });
});
