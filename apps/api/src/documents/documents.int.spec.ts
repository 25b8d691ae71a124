import { randomUUID } from 'node:crypto';
import { chatStreamId, CHAT_UPLOAD, DocumentEvents, documentStreamId, questionnaireStreamId, QUEUES, type ProgressResponse } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { appendAsRecorded } from '@intake/event-store/testing';
import type { Kysely } from 'kysely';
import { createQueue } from '@intake/queue';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { corruptPdf, docx, pptx, textPdf, textPng, zipBombDocx } from '@intake/worker/testing';
import { eventually, fetchChecked, startApi, type ApiHarness } from '../testing/api-harness.js';
import { multipart } from '../testing/fixtures.js';

/**
 * Sessions belong to the chat and questionnaire contexts; the documents context only needs the
 * session's stream to exist, so these tests open one directly.
 */
async function openSession(db: Kysely<any>, kind: 'chat' | 'questionnaire'): Promise<string> {
  const id = randomUUID();
  const stream = kind === 'chat' ? chatStreamId(id) : questionnaireStreamId(id);
  // An event of no context's (the store's catalogue would refuse it), written as recorded.
  await appendAsRecorded(db, stream, [{ type: 'TestSessionOpened', schemaVersion: 1, data: { session_id: id } }]);
  return id;
}

