import { randomUUID } from 'node:crypto';
import { PersonalDataEvents, personalDataStreamId, workWithUsStreamId, type PersonalDataErasedData } from '@intake/contracts';
import { ERASED_TEXT, EventStore, redactStreams, replayProjection, type EventStoreTables, type Projector } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { textPdf } from '@intake/worker/testing';
import { sql, type Kysely } from 'kysely';
import { storedFilesProjection } from '../platform/files/stored-files.projection.js';
import { storedFilesPersonalData } from '../platform/files/stored-files.personal-data.js';
import type { Database } from '../platform/database/database.types.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { multipart } from '../testing/fixtures.js';
import { workWithUsPersonalData } from './work-with-us.personal-data.js';
import { workWithUsProjection } from './work-with-us.projection.js';

const ADA = {
  name: 'Ada Lovelace',
  email: 'Ada.Lovelace@Example.org',
  video_link: 'https://video.example/ada-intro',
  preferred_roles: 'Engineer / Designer',
  compensation: 'Ada asks 90k',
  metadata: {
    form_interactions: [{ field: 'name', action: 'typed', timestamp: 1, value: 'Ada Lovelace' }],
    additional_notes: 'Ada builds analytical engines.',
  },
};
const SECRETS = ['Ada Lovelace', 'ada.lovelace@example.org', 'ada-intro', 'Ada asks 90k', 'analytical engines', 'ada-cv.pdf'];

/** Every row of a table, in key order. */
const rowsOf = async (db: Kysely<any>, table: string, key: string) => (await sql`select * from ${sql.table(table)} order by ${sql.ref(key)}`.execute(db)).rows;

describe('Work With Us personal data: erasure by redaction (real Postgres, real HTTP, worker)', () => {
  let api: ApiHarness;
  let worker: WorkerApp;
  let db: Kysely<Database>;
  const projections: [Projector, string, string][] = [
    [workWithUsProjection, 'work_with_us_submissions', 'submission_id'],
    [storedFilesProjection, 'stored_files', 'file_id'],
  ];

  beforeAll(async () => {
    api = await startApi();
    worker = await createWorkerApp(api.config);
    db = api.database.db as unknown as Kysely<Database>;
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const apply = async (body: unknown) => ((await (await post('/api/work-with-us/submit', body)).json()) as { submission_id: string }).submission_id;

  it('erases one applicant: rows show placeholders, the log keeps nothing of them, the lookups find their streams, a replay agrees', async () => {
    const ada = await apply(ADA);
    const bob = await apply({ name: 'Bob Stays', email: 'bob@example.org', preferred_roles: 'Other', metadata: { additional_notes: 'Bob note' } });
    const up = await fetch(`${api.url}/api/work-with-us/upload/${ada}?file_type=resume`, {
      method: 'POST',
      body: multipart('file', 'ada-cv.pdf', textPdf(['Ada Lovelace CV'])),
    });
    expect(up.status).toBe(200);
    expect((await post(`/api/work-with-us/send-admin-notification/${ada}`, {})).status).toBe(200);
    await eventually(async () => {
      const row = await db.selectFrom('work_with_us_submissions').selectAll().where('submission_id', '=', ada).executeTakeFirst();
      const files = await db.selectFrom('stored_files').select('file_id').where('owner_id', '=', ada).execute();
      return row?.admin_notification === 'delivered' && row.uploaded_files.length === 1 && files.length === 1;
    }, 20000);

    // The lookups the erasure service asks.
    expect(await workWithUsPersonalData.streamsByEmail!(db, 'ada.lovelace@example.org')).toEqual([workWithUsStreamId(ada)]);
    expect(await workWithUsPersonalData.streamsByEmail!(db, 'nobody@example.org')).toEqual([]);
    expect(await workWithUsPersonalData.streamsById!(db, ada)).toEqual([workWithUsStreamId(ada)]);
    expect(await workWithUsPersonalData.streamsById!(db, randomUUID())).toEqual([]);
    const related = await workWithUsPersonalData.relatedStreams!(db, [workWithUsStreamId(ada), 'chat-x']);
    expect(related).toEqual([`email-wwu-admin-${ada}`]);
    const blobKeys = await storedFilesPersonalData.blobKeys!(db, [workWithUsStreamId(ada), ...related]);
    const [file] = await db.selectFrom('stored_files').selectAll().where('owner_id', '=', ada).execute();
    expect(blobKeys).toEqual([file!.blob_key]);
    expect(await storedFilesPersonalData.blobKeys!(db, [workWithUsStreamId(bob)])).toEqual([]);
    const past = await workWithUsPersonalData.expiredStreams!(db, new Date(Date.now() - 60_000));
    expect(past).toEqual([]);
    expect((await workWithUsPersonalData.expiredStreams!(db, new Date(Date.now() + 60_000))).sort()).toEqual(
      [workWithUsStreamId(ada), workWithUsStreamId(bob)].sort(),
    );

    // The erasure as the service makes it: redaction and the erasure event in one transaction.
    const streamIds = [workWithUsStreamId(ada), ...related];
    const fields = { ...workWithUsPersonalData.fields, ...storedFilesPersonalData.fields };
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
    for (const [p] of projections) await waitForCatchUp(db, p.name, { types: p.handles });

    const row = await db.selectFrom('work_with_us_submissions').selectAll().where('submission_id', '=', ada).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: ERASED_TEXT,
      email: ERASED_TEXT,
      video_link: ERASED_TEXT,
      compensation: ERASED_TEXT,
      additional_notes: ERASED_TEXT,
      preferred_roles: 'Engineer / Designer',
      client_metadata: {},
      // Set by the email's own stream, which the erasure re-applies only when erased with it.
      admin_notification: 'delivered',
    });
    expect(row.uploaded_files).toEqual([
      { file_id: file!.file_id, filename: ERASED_TEXT, file_type: 'resume', content_type: 'application/pdf', size: file!.size },
    ]);
    const stored = await db.selectFrom('stored_files').selectAll().where('owner_id', '=', ada).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ filename: ERASED_TEXT, blob_key: file!.blob_key, sha256: file!.sha256 });
    const adaRows = JSON.stringify([row, stored]);
    for (const s of SECRETS) expect(adaRows.toLowerCase()).not.toContain(s.toLowerCase());
    const bobRow = await db.selectFrom('work_with_us_submissions').selectAll().where('submission_id', '=', bob).executeTakeFirstOrThrow();
    expect(bobRow).toMatchObject({ name: 'Bob Stays', email: 'bob@example.org', additional_notes: 'Bob note' });

    const events = await db.selectFrom('events').select(['event_type', 'data', 'metadata']).where('stream_id', 'in', streamIds).execute();
    expect(events.map((e) => e.event_type).sort()).toEqual([
      'EmailDelivered',
      'WorkWithUsAdminNotificationRequested',
      'WorkWithUsFileAttached',
      'WorkWithUsSubmitted',
    ]);
    const log = JSON.stringify(events).toLowerCase();
    for (const s of SECRETS) expect(log).not.toContain(s.toLowerCase());
    expect(log).not.toContain('"ip"');
    expect(log).not.toContain('useragent');

    // A replay of the redacted log builds what the live projections hold.
    for (const [p, table, key] of projections) {
      const live = await rowsOf(db, table, key);
      await replayProjection(db as unknown as Kysely<EventStoreTables>, p);
      expect(await rowsOf(db, table, key)).toEqual(live);
    }
  });
});
