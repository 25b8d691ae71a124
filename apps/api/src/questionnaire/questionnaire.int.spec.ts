import { randomUUID } from 'node:crypto';
import {
  FormMetadataEvents,
  QuestionnaireEvents,
  QUESTIONNAIRE_V3,
  formMetadataStreamId,
  questionnaireStreamId,
  type AnswerValue,
  type FormSubmissionListItem,
  type QuestionnaireDropOffResponse,
  type QuestionnaireSessionView,
  type QuestionnaireSubmitRequest,
  type UploadedFileRef,
} from '@intake/contracts';
import { EventStore, replayProjection } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { buildQuestionnaireSubmission, isFileQuestion } from '@intake/machines';
import { sql, type Kysely } from 'kysely';
import { createActor } from 'xstate';
import { CONTACT } from '../../../../libs/machines/src/questionnaire/testing/answer-candidates.js';
import { quietQuestionnaireMachine } from '../../../../libs/machines/src/questionnaire/testing/quiet-machine.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { textPdf } from '@intake/worker/testing';
import { multipart } from '../testing/fixtures.js';
import { questionnaireSessionsProjection } from './questionnaire-sessions.projection.js';
import { questionnaireSubmissionsProjection } from './questionnaire-submissions.projection.js';

const config = QUESTIONNAIRE_V3;
const TEXT = {
  Q3: 'CardioWatch',
  Q4: 'A patch that flags fluid build-up at home.',
  Q6: 'Heart failure readmissions are missed.',
  Q7: 'Adults over 65 after discharge.',
};
const GOALS: Record<string, Record<string, unknown>> = {
  funding: { Q8: 'funding', Q9: 'grant', Q10: '$250,000 over 18 months', Q11: '' },
  technical: { Q8: 'technical', Q12: ['data_analytics', 'ux_design'], Q13: 'A validated risk model.' },
  regulatory: { Q8: 'regulatory', Q14: 'fda_pathway', Q15: 'in_progress' },
  collaboration: { Q8: 'collaboration', Q16: ['clinical'], Q17: 'A cardiologist to champion a pilot.' },
};
const TAIL = { Q18: 'flexible', Q19: { value: 'other', other_text: 'Seed round' }, Q20: 'We have IRB approval.', Q21: [], Q22: CONTACT };

