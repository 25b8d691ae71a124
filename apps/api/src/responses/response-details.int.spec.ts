import { randomBytes } from 'node:crypto';
import { auditListResponseSchema, QUESTIONNAIRE_V3, responseDetailSchema, responseFileDownloadSchema, type ResponseDetail } from '@intake/contracts';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { eventually, postJson, startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';
import { multipart, tinyPng } from '../testing/fixtures.js';
import { submitQuestionnaire, wardWatchAnswers, type QuestionnaireContact } from '../testing/questionnaire-walk.js';

const config = QUESTIONNAIRE_V3;
const CONTACT: QuestionnaireContact = {
  name: 'Quinn Quest',
  email: 'quinn.quest@example.org',
  affiliation: 'St Elsewhere',
  timezone: 'Europe/London',
  privacy_consent: true,
  newsletter_consent: false,
};
const ANSWERS = wardWatchAnswers(CONTACT);
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NOTES_TXT = 'Problem: heart failure readmissions are missed at home\nNeeds: a clinical partner\n';

describe('response detail pages through the real api, worker and PostgreSQL', () => {
  let api: ApiHarness;
  let worker: WorkerApp;
  let auth: Record<string, string>;
  let application: string;
  let questionnaire: string;
  let chat: string;
  let document: string;

  const get = async (path: string, headers = auth) => {
    const res = await fetch(`${api.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const detail = async (channel: string, id: string): Promise<ResponseDetail> => {
    const res = await get(`/api/admin/responses/${channel}/${id}`);
    expect([channel, res.status]).toEqual([channel, 200]);
    return responseDetailSchema.parse(res.body);
  };

  beforeAll(async () => {
    api = await startApi({ QUEUE_PREFIX: `r${randomBytes(4).toString('hex')}` });
    worker = await createWorkerApp(api.config);
    auth = { authorization: `Bearer ${await api.adminToken()}` };

    const submitted = await postJson<{ submission_id: string }>(
      api,
      '/api/work-with-us/submit',
      {
        name: 'Dana Detail',
        email: 'dana.detail@example.org',
        preferred_roles: 'Engineer / Designer',
        work_type: 'part_time',
        metadata: { source: 'web_form', device_type: 'desktop', additional_notes: 'I built triage tools for two emergency departments.' },
      },
      { 'user-agent': CHROME },
    );
    application = submitted.body.submission_id;
    const attached = await fetch(`${api.url}/api/work-with-us/upload/${application}?file_type=attachment`, {
      method: 'POST',
      body: multipart('file', 'portrait.png', tinyPng),
    });
    expect(attached.status).toBe(200);

    questionnaire = await submitQuestionnaire(api, ANSWERS, { deviceType: 'mobile', userAgent: CHROME });

    const created = await postJson<{ session_id: string }>(api, '/api/guide/sessions', { metadata: { language: 'en-GB' } }, { 'user-agent': CHROME });
    chat = created.body.session_id;
    for (const message of ['Confirm', 'Our clinic cannot see which patients miss their follow-up appointments.'])
      expect((await postJson(api, `/api/guide/submissions/${chat}/message`, { message })).status).toBe(200);
    const uploaded = await fetch(`${api.url}/api/guide/sessions/${chat}/upload`, {
      method: 'POST',
      body: multipart('file', 'notes.txt', Buffer.from(NOTES_TXT)),
    });
    expect(uploaded.status).toBe(200);
    document = ((await uploaded.json()) as { operation_id: string }).operation_id;

    const ready = async (channel: string, id: string, check: (d: ResponseDetail) => boolean) => {
      const res = await get(`/api/admin/responses/${channel}/${id}`);
      if (res.status !== 200) return false;
      const parsed = responseDetailSchema.safeParse(res.body);
      if (!parsed.success) throw new Error(`${channel}: ${parsed.error.message}`);
      return check(parsed.data);
    };
    await eventually(() => ready('work-with-us', application, (d) => d.files.length === 1), 30_000);
    await eventually(() => ready('questionnaire', questionnaire, () => true), 30_000);
    await eventually(() => ready('chat', chat, (d) => d.provenance.some((p) => p.source.kind === 'document')), 60_000);
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('shows a Work With Us application: answers, the message, its file with a working link, the device, the timeline', async () => {
    const d = await detail('work-with-us', application);
    expect(d).toMatchObject({ channel: 'work-with-us', id: application, name: 'Dana Detail', email: 'dana.detail@example.org' });
    expect(d.message).toBe('I built triage tools for two emergency departments.');
    expect(d.answers).toContainEqual({ question: 'How would you describe yourself?', lines: ['Engineer / Designer'] });
    expect(d.visitor).toMatchObject({ device_type: 'desktop', browser: expect.stringMatching(/^Chrome/), os: expect.stringMatching(/^Windows/) });
    expect(d.files).toEqual([expect.objectContaining({ filename: 'portrait.png', size: tinyPng.length, downloadable: true })]);
    expect(d.timeline.map((t) => t.what)).toEqual(expect.arrayContaining(['Sent the Work With Us application', 'Attached the file "portrait.png"']));
    expect(d.timeline[0]!.who).toBe('visitor');
    expect(d.review).toEqual({ status: 'new', notes: [], history: [], assignment: null });

    const link = responseFileDownloadSchema.parse((await get(`/api/admin/responses/work-with-us/${application}/files/${d.files[0]!.file_id}`)).body);
    const bytes = await fetch(link.download_url);
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer())).toEqual(tinyPng);
  });

  it('shows a questionnaire with question texts and option labels, the device it was filled on, and the answers in the timeline', async () => {
    const d = await detail('questionnaire', questionnaire);
    expect(d).toMatchObject({ name: 'Quinn Quest', organization: 'St Elsewhere', state: 'Submitted' });
    const stage = config.questions.find((q) => q.field === 'project_stage')!;
    expect(d.answers).toContainEqual({ question: stage.question, lines: [stage.options!.find((o) => o.value === 'prototype')!.label] });
    expect(JSON.stringify(d.answers)).not.toContain('"prototype"');
    expect(d.visitor).toMatchObject({ device_type: 'mobile', language: 'en-GB', timezone: 'Europe/London', browser: expect.stringMatching(/^Chrome/) });
    expect(d.timeline[0]).toMatchObject({ who: 'visitor', what: expect.stringMatching(/^Started the questionnaire/) });
    expect(d.timeline.at(-1)!.what).toMatch(/^Submitted the questionnaire/);
    expect(d.timeline.some((t) => t.what === `Answered "${stage.question}"`)).toBe(true);
  });

  it("shows a chat: transcript, the document with a working link, and where each field's value came from", async () => {
    const d = await detail('chat', chat);
    expect(d.transcript[0]).toMatchObject({ role: 'assistant' });
    expect(d.transcript.some((m) => m.role === 'user' && m.content.includes('follow-up appointments'))).toBe(true);
    expect(d.files).toEqual([expect.objectContaining({ file_id: document, filename: 'notes.txt', size: NOTES_TXT.length, downloadable: true })]);
    const proposal = d.provenance.find((p) => p.source.kind === 'document' && p.field === 'support_needed');
    expect(proposal).toMatchObject({ document: 'notes.txt', value: expect.stringMatching(/clinical partner/), confidence: expect.any(Number) });
    expect(d.provenance.some((p) => p.source.kind === 'message' && p.used)).toBe(true);
    expect(d.timeline.map((t) => t.what)).toEqual(
      expect.arrayContaining(['Uploaded the document "notes.txt"', expect.stringMatching(/^Read a document: proposed/)]),
    );
    expect(d.timeline.find((t) => t.what.startsWith('Read a document'))!.who).toBe('document reader');

    const link = responseFileDownloadSchema.parse((await get(`/api/admin/responses/chat/${chat}/files/${document}`)).body);
    expect(await (await fetch(link.download_url)).text()).toBe(NOTES_TXT);
    // A file of another response is not this one's.
    expect((await get(`/api/admin/responses/questionnaire/${questionnaire}/files/${document}`)).status).toBe(404);
  });

  it('puts status changes and notes on the timeline with who and when', async () => {
    expect((await postJson(api, `/api/admin/responses/chat/${chat}/status`, { status: 'contacted' }, auth)).status).toBe(200);
    expect((await postJson(api, `/api/admin/responses/chat/${chat}/notes`, { text: 'Sent her the pilot checklist.' }, auth)).status).toBe(201);
    const d = await detail('chat', chat);
    expect(d.review.status).toBe('contacted');
    expect(d.review.notes[0]).toMatchObject({ text: 'Sent her the pilot checklist.', by: TEST_ADMIN.username });
    expect(d.timeline.slice(-2)).toEqual([
      { at: expect.any(String), who: TEST_ADMIN.username, what: 'Status set to contacted' },
      { at: expect.any(String), who: TEST_ADMIN.username, what: 'Note added' },
    ]);
  });

  it('records each view in the audit trail, and answers unknown ids and channels 404 with a detail', async () => {
    await detail('questionnaire', questionnaire);
    const audit = await eventually(async () => {
      const entries = auditListResponseSchema.parse((await get('/api/admin/audit?limit=100')).body).entries;
      return entries.some((e) => e.subject.includes(questionnaire) && e.subject.includes('detail page')) ? entries : undefined;
    }, 20_000);
    expect(audit.find((e) => e.subject.includes(questionnaire))).toMatchObject({ action: 'view', actor: TEST_ADMIN.username });

    for (const path of [
      '/api/admin/responses/chat/00000000-0000-4000-8000-000000000000',
      `/api/admin/responses/questionnaire/${application}`,
      `/api/admin/responses/nowhere/${application}`,
      `/api/admin/responses/chat/${'x'.repeat(99)}`,
      '/api/admin/responses/chat/%00%01',
      `/api/admin/responses/work-with-us/${application}/files/00000000-0000-4000-8000-000000000000`,
    ]) {
      const res = await get(path);
      expect([path, res.status, typeof res.body['detail']]).toEqual([path, 404, 'string']);
    }
    // Fastify refuses a path segment over 100 characters before any handler (414, with a detail too).
    const long = await get(`/api/admin/responses/chat/${'x'.repeat(500)}`);
    expect([long.status, typeof long.body['detail']]).toEqual([414, 'string']);
    expect((await get(`/api/admin/responses/chat/${chat}`, {})).status).toBe(401);
  });
});
