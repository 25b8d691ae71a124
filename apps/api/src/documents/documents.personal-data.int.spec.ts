import { randomUUID } from 'node:crypto';
import { FsBlobStore } from '@intake/blob-store';
import {
  chatStreamId,
  DocumentEvents,
  documentStreamId,
  PersonalDataEvents,
  personalDataStreamId,
  questionnaireStreamId,
  QUEUES,
  type PersonalDataErasedData,
  type ProgressResponse,
  type QuestionnaireSessionView,
} from '@intake/contracts';
import { ERASED_TEXT, EventStore, redactStreams, replayProjection, type EventStoreTables } from '@intake/event-store';
import { appendAsRecorded, waitForCatchUp } from '@intake/event-store/testing';
import { createQueue } from '@intake/queue';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { textPdf } from '@intake/worker/testing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { questionnairePersonalData } from '../questionnaire/index.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { multipart } from '../testing/fixtures.js';
import { documentsPersonalData } from './documents.personal-data.js';
import { documentOperationsProjection } from './documents.projection.js';

const SECRETS = ['Grace', 'Hopper', 'grace-plan', 'compilers'];

describe('documents personal data: erasure by redaction (real Postgres, real HTTP, extraction worker)', () => {
  let api: ApiHarness;
  let worker: WorkerApp;
  let db: Kysely<Database>;
  let store: EventStore;

  beforeAll(async () => {
    api = await startApi();
    worker = await createWorkerApp(api.config);
    db = api.database.db as unknown as Kysely<Database>;
    store = new EventStore(api.database.db);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  const upload = async (path: string, name: string, bytes: Buffer, extra: Record<string, string> = {}) => {
    const form = multipart('file', name, bytes);
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    const res = await fetch(`${api.url}${path}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as { operation_id: string }).operation_id;
  };
  const finished = (operationId: string) =>
    eventually(async () => {
      const body = (await (await fetch(`${api.url}/api/progress/${operationId}`)).json()) as ProgressResponse;
      return body.status === 'completed' ? body : null;
    }, 45_000);

  it('erases the documents of a session: rows and log keep no file name or extracted text, the lookups find them, a replay agrees', async () => {
    const start = await fetch(`${api.url}/api/questionnaire/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const sessionId = ((await start.json()) as QuestionnaireSessionView).session_id;
    const pdf = textPdf([
      'Title: Grace Hopper compilers',
      'Problem: Grace Hopper says nurses lose hours to paper drug charts on hospital wards',
      'Stage: prototype',
    ]);
    const doc = await upload(`/api/upload/${sessionId}`, 'grace-plan.pdf', pdf, { question_id: 'Q1_UPLOAD' });
    const chat = ((await (await fetch(`${api.url}/api/guide/sessions`, { method: 'POST' })).json()) as { session_id: string }).session_id;
    const other = await upload(
      `/api/guide/sessions/${chat}/upload`,
      'other-notes.txt',
      Buffer.from('Problem: Bob Stays finds hospital waiting lists for hip surgery too long\n'),
    );
    expect((await finished(doc)).extracted_data?.problem).toMatch(/Grace Hopper/);
    await finished(other);
    await eventually(async () => (await store.readStream(questionnaireStreamId(sessionId))).some((e) => e.type === DocumentEvents.FieldsExtracted));
    await waitForCatchUp(db, documentOperationsProjection.name, { types: documentOperationsProjection.handles });

    // The lookups the erasure service asks.
    const session = questionnaireStreamId(sessionId);
    expect(await documentsPersonalData.relatedStreams!(db, [session])).toEqual([documentStreamId(doc)]);
    expect(await documentsPersonalData.relatedStreams!(db, [chatStreamId(chat), 'work-with-us-x'])).toEqual([documentStreamId(other)]);
    expect(await documentsPersonalData.streamsById!(db, doc)).toEqual([documentStreamId(doc)]);
    expect(await documentsPersonalData.streamsById!(db, randomUUID())).toEqual([]);
    const streamIds = [session, documentStreamId(doc)];
    const [blobKey, ...more] = await documentsPersonalData.blobKeys!(db, streamIds);
    expect(more).toEqual([]);
    const blobs = new FsBlobStore(api.config.blobDir);
    expect(await blobs.exists(blobKey!)).toBe(true);
    const { blob_key } = (await store.readStream(documentStreamId(doc)))[0]!.data as { blob_key: string };
    expect(blobKey).toBe(blob_key);

    // The erasure as the service makes it, with the fields of every context these streams hold events of.
    const fields = { ...questionnairePersonalData.fields, ...documentsPersonalData.fields };
    await db.transaction().execute(async (trx) => {
      expect(await redactStreams(trx, streamIds, fields)).toBeGreaterThan(0);
      const data: PersonalDataErasedData = { erasure_id: randomUUID(), reason: 'request', stream_ids: streamIds, requested_by: 'test' };
      await new EventStore(db as unknown as Kysely<EventStoreTables>).append(
        personalDataStreamId(data.erasure_id),
        [{ type: PersonalDataEvents.Erased, data }],
        0,
        trx as unknown as Kysely<EventStoreTables>,
      );
    });
    await waitForCatchUp(db, documentOperationsProjection.name, { types: documentOperationsProjection.handles });

    const row = await db.selectFrom('document_operations').selectAll().where('document_id', '=', doc).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      filename: ERASED_TEXT,
      status: 'completed',
      percent: 100,
      owner_kind: 'questionnaire',
      owner_session_id: sessionId,
      question_id: 'Q1_UPLOAD',
    });
    expect(row.result).toMatchObject({ analysis_summary: ERASED_TEXT, chat_message: ERASED_TEXT, verification_questions: [] });
    const problem = row.result!.fields.find((f) => f.field === 'problem')!;
    expect(problem.value).toBe(ERASED_TEXT);
    expect(problem.source).toMatchObject({ kind: 'document', document_id: doc, excerpt: ERASED_TEXT });
    const rowText = JSON.stringify(row).toLowerCase();
    for (const s of SECRETS) expect(rowText).not.toContain(s.toLowerCase());
    const otherRow = await db.selectFrom('document_operations').selectAll().where('document_id', '=', other).executeTakeFirstOrThrow();
    expect(otherRow.filename).toBe('other-notes.txt');
    expect(JSON.stringify(otherRow.result)).toContain('Bob Stays');

    const events = await db.selectFrom('events').select(['event_type', 'data', 'metadata']).where('stream_id', 'in', streamIds).execute();
    expect(new Set(events.map((e) => e.event_type))).toEqual(
      new Set([
        'QuestionnaireStarted',
        DocumentEvents.Uploaded,
        DocumentEvents.ExtractionProgressed,
        DocumentEvents.Extracted,
        DocumentEvents.Attached,
        DocumentEvents.FieldsExtracted,
      ]),
    );
    const log = JSON.stringify(events).toLowerCase();
    for (const s of SECRETS) expect(log).not.toContain(s.toLowerCase());
    expect(log).not.toContain('"ip"');

    const live = (await sql`select * from document_operations order by operation_id`.execute(db)).rows;
    await replayProjection(db as unknown as Kysely<EventStoreTables>, documentOperationsProjection);
    expect((await sql`select * from document_operations order by operation_id`.execute(db)).rows).toEqual(live);
  });
});