describe('questionnaire API (real PostgreSQL, real HTTP)', () => {
  let api: ApiHarness;
  let store: EventStore;
  let auth: Record<string, string>;

  const post = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = async <T>(res: Response) => (await res.json()) as T;
  const start = async () => {
    const res = await post('/api/questionnaire/sessions', { metadata: { device_type: 'mobile', timezone: 'America/Chicago' } });
    expect(res.status).toBe(201);
    return json<QuestionnaireSessionView>(res);
  };
  const uploadTo = async (sessionId: string, questionId: string, name: string): Promise<UploadedFileRef> => {
    const form = multipart('file', name, textPdf([name]), 'application/pdf');
    form.append('question_id', questionId);
    const res = await fetch(`${api.url}/api/upload/${sessionId}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const body = await json<{ document_id: string; filename: string }>(res);
    return { document_id: body.document_id, filename: body.filename, size: 0, content_type: 'application/pdf' };
  };

  /**
   * What the screen does: the shared machine walks the answers, each accepted answer is recorded
   * as it is given, and the machine's own payload is what gets submitted.
   */
  async function walk(sessionId: string, answers: Record<string, unknown>, files: Record<string, UploadedFileRef[]> = {}) {
    const actor = createActor(quietQuestionnaireMachine, { input: { config, sessionId, files } });
    const recorded: { questionId: string; value: AnswerValue }[] = [];
    actor.on('answer', (e) => recorded.push(e));
    actor.start();
    for (let i = 0; i < config.questions.length && !actor.getSnapshot().hasTag('complete'); i++) {
      const id = actor.getSnapshot().context.currentId;
      const question = config.questions.find((q) => q.id === id)!;
      if (!isFileQuestion(question)) actor.send({ type: 'ANSWER.CHANGE', value: answers[id] });
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().context.error).toBeNull();
    }
    const snapshot = actor.getSnapshot();
    actor.stop();
    for (const r of recorded) {
      const res = await post(`/api/questionnaire/sessions/${sessionId}/answers`, { question_id: r.questionId, value: r.value });
      expect(res.status === 200 ? 'recorded' : await res.text()).toBe('recorded');
    }
    return buildQuestionnaireSubmission(snapshot.context);
  }

  const forms = async () => {
    const res = await fetch(`${api.url}/analytics/forms?limit=100`, { headers: auth });
    expect(res.status).toBe(200);
    return json<{ success: boolean; submissions: FormSubmissionListItem[]; total: number }>(res);
  };
  const refusal = async (payload: unknown) => {
    const res = await post('/api/submit', payload);
    return { status: res.status, detail: (await json<{ detail: string }>(res)).detail };
  };

  beforeAll(async () => {
    api = await startApi();
    store = new EventStore(api.database.db);
    auth = { authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(() => api.close());

  it('serves configuration 3.0, and refuses an unknown version', async () => {
    const res = await fetch(`${api.url}/api/questionnaire/config`);
    expect(res.status).toBe(200);
    const body = await json<{ success: boolean; config: typeof config }>(res);
    expect(body.success).toBe(true);
    expect(body.config).toEqual(config);
    const missing = await fetch(`${api.url}/api/questionnaire/config?version=9.9`);
    expect(missing.status).toBe(404);
    expect((await json<{ detail: string }>(missing)).detail).toBe('There is no questionnaire version 9.9.');
  });

  it.each([
    ...Object.keys(GOALS).map((goal) => ['an uploaded document', goal] as const),
    ...Object.keys(GOALS).map((goal) => ['the questions', goal] as const),
  ])('accepts the route through %s and the %s branch, and admins find it', async (head, goal) => {
    const session = await start();
    const files: Record<string, UploadedFileRef[]> = {};
    const answers: Record<string, unknown> = { ...GOALS[goal], ...TAIL };
    if (head === 'an uploaded document') {
      answers.Q1 = 'yes_upload';
      files.Q1_UPLOAD = [await uploadTo(session.session_id, 'Q1_UPLOAD', 'deck.pdf')];
    } else {
      Object.assign(answers, { Q1: 'no_questions', Q2: 'researcher', Q5: 'prototype', ...TEXT });
    }
    Object.assign(answers, { Q6: TEXT.Q6, Q7: TEXT.Q7 });
    const payload = await walk(session.session_id, answers, files);
    const res = await post('/api/submit', payload);
    expect(res.status).toBe(200);
    const body = await json<{ success: boolean; submission_id: string; session_id: string; message: string }>(res);
    expect(body).toMatchObject({ success: true, session_id: session.session_id });

    const row = await eventually(async () => (await forms()).submissions.find((s) => s.submission_id === body.submission_id));
    expect(row).toMatchObject({
      session_id: session.session_id,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      organization: 'Analytical Engines Inc',
      location_data: null,
      questionnaire_version: '3.0',
    });
    expect(row.form_data.main_goal).toBe(goal);
    expect(row.form_data.contact_info).toEqual(CONTACT);
    if (head === 'an uploaded document') {
      expect(row.form_data.uploaded_document).toEqual([expect.objectContaining({ filename: 'deck.pdf', content_type: 'application/pdf' })]);
      expect(row.form_data.user_type).toBeUndefined();
    }
    expect(new Date(row.submitted_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes the investor shortcut to the contact form', async () => {
    const session = await start();
    const payload = await walk(session.session_id, { Q1: 'no_questions', Q2: 'investor', Q22: CONTACT });
    expect(Object.keys(payload.conversation_data).filter((k) => ['document_availability', 'user_type', 'contact_info'].includes(k))).toHaveLength(3);
    const res = await post('/api/structured-questionnaire/submit', payload);
    expect(res.status).toBe(200);
  });

  describe('refusals name the question', () => {
    let sessionId: string;
    let valid: QuestionnaireSubmitRequest;
    beforeAll(async () => {
      sessionId = (await start()).session_id;
      valid = await walk(sessionId, { Q1: 'no_questions', Q2: 'startup', ...TEXT, Q5: 'live', ...GOALS.regulatory, ...TAIL });
    });
    const withData = (change: Record<string, unknown>, drop: string[] = []) => {
      const data: Record<string, unknown> = { ...valid.conversation_data, ...change };
      for (const key of drop) delete data[key];
      return { ...valid, conversation_data: data };
    };

    it.each([
      [
        'an answer off the path',
        () => withData({ funding_type: 'grant' }),
        'Q9 (funding_type): This question is not on the path your earlier answers lead to.',
      ],
      ['an option the question does not have', () => withData({ project_stage: 'dreaming' }), 'Q5 (project_stage): Please select a valid option'],
      ['a missing required answer', () => withData({}, ['elevator_pitch']), 'Q4 (elevator_pitch): Please provide a response.'],
      ['a text over its limit', () => withData({ project_title: 'x'.repeat(101) }), 'Q3 (project_title): Response too long (max 100 characters).'],
      ['"Other" without details', () => withData({ budget: { value: 'other', other_text: '' } }), 'Q19 (budget): Please provide details for "Other".'],
      [
        'a contact without @',
        () => withData({ contact_info: { ...CONTACT, email: 'ada.example.org' } }),
        'Q22 (contact_info): Please provide a valid email address.',
      ],
      ['a missing privacy consent', () => withData({ privacy_consent: false }), 'Q22 (contact_info): Please accept the privacy policy to continue.'],
      ['an unknown answer', () => withData({ favourite_colour: 'blue' }), 'favourite_colour: "favourite_colour" is not a question of this questionnaire.'],
      ['a branch switched without its answers', () => withData({ main_goal: 'technical' }), 'Q12 (technical_help_needed): Please select at least one option.'],
    ])('refuses %s with a 422', async (_label, payload, detail) => {
      expect(await refusal(payload())).toEqual({ status: 422, detail });
    });

    it('refuses a file the session never received', async () => {
      const payload = withData(
        { document_availability: 'yes_upload', uploaded_document: [{ document_id: 'nope', filename: 'ghost.pdf', size: 1, content_type: 'application/pdf' }] },
        ['user_type', 'project_title', 'elevator_pitch', 'project_stage'],
      );
      expect(await refusal(payload)).toEqual({ status: 422, detail: 'Q1_UPLOAD (uploaded_document): The file "ghost.pdf" was not uploaded in this session.' });
    });

    it("records a spec client's submission under a session id it made up, checked in full, and refuses a malformed body", async () => {
      // The spec lists no session-start call: a client that follows only the spec names its own id.
      const own = randomUUID();
      expect(await refusal({ ...withData({ privacy_consent: false }), session_id: own })).toEqual({
        status: 422,
        detail: 'Q22 (contact_info): Please accept the privacy policy to continue.',
      });
      expect(await refusal({ ...withData({ funding_type: 'grant' }), session_id: own })).toEqual({
        status: 422,
        detail: 'Q9 (funding_type): This question is not on the path your earlier answers lead to.',
      });
      const res = await post('/api/submit', { ...valid, session_id: own, conversation_data: { ...valid.conversation_data, session_id: own } });
      expect(res.status).toBe(200);
      const body = await json<{ submission_id: string; session_id: string }>(res);
      expect(body.session_id).toBe(own);
      const events = await store.readStream(questionnaireStreamId(own));
      expect(events.map((e) => e.type)).toEqual([QuestionnaireEvents.Started, QuestionnaireEvents.Submitted]);
      const row = await eventually(async () => (await forms()).submissions.find((s) => s.submission_id === body.submission_id));
      expect(row).toMatchObject({ session_id: own, email: 'ada@example.org', questionnaire_version: '3.0' });
      const bad = await refusal({ session_id: 'not-a-uuid', conversation_data: [] });
      expect(bad.status).toBe(422);
      expect(bad.detail).toMatch(/session_id/);
    });

    it('creates one submission when the same session is submitted twice, even at once', async () => {
      const [a, b] = await Promise.all([post('/api/submit', valid), post('/api/submit', valid)]);
      const [first, second] = [await json<{ submission_id: string }>(a), await json<{ submission_id: string }>(b)];
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(second.submission_id).toBe(first.submission_id);
      const again = await json<{ submission_id: string }>(await post('/api/structured-questionnaire/submit', valid));
      expect(again.submission_id).toBe(first.submission_id);
      const events = await store.readStream(questionnaireStreamId(sessionId));
      expect(events.filter((e) => e.type === QuestionnaireEvents.Submitted)).toHaveLength(1);
      await eventually(async () => (await forms()).submissions.find((s) => s.submission_id === first.submission_id));
      expect((await forms()).submissions.filter((s) => s.session_id === sessionId)).toHaveLength(1);
    });

    it('refuses answers once the session is submitted', async () => {
      const res = await post(`/api/questionnaire/sessions/${sessionId}/answers`, { question_id: 'Q3', value: 'Later title' });
      expect(res.status).toBe(409);
      expect((await json<{ detail: string }>(res)).detail).toBe('This questionnaire was already submitted.');
    });
  });

  describe('a session', () => {
    it('records answers as they are given and returns them to a visitor who comes back', async () => {
      const session = await start();
      expect(session).toMatchObject({ success: true, config_version: '3.0', status: 'in_progress', answers: {}, files: {}, submission_id: null });
      const id = session.session_id;
      expect((await post(`/api/questionnaire/sessions/${id}/answers`, { question_id: 'Q1', value: 'no_questions' })).status).toBe(200);
      expect((await post(`/api/questionnaire/sessions/${id}/answers`, { question_id: 'Q2', value: 'startup' })).status).toBe(200);
      expect((await post(`/api/questionnaire/sessions/${id}/answers`, { question_id: 'Q3', value: '  CardioWatch ' })).status).toBe(200);
      // The same answer again adds nothing.
      expect((await post(`/api/questionnaire/sessions/${id}/answers`, { question_id: 'Q3', value: 'CardioWatch' })).status).toBe(200);
      const file = await uploadTo(id, 'Q21', 'extra.pdf');
      // The documents context copies the upload onto the session a moment after answering.
      const back = await eventually(async () => {
        const view = await json<QuestionnaireSessionView>(await fetch(`${api.url}/api/questionnaire/sessions/${id}`));
        return view.files.Q21 ? view : null;
      });
      expect(back.answers).toEqual({ Q1: 'no_questions', Q2: 'startup', Q3: 'CardioWatch' });
      expect(back.files.Q21).toEqual([expect.objectContaining({ document_id: file.document_id, filename: 'extra.pdf', content_type: 'application/pdf' })]);
      const recorded = (await store.readStream(questionnaireStreamId(id))).filter((e) => e.type === QuestionnaireEvents.AnswerRecorded);
      expect(recorded).toHaveLength(3);
    });

    it.each([
      ['an answer a step would refuse', { question_id: 'Q2', value: 'wizard' }, 422, 'Q2 (user_type): Please select a valid option'],
      ['a question that does not exist', { question_id: 'Q99', value: 'x' }, 422, 'question_id: "Q99" is not a question of this questionnaire.'],
      [
        'a file answer naming a file never uploaded',
        { question_id: 'Q21', value: [{ document_id: 'x', filename: 'x.pdf' }] },
        422,
        'Q21 (supporting_documents): The file "x.pdf" was not uploaded in this session.',
      ],
      ['no value', { question_id: 'Q2' }, 422, 'value: value is required'],
    ])('refuses %s', async (_label, body, status, detail) => {
      const { session_id } = await start();
      const res = await post(`/api/questionnaire/sessions/${session_id}/answers`, body);
      expect(res.status).toBe(status);
      expect((await json<{ detail: string }>(res)).detail).toBe(detail);
    });

    it('answers 404 for a session that does not exist', async () => {
      expect((await fetch(`${api.url}/api/questionnaire/sessions/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
      expect((await fetch(`${api.url}/api/questionnaire/sessions/not-a-uuid`)).status).toBe(404);
      expect((await post('/api/questionnaire/sessions/not-a-uuid/answers', { question_id: 'Q1', value: 'x' })).status).toBe(404);
    });
  });

  it('records the step reached and the time spent, and shows admins where visitors stop', async () => {
    const a = (await start()).session_id;
    const b = (await start()).session_id;
    for (const [id, q, ms] of [
      [a, 'Q1', 0],
      [a, 'Q2', 4000],
      [a, 'Q3', 9000],
      [b, 'Q1', 0],
      [b, 'Q2', 2000],
    ] as const) {
      expect((await post(`/api/questionnaire/sessions/${id}/steps`, { question_id: q, time_spent_ms: ms })).status).toBe(200);
    }
    expect((await post(`/api/questionnaire/sessions/${a}/steps`, { question_id: 'Q3', time_spent_ms: -1 })).status).toBe(422);
    const unauthorised = await fetch(`${api.url}/api/questionnaire/drop-off`);
    expect(unauthorised.status).toBe(401);
    const report = await eventually(async () => {
      const r = await json<QuestionnaireDropOffResponse>(await fetch(`${api.url}/api/questionnaire/drop-off`, { headers: auth }));
      const q3 = r.questions.find((q) => q.question_id === 'Q3')!;
      // Wait for every step of both sessions to be projected, not just the last ones seen.
      const q1 = r.questions.find((q) => q.question_id === 'Q1')!;
      return q3.stopped_here >= 1 && r.questions.find((q) => q.question_id === 'Q2')!.stopped_here >= 1 && q1.reached >= 2 ? r : null;
    });
    expect(report.questions).toHaveLength(23);
    expect(report.questions.find((q) => q.question_id === 'Q3')).toMatchObject({ position: 4, field: 'project_title' });
    expect(report.questions.find((q) => q.question_id === 'Q1')!.reached).toBeGreaterThanOrEqual(2);
    const row = await sql<{ last_question_id: string; time_spent_ms: string; steps_reached: string[]; progress_percent: number }>`
      select last_question_id, time_spent_ms, steps_reached, progress_percent from questionnaire_sessions where session_id = ${a}`.execute(api.database.db);
    expect(row.rows[0]).toMatchObject({ last_question_id: 'Q3', steps_reached: ['Q1', 'Q2', 'Q3'], progress_percent: 17 });
    expect(Number(row.rows[0]!.time_spent_ms)).toBe(9000);
  });

  it('records consent events of the privacy dialog', async () => {
    const metadata = { page: 'questionnaire', route: '/form', timestamp: new Date().toISOString() };
    for (const event of ['consent_viewed', 'consent_accepted']) {
      const res = await post('/api/forms/track-metadata', { session_id: 'visitor_123', metadata: { ...metadata, event } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
    }
    const events = await store.readStream(formMetadataStreamId('visitor_123'));
    expect(events.map((e) => [e.type, (e.data as { event: string }).event])).toEqual([
      [FormMetadataEvents.ConsentTracked, 'consent_viewed'],
      [FormMetadataEvents.ConsentTracked, 'consent_accepted'],
    ]);
    const bad = await post('/api/forms/track-metadata', { session_id: 'visitor 1', metadata: { ...metadata, event: 'clicked' } });
    expect(bad.status).toBe(422);
  });

  it('lists form submissions for admins only', async () => {
    expect((await fetch(`${api.url}/analytics/forms?limit=100`)).status).toBe(401);
    const body = await forms();
    expect(body.success).toBe(true);
    expect(body.total).toBe(body.submissions.length);
    const times = body.submissions.map((s) => s.submitted_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('rebuilds both questionnaire read models from the log into equal tables', async () => {
    const db = api.database.db as Kysely<any>;
    const snapshot = async (table: string, key: string) => (await sql`select * from ${sql.table(table)} order by ${sql.ref(key)}`.execute(db)).rows;
    for (const p of [questionnaireSubmissionsProjection, questionnaireSessionsProjection]) await waitForCatchUp(db, p.name, { types: p.handles });
    const before = { s: await snapshot('questionnaire_submissions', 'submission_id'), q: await snapshot('questionnaire_sessions', 'session_id') };
    for (const p of [questionnaireSubmissionsProjection, questionnaireSessionsProjection]) expect((await replayProjection(db, p)).events).toBeGreaterThan(0);
    expect(await snapshot('questionnaire_submissions', 'submission_id')).toEqual(before.s);
    expect(await snapshot('questionnaire_sessions', 'session_id')).toEqual(before.q);
  });
});
