import { documentStreamId, type QuestionnaireSessionView } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { textPdf } from '@intake/worker/testing';
import { eventually, fetchChecked, startApi, type ApiHarness } from '../testing/api-harness.js';
import { multipart } from '../testing/fixtures.js';

type UploadAnswer = {
  success: boolean;
  document_id: string;
  operation_id: string;
  progress_endpoint: string;
  filename: string;
  status: string;
  chat_message?: string;
};

/**
 * Questionnaire uploads against the real API, with no extraction worker running (so no upload is
 * ever read): the browser's 60 s timer may give up on an upload the server goes on to store.
 */
describe('questionnaire uploads: answered at once, and a retry is never a dead end (real PostgreSQL, real HTTP)', () => {
  let api: ApiHarness;
  let store: EventStore;

  beforeAll(async () => {
    // A chat upload here waits far longer than this suite's tests may run: a questionnaire upload
    // that sat out that wait would fail by Jest's timeout, with no clock read by the test.
    api = await startApi({ DOCUMENT_QUICK_RESULT_MS: '300000' });
    store = new EventStore(api.database.db);
  });
  afterAll(() => api?.close());

  const start = async () => {
    const res = await fetch(`${api.url}/api/questionnaire/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return ((await res.json()) as QuestionnaireSessionView).session_id;
  };
  const upload = (sessionId: string, questionId: string, name: string, bytes: Buffer) => {
    const form = multipart('file', name, bytes, 'application/pdf');
    form.append('question_id', questionId);
    return fetchChecked(api, `/api/upload/${sessionId}`, { method: 'POST', body: form });
  };
  /** The operations read model has the upload (what a retry a minute later finds). */
  const visible = (operationId: string) => eventually(async () => (await fetch(`${api.url}/api/progress/${operationId}`)).ok);
  const uploadsOf = async (sessionId: string) =>
    api.database.db.selectFrom('document_operations').select(['document_id', 'question_id']).where('owner_session_id', '=', sessionId).execute();

  it('answers as soon as the file is stored, without waiting for an extraction result the wizard never reads', async () => {
    const sessionId = await start();
    const res = await upload(sessionId, 'Q1_UPLOAD', 'deck.pdf', textPdf(['Problem: late discharge letters']));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as UploadAnswer;
    expect(answer).toMatchObject({ success: true, status: 'queued', filename: 'deck.pdf', progress_endpoint: `/api/progress/${answer.operation_id}` });
    expect(answer).not.toHaveProperty('chat_message');
  });

  it('answers a retry of the file Q1_UPLOAD already holds with that file, and still refuses another file over the limit', async () => {
    const sessionId = await start();
    const deck = textPdf(['CardioWatch', 'Problem: heart failure readmissions']);
    const first = (await (await upload(sessionId, 'Q1_UPLOAD', 'deck.pdf', deck)).json()) as UploadAnswer;
    // The browser gave up on that one; the visitor picks the same file again.
    await visible(first.operation_id);
    const retry = await upload(sessionId, 'Q1_UPLOAD', 'deck.pdf', deck);
    expect(retry.status).toBe(200);
    expect((await retry.json()) as UploadAnswer).toMatchObject({
      success: true,
      document_id: first.document_id,
      operation_id: first.operation_id,
      filename: 'deck.pdf',
    });
    expect(await uploadsOf(sessionId)).toEqual([{ document_id: first.document_id, question_id: 'Q1_UPLOAD' }]);
    expect(await store.readStream(documentStreamId(first.document_id))).toHaveLength(1);

    const other = await upload(sessionId, 'Q1_UPLOAD', 'other.pdf', textPdf(['Another deck']));
    expect(other.status).toBe(422);
    expect(((await other.json()) as { detail: string }).detail).toBe('You can only upload up to 1 file(s)');

    // What the wizard reads back to take the stored file over.
    const view = await eventually(async () => {
      const v = (await (await fetch(`${api.url}/api/questionnaire/sessions/${sessionId}`)).json()) as QuestionnaireSessionView;
      return v.files.Q1_UPLOAD ? v : null;
    });
    expect(view.files.Q1_UPLOAD).toEqual([expect.objectContaining({ document_id: first.document_id, filename: 'deck.pdf' })]);
  });

  it('keeps the same bytes once per question: Q21 holds a second, different file, and the same bytes under Q1_UPLOAD are their own file', async () => {
    const sessionId = await start();
    const notes = textPdf(['Pilot results']);
    const a = (await (await upload(sessionId, 'Q21', 'results.pdf', notes)).json()) as UploadAnswer;
    await visible(a.operation_id);
    const again = (await (await upload(sessionId, 'Q21', 'results (1).pdf', notes)).json()) as UploadAnswer;
    expect(again.document_id).toBe(a.document_id);
    const b = await upload(sessionId, 'Q21', 'budget.pdf', textPdf(['Budget']));
    expect(b.status).toBe(200);
    const q1 = await upload(sessionId, 'Q1_UPLOAD', 'results.pdf', notes);
    expect(q1.status).toBe(200);
    expect(((await q1.json()) as UploadAnswer).document_id).not.toBe(a.document_id);
    const rows = await eventually(async () => {
      const all = await uploadsOf(sessionId);
      return all.length >= 3 ? all : null;
    });
    expect(rows.map((r) => r.question_id).sort()).toEqual(['Q1_UPLOAD', 'Q21', 'Q21']);
  });

  it('holds Q21 to its 5 files under 10 concurrent uploads of different files', async () => {
    const sessionId = await start();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => upload(sessionId, 'Q21', `doc-${i}.pdf`, textPdf([`Document number ${i}`]))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 422 || s === 400)).toBe(true);
    const stored = await eventually(async () => {
      const rows = (await uploadsOf(sessionId)).filter((r) => r.question_id === 'Q21');
      return rows.length >= 5 ? rows : undefined;
    });
    expect(stored).toHaveLength(5);
  });
});
