import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AppConfig } from '@intake/config';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { FsBlobStore } from '@intake/blob-store';
import { PersonalDataEvents, personalDataStreamId, type PersonalDataErasedData } from '@intake/contracts';
import { ConcurrencyError, EventStore, type EventStoreTables, type Projector } from '@intake/event-store';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { createLogger } from '../../platform/logging/logger.js';
import type { PersonalDataContext } from '../personal-data-context.js';
import type { RegisteredPersonalDataContext } from '../privacy.tokens.js';
import { ErasePersonalData } from './erase-personal-data.command.js';
import { PersonalDataFinder } from '../personal-data-finder.js';
import type { QueuedPersonalData } from '../queued-personal-data.js';
import { ErasePersonalDataHandler } from './erase-personal-data.handler.js';

/**
 * The handler against the port, with two small contexts over the real event log: "applications"
 * (found by email or id, uploads bytes) and "mails" (hang off an application). The app-wide
 * erasure through HTTP and the real contexts is in ../personal-data.int.spec.ts.
 */
const streamsWhere = async (db: Kysely<Database>, type: string, key: string, value: string) =>
  (await sql<{ stream_id: string }>`select distinct stream_id from events where event_type = ${type} and data->>${key} = ${value}`.execute(db)).rows.map(
    (r) => r.stream_id,
  );

const applications: PersonalDataContext = {
  name: 'applications',
  fields: { Applied: ['name', 'email', 'files.filename'] },
  streamsByEmail: (db, email) => streamsWhere(db, 'Applied', 'email', email),
  streamsById: async (db, id) => ((await streamsWhere(db, 'Applied', 'application_id', id)).length > 0 ? [`application-${id}`] : []),
  async blobKeys(db, streamIds) {
    const rows = await sql<{ key: string }>`
      select f->>'blob_key' as key from events, jsonb_array_elements(data->'files') f
      where event_type = 'Applied' and stream_id = any(${[...streamIds]}::text[])`.execute(db);
    return rows.rows.map((r) => r.key);
  },
};

const mails: PersonalDataContext = {
  name: 'mails',
  fields: { MailSent: ['to', 'body'] },
  async relatedStreams(db, streamIds) {
    const rows = await sql<{ stream_id: string }>`
      select distinct stream_id from events where event_type = 'MailSent' and data->>'about' = any(${[...streamIds]}::text[])`.execute(db);
    return rows.rows.map((r) => r.stream_id);
  },
  async outboxFiles(db, streamIds) {
    const rows = await sql<{ file: string }>`
      select data->>'outbox_file' as file from events
      where event_type = 'MailSent' and data ? 'outbox_file' and stream_id = any(${[...streamIds]}::text[])`.execute(db);
    return rows.rows.map((r) => r.file);
  },
};

/** The test contexts look in the log itself, so there is no read model to wait for. */
const NO_READ_MODELS: readonly Projector[] = [];

/** This suite runs the handler without queues; erasure-every-copy.int.spec.ts erases real jobs on both backends. */
const NO_QUEUES = { erase: async () => 0 } as unknown as QueuedPersonalData;