describe('documents: upload → extraction worker → progress → session (real PostgreSQL, BullMQ, parsers)', () => {
  let api: ApiHarness;
  let worker: WorkerApp;
  let store: EventStore;

  beforeAll(async () => {
    api = await startApi();
    worker = await createWorkerApp(api.config);
    store = new EventStore(api.database.db);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  const upload = (path: string, name: string, bytes: Buffer, extra: Record<string, string> = {}) => {
    const form = multipart('file', name, bytes);
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    return fetchChecked(api, path, { method: 'POST', body: form });
  };
  const finished = (operationId: string) =>
    eventually(async () => {
      const res = await fetchChecked(api, `/api/progress/${operationId}`);
      const body = (await res.json()) as ProgressResponse;
      return body.status === 'completed' || body.status === 'failed' ? body : null;
    }, 45_000);

  it.each([
    ['PDF', 'pitch.pdf', async () => textPdf(['Title: CardioWatch', 'Problem: heart failure readmissions are missed at home', 'Stage: prototype'])],
    ['DOCX', 'summary.docx', () => docx(['Problem: heart failure readmissions are missed at home', 'Solution: a patch that flags fluid build-up'])],
    ['TXT', 'notes.txt', async () => Buffer.from('Problem: heart failure readmissions are missed at home\nNeeds: a clinical partner\n')],
  ])('reads a %s to completed, with the problem found and where it came from', async (_kind, name, make) => {
    const sessionId = await openSession(api.database.db, 'chat');
    const res = await upload(`/api/guide/sessions/${sessionId}/upload`, name, await make());
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { success: boolean; operation_id: string; progress_endpoint: string };
    expect(answer.success).toBe(true);
    expect(answer.progress_endpoint).toBe(`/api/progress/${answer.operation_id}`);

    const done = await finished(answer.operation_id);
    expect(done.status).toBe('completed');
    expect(done.percent).toBe(100);
    expect(done.extracted_data?.problem).toMatch(/heart failure readmissions are missed at home/);
    expect(done.chat_message).toBeTruthy();
    expect(Array.isArray(done.verification_questions)).toBe(true);
    const fields = (done.analysis_result as { fields: { field: string; source: { kind: string; document_id: string } }[] }).fields;
    expect(fields.find((f) => f.field === 'problem')?.source).toMatchObject({ kind: 'document', document_id: answer.operation_id });

    // The chat session hears about it: attached at upload, fields once read.
    const session = await eventually(async () => {
      const events = await store.readStream(chatStreamId(sessionId));
      return events.some((e) => e.type === DocumentEvents.FieldsExtracted) ? events : null;
    });
    expect(session.map((e) => e.type)).toEqual(['TestSessionOpened', DocumentEvents.Attached, DocumentEvents.FieldsExtracted]);
  });

  it('reads a PPTX uploaded to the questionnaire (the chat takes PDF, DOC, DOCX, TXT and pictures only)', async () => {
    const sessionId = await openSession(api.database.db, 'questionnaire');
    const deck = await pptx([['CardioWatch'], ['Problem', 'heart failure readmissions are missed at home']]);
    const refused = await upload(`/api/guide/sessions/${sessionId}/upload`, 'deck.pptx', deck);
    expect(refused.status).toBe(404);
    const res = await upload(`/api/upload/${sessionId}`, 'deck.pptx', deck, { question_id: 'Q1_UPLOAD' });
    expect(res.status).toBe(200);
    const done = await finished(((await res.json()) as { operation_id: string }).operation_id);
    expect(done.status).toBe('completed');
    expect(done.extracted_data?.problem).toMatch(/heart failure readmissions/);
    expect((done.analysis_result as { fields: { field: string; source: { page: number } }[] }).fields.find((f) => f.field === 'problem')?.source.page).toBe(2);
    const chat = await openSession(api.database.db, 'chat');
    const wrongForChat = await upload(`/api/guide/sessions/${chat}/upload`, 'deck.pptx', deck);
    expect(wrongForChat.status).toBe(415);
  });

  it('reads a picture of text with OCR', async () => {
    const sessionId = await openSession(api.database.db, 'chat');
    const res = await upload(`/api/upload/${sessionId}`, 'scan.png', textPng(['Problem: nurses miss early', 'signs of sepsis on night shifts']));
    const { operation_id } = (await res.json()) as { operation_id: string };
    const done = await finished(operation_id);
    expect(done.status).toBe('completed');
    expect((done.analysis_result as { ocr_pages: number }).ocr_pages).toBe(1);
    expect(JSON.stringify(done.extracted_data).toLowerCase()).toContain('sepsis');
  });

  it('ends a corrupt PDF and a zip bomb as failed with a reason, and the worker keeps working', async () => {
    const sessionId = await openSession(api.database.db, 'chat');
    const badRes = await upload(`/api/upload/${sessionId}`, 'broken.pdf', corruptPdf());
    const bombRes = await upload(`/api/upload/${sessionId}`, 'bomb.docx', await zipBombDocx(160));
    // Both look like what they claim to be; only reading them shows the harm.
    expect([badRes.status, bombRes.status]).toEqual([200, 200]);
    const bad = (await badRes.json()) as { operation_id: string };
    const bomb = (await bombRes.json()) as { operation_id: string };
    const [b1, b2] = await Promise.all([finished(bad.operation_id), finished(bomb.operation_id)]);
    expect(b1).toMatchObject({ status: 'failed', success: false });
    expect(b1.error).toMatch(/damaged/);
    expect(b2.status).toBe('failed');
    expect(b2.error).toMatch(/expands to far more data/);
    const failures = await store.readStream(documentStreamId(bad.operation_id));
    expect(failures.filter((e) => e.type === DocumentEvents.ExtractionFailed)).toHaveLength(1);
    // The failed job stays in the queue a while, without the file's name (personal data).
    const queue = createQueue(api.config, QUEUES.documents);
    try {
      const job = await eventually(async () => {
        const found = await queue.getJob(failures[0]!.eventId);
        return found && (found.data as { filename?: string }).filename === '' ? found : null;
      });
      expect(job.data).toMatchObject({ document_id: bad.operation_id, filename: '' });
    } finally {
      await queue.close();
    }

    const ok = (await (await upload(`/api/upload/${sessionId}`, 'after.txt', Buffer.from('Problem: still working\n'))).json()) as { operation_id: string };
    expect((await finished(ok.operation_id)).status).toBe('completed');
  });

  it('refuses an 11 MB file, a wrong type and an unknown session with the spec messages', async () => {
    const sessionId = await openSession(api.database.db, 'chat');
    const big = await upload(`/api/guide/sessions/${sessionId}/upload`, 'big.pdf', Buffer.concat([textPdf(['x']), Buffer.alloc(11 * 1024 * 1024, 0x20)]));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { detail: string }).detail).toBe(CHAT_UPLOAD.tooLarge);
    const exe = await upload(`/api/guide/sessions/${sessionId}/upload`, 'x.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 1)]));
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as { detail: string }).detail).toBe(CHAT_UPLOAD.wrongType);
    const unknown = await upload(`/api/upload/${randomUUID()}`, 'a.txt', Buffer.from('hello there'));
    expect(unknown.status).toBe(404);
    expect((await fetch(`${api.url}/api/progress/${randomUUID()}`)).status).toBe(404);
  });

  it('takes questionnaire files through the storage-style call with the question limits', async () => {
    const sessionId = await openSession(api.database.db, 'questionnaire');
    const res = await upload('/api/supabase/upload', 'plan.docx', await docx(['Problem: waiting lists for physiotherapy']), {
      path: `${sessionId}/plan.docx`,
      bucket: 'ai-chat-uploads',
      question_id: 'Q21',
    });
    expect(res.status).toBe(200);
    const { operation_id } = (await res.json()) as { operation_id: string };
    expect((await finished(operation_id)).status).toBe('completed');
    const events = await eventually(async () => {
      const all = await store.readStream(questionnaireStreamId(sessionId));
      return all.length >= 3 ? all : null;
    });
    expect(events[1]).toMatchObject({ type: DocumentEvents.Attached, data: { question_id: 'Q21', filename: 'plan.docx' } });

    const wrongBucket = await upload('/api/supabase/upload', 'plan.docx', await docx(['x']), { path: `${sessionId}/plan.docx`, bucket: 'other' });
    expect(wrongBucket.status).toBe(400);
    const noQuestion = await upload(`/api/upload/${sessionId}`, 'plan.txt', Buffer.from('some text here'));
    expect(noQuestion.status).toBe(400);
    expect(((await noQuestion.json()) as { detail: string }).detail).toMatch(/question_id/);
  });
});