describe('a document erased while it waits to be read (real api, worker started afterwards)', () => {
  let api: ApiHarness;
  let worker: WorkerApp | undefined;
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('keeps nothing the worker then finds in it: no extraction result, nothing copied to the chat', async () => {
    api = await startApi();
    const store = new EventStore(api.database.db);
    const session = randomUUID();
    await appendAsRecorded(api.database.db, chatStreamId(session), [{ type: 'TestSessionOpened', schemaVersion: 1, data: { session_id: session } }]);
    const res = await fetch(`${api.url}/api/upload/${session}`, {
      method: 'POST',
      body: multipart('file', 'grace-plan.pdf', textPdf(['Grace Hopper builds compilers for nurses'])),
    });
    const { operation_id } = (await res.json()) as { operation_id: string };
    await eventually(async () => (await store.readStream(chatStreamId(session))).some((e) => e.type === DocumentEvents.Attached));

    // The erasure lands between the upload and the read (its markers, as ErasePersonalData writes them).
    for (const stream of [documentStreamId(operation_id), chatStreamId(session)]) {
      await store.append(stream, [{ type: PersonalDataEvents.StreamErased, data: { erasure_id: randomUUID() } }], (await store.readStream(stream)).length);
    }
    const queue = createQueue(api.config, QUEUES.documents);
    try {
      worker = await createWorkerApp(api.config);
      await eventually(async () => ((await queue.getJobCounts('completed')).completed ?? 0) >= 1, 45_000);
    } finally {
      await queue.close();
    }
    const documentLog = await store.readStream(documentStreamId(operation_id));
    expect(documentLog.map((e) => e.type)).not.toContain(DocumentEvents.Extracted);
    expect(documentLog.some((e) => e.type === DocumentEvents.ExtractionProgressed)).toBe(true);
    const chatLog = await store.readStream(chatStreamId(session));
    expect(chatLog.map((e) => e.type)).not.toContain(DocumentEvents.FieldsExtracted);
    expect(JSON.stringify([...documentLog, ...chatLog])).not.toContain('compilers');
  });
});