describe('ErasePersonalDataHandler against test contexts (real PostgreSQL, real blob store)', () => {
  let t: TestDatabase;
  let store: EventStore;
  let blobDir: string;
  let blobs: FsBlobStore;
  let outboxDir: string;
  let handler: ErasePersonalDataHandler;
  const evicted: string[][] = [];

  beforeAll(async () => {
    t = await createTestDatabase();
    store = new EventStore(t.db);
    blobDir = await mkdtemp(path.join(tmpdir(), 'intake-erasure-'));
    blobs = new FsBlobStore(blobDir);
    outboxDir = path.join(blobDir, 'outbox');
    await mkdir(outboxDir);
    const contexts: RegisteredPersonalDataContext[] = [
      { context: applications, retention: 'submissions' },
      { context: mails, retention: 'submissions' },
    ];
    const config = { outboxDir } as AppConfig;
    const finder = new PersonalDataFinder(t.db as unknown as Kysely<Database>, contexts, config, NO_READ_MODELS);
    handler = new ErasePersonalDataHandler(
      t.db as unknown as Kysely<Database>,
      store,
      blobs,
      contexts,
      (ids) => void evicted.push([...ids]),
      createLogger('silent'),
      config,
      finder,
      NO_QUEUES,
    );
  });
  afterAll(async () => {
    await t.drop();
    await rm(blobDir, { recursive: true, force: true });
  });

  async function apply(email: string, name: string) {
    const id = randomUUID();
    const temp = path.join(blobDir, `upload-${id}`);
    await writeFile(temp, `bytes of ${name}`);
    const blob = await blobs.putFile(temp, 'applications');
    const stream = `application-${id}`;
    await store.append(
      stream,
      [
        {
          type: 'Applied',
          data: { application_id: id, name, email, files: [{ filename: `${name}.pdf`, blob_key: blob.key }] },
          metadata: { actor: 'visitor', ip: '203.0.113.5' },
        },
      ],
      0,
    );
    const mail = `mail-${randomUUID()}`;
    const outboxFile = `${mail}.eml`;
    await writeFile(path.join(outboxDir, outboxFile), `To: ${email}`);
    await store.append(
      mail,
      [{ type: 'MailSent', data: { about: stream, to: email, body: `Dear ${name}`, outbox_file: path.join('/elsewhere', outboxFile) } }],
      0,
    );
    return { id, stream, mail, blobKey: blob.key, outboxFile };
  }

  const erasures = async () =>
    (
      await sql<{ data: PersonalDataErasedData }>`select data from events where event_type = ${PersonalDataEvents.Erased} order by global_position`.execute(
        t.db,
      )
    ).rows.map((r) => r.data);

  it('finds the person by email, follows related streams, redacts them with one erasure event, deletes the bytes', async () => {
    const ada = await apply('ada@example.org', 'Ada');
    const bob = await apply('bob@example.org', 'Bob');

    const outcome = await handler.execute(new ErasePersonalData({ email: ' ADA@example.org ' }, 'request', 'tester'));
    // The bytes and the outbox copy of the mail (found by its base name inside the outbox only).
    expect(outcome).toEqual({ erasureId: expect.any(String), streamsErased: 2, eventsRedacted: 2, filesDeleted: 2 });
    expect(await readdir(outboxDir)).toEqual([bob.outboxFile]);

    expect((await store.readStream(ada.stream))[0]!.data).toEqual({
      application_id: ada.id,
      name: '[erased]',
      email: '[erased]',
      files: [{ filename: '[erased]', blob_key: ada.blobKey }],
    });
    expect((await store.readStream(ada.stream))[0]!.metadata).toEqual({ actor: 'visitor' });
    expect((await store.readStream(ada.mail))[0]!.data).toEqual({
      about: ada.stream,
      to: '[erased]',
      body: '[erased]',
      outbox_file: expect.stringMatching(/\.eml$/),
    });
    expect(await blobs.exists(ada.blobKey)).toBe(false);

    const [erased] = await store.readStream(personalDataStreamId(outcome.erasureId!));
    expect(erased!.type).toBe(PersonalDataEvents.Erased);
    expect(erased!.data).toEqual({ erasure_id: outcome.erasureId, reason: 'request', stream_ids: [ada.stream, ada.mail], requested_by: 'tester' });
    expect(JSON.stringify(erased)).not.toContain('ada@');
    expect(evicted.at(-1)).toEqual([ada.stream, ada.mail]);

    // Bob is untouched.
    expect((await store.readStream(bob.stream))[0]!.data).toMatchObject({ name: 'Bob', email: 'bob@example.org' });
    expect((await store.readStream(bob.mail))[0]!.data).toMatchObject({ to: 'bob@example.org' });
    expect(await blobs.exists(bob.blobKey)).toBe(true);
  });

  it('erasing again finds nothing left to redact and records no second erasure', async () => {
    const before = await erasures();
    // The email is gone from the log, so the person is found by the application id instead.
    const [{ stream_id: stream }] = (
      await sql<{ stream_id: string }>`select stream_id from events where event_type = 'Applied' and data->>'name' = '[erased]'`.execute(t.db)
    ).rows as [{ stream_id: string }];
    const id = stream.slice('application-'.length);
    expect(await handler.execute(new ErasePersonalData({ submission_id: id }, 'request', 'tester'))).toEqual({
      erasureId: null,
      streamsErased: 0,
      eventsRedacted: 0,
      filesDeleted: 0,
    });
    expect(await handler.execute(new ErasePersonalData({ email: 'ada@example.org' }, 'request', 'tester'))).toEqual({
      erasureId: null,
      streamsErased: 0,
      eventsRedacted: 0,
      filesDeleted: 0,
    });
    expect(await erasures()).toEqual(before);
  });

  it('an event appended to an erased stream later is redacted by the next erasure of that stream', async () => {
    const carol = await apply('carol@example.org', 'Carol');
    await handler.execute(new ErasePersonalData({ session_id: carol.id }, 'request', 'tester'));
    const reminder = { type: 'MailSent', data: { about: carol.stream, to: 'carol@example.org', body: 'Reminder, Carol' } };
    // A writer still holding the version from before the erasure (a turn in flight, another
    // replica's cache) runs into the erasure's marker...
    await expect(store.append(carol.mail, [reminder], 1)).rejects.toBeInstanceOf(ConcurrencyError);
    // ...while one that does not check versions (as the email worker records outcomes) gets through.
    await store.append(carol.mail, [reminder], 'any');
    const again = await handler.execute(new ErasePersonalData({ stream_ids: [carol.stream] }, 'retention', 'retention'));
    expect(again).toEqual({ erasureId: expect.any(String), streamsErased: 2, eventsRedacted: 1, filesDeleted: 0 });
    expect((await erasures()).at(-1)).toMatchObject({ reason: 'retention', requested_by: 'retention', stream_ids: [carol.stream, carol.mail] });
    const mail = await store.readStream(carol.mail);
    expect(mail.map((e) => e.type)).toEqual(['MailSent', PersonalDataEvents.StreamErased, 'MailSent', PersonalDataEvents.StreamErased]);
    expect(mail.filter((e) => e.type === 'MailSent').map((e) => (e.data as { to: string }).to)).toEqual(['[erased]', '[erased]']);
  });

  it('marks each erased stream once per erasure, and not at all when nothing was left to redact', async () => {
    const dora = await apply('dora@example.org', 'Dora');
    const first = await handler.execute(new ErasePersonalData({ email: 'dora@example.org' }, 'request', 'tester'));
    const markers = async () => (await store.readStream(dora.stream)).filter((e) => e.type === PersonalDataEvents.StreamErased);
    expect((await markers()).map((e) => e.data)).toEqual([{ erasure_id: first.erasureId }]);
    await handler.execute(new ErasePersonalData({ session_id: dora.id }, 'request', 'tester'));
    expect(await markers()).toHaveLength(1);
  });

  it('answers success with no erasure when nobody matches', async () => {
    const count = (await erasures()).length;
    expect(await handler.execute(new ErasePersonalData({ email: 'nobody@example.org' }, 'request', 'tester'))).toEqual({
      erasureId: null,
      streamsErased: 0,
      eventsRedacted: 0,
      filesDeleted: 0,
    });
    expect(await handler.execute(new ErasePersonalData({ stream_ids: [] }, 'retention', 'retention'))).toEqual({
      erasureId: null,
      streamsErased: 0,
      eventsRedacted: 0,
      filesDeleted: 0,
    });
    expect(await erasures()).toHaveLength(count);
  });

  it('writes the redaction and the erasure event in one transaction: a failing append leaves the log as it was', async () => {
    const dan = await apply('dan@example.org', 'Dan');
    // The erasure stream must be new (expected version 0): taking its id first makes the append fail.
    const failing = new ErasePersonalDataHandler(
      t.db as unknown as Kysely<Database>,
      {
        append: (streamId: string, events: never, _v: never, executor: Kysely<EventStoreTables>) => store.append(streamId, events, 5, executor),
      } as unknown as EventStore,
      blobs,
      [{ context: applications, retention: 'submissions' }],
      () => undefined,
      createLogger('silent'),
      { outboxDir } as AppConfig,
      new PersonalDataFinder(
        t.db as unknown as Kysely<Database>,
        [{ context: applications, retention: 'submissions' }],
        { outboxDir } as AppConfig,
        NO_READ_MODELS,
      ),
      NO_QUEUES,
    );
    await expect(failing.execute(new ErasePersonalData({ email: 'dan@example.org' }, 'request', 'tester'))).rejects.toThrow();
    expect((await store.readStream(dan.stream))[0]!.data).toMatchObject({ name: 'Dan', email: 'dan@example.org' });
    expect(await blobs.exists(dan.blobKey)).toBe(true);
  });
});
