import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { EventStore, ProcessorRunner, replayProjection, type EventStoreTables, type Projector } from '../index.js';
import { createTestDatabase, waitForCatchUp, type TestDatabase } from '../testing/index.js';
import { readStreamsBefore, redactStreams } from './redact-streams.js';
import { ERASED_TEXT, PERSONAL_DATA_ERASED, type PersonalFields } from './redact.js';
import { withErasure } from './with-erasure.js';

const FIELDS: PersonalFields = { Applied: ['name', 'email'], Noted: ['text'] };

/** One row per applicant stream: the name, the email and how many notes it got (query builder: a replay scopes it to its schema). */
const applicants: Projector = withErasure(
  {
    kind: 'projector',
    name: 'applicants',
    handles: ['Applied', 'Noted'],
    tables: ['applicants'],
    async apply(events, db: Kysely<any>) {
      for (const e of events) {
        const d = e.data as { name?: string; email?: string; text?: string };
        if (e.type === 'Applied') {
          await db.insertInto('applicants').values({ stream_id: e.streamId, name: d.name, email: d.email, notes: 0, last_note: null }).execute();
        } else {
          await db.updateTable('applicants').set({ notes: sql`notes + 1`, last_note: d.text }).where('stream_id', '=', e.streamId).execute();
        }
      }
    },
  },
  async (db, streamIds) => {
    await db
      .deleteFrom('applicants')
      .where('stream_id', 'in', [...streamIds])
      .execute();
  },
);

describe('personal-data erasure by redaction (real Postgres)', () => {
  let t: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    t = await createTestDatabase();
    store = new EventStore(t.db);
    await sql`create table applicants (stream_id text primary key, name text, email text, notes int not null, last_note text)`.execute(t.db);
  });
  afterAll(() => t.drop());

  const rows = async (db: Kysely<any> = t.db) =>
    (await sql<Record<string, unknown>>`select stream_id, name, email, notes, last_note from applicants order by stream_id`.execute(db)).rows;

  it('redacts the personal fields and request addresses of the erased streams only, once', async () => {
    const ada = `applicant-a-${randomUUID()}`;
    const bob = `applicant-b-${randomUUID()}`;
    await store.append(
      ada,
      [{ type: 'Applied', data: { name: 'Ada', email: 'ada@example.org', role: 'engineer' }, metadata: { actor: 'visitor', ip: '203.0.113.7' } }],
      0,
    );
    await store.append(ada, [{ type: 'Noted', data: { text: 'call Ada' } }], 1);
    await store.append(bob, [{ type: 'Applied', data: { name: 'Bob', email: 'bob@example.org' } }], 0);

    expect(await redactStreams(t.db, [ada], FIELDS)).toBe(2);
    expect(await redactStreams(t.db, [ada], FIELDS)).toBe(0);

    const [applied, noted] = await store.readStream(ada);
    expect(applied!.data).toEqual({ name: ERASED_TEXT, email: ERASED_TEXT, role: 'engineer' });
    expect(applied!.metadata).toEqual({ actor: 'visitor' });
    expect(noted!.data).toEqual({ text: ERASED_TEXT });
    expect((await store.readStream(bob))[0]!.data).toEqual({ name: 'Bob', email: 'bob@example.org' });
  });

  it('reads streams before a log position, in log order, filtered by type', async () => {
    const s = `before-${randomUUID()}`;
    const first = await store.append(
      s,
      [
        { type: 'Applied', data: {} },
        { type: 'Other', data: {} },
      ],
      0,
    );
    const later = await store.append(s, [{ type: 'Noted', data: {} }], 2);
    const read = await readStreamsBefore(t.db, [s], later.globalPositions[0]!, ['Applied', 'Noted']);
    expect(read.map((e) => e.globalPosition)).toEqual([first.globalPositions[0]]);
    expect((await readStreamsBefore(t.db, [s], later.globalPositions[0]! + 1)).map((e) => e.type)).toEqual(['Applied', 'Other', 'Noted']);
  });

  it('a live projector forgets and re-applies erased streams; its rows equal a replay of the redacted log', async () => {
    await sql`truncate applicants`.execute(t.db);
    await sql`truncate events, streams, processor_checkpoints`.execute(t.db);
    const carol = `applicant-c-${randomUUID()}`;
    const dan = `applicant-d-${randomUUID()}`;
    const runner = new ProcessorRunner({ connectionString: t.url, processor: applicants, minIdleMs: 2, maxIdleMs: 20 });
    runner.start();
    try {
      await store.append(
        carol,
        [
          { type: 'Applied', data: { name: 'Carol', email: 'carol@example.org' } },
          { type: 'Noted', data: { text: 'Carol is great' } },
        ],
        0,
      );
      await store.append(dan, [{ type: 'Applied', data: { name: 'Dan', email: 'dan@example.org' } }], 0);
      await waitForCatchUp(t.db, 'applicants');
      expect(await rows()).toEqual([
        { stream_id: carol, name: 'Carol', email: 'carol@example.org', notes: 1, last_note: 'Carol is great' },
        { stream_id: dan, name: 'Dan', email: 'dan@example.org', notes: 0, last_note: null },
      ]);

      await t.db.transaction().execute(async (trx) => {
        await redactStreams(trx, [carol], FIELDS);
        await store.append(
          `personal-data-${randomUUID()}`,
          [{ type: PERSONAL_DATA_ERASED, data: { stream_ids: [carol] } }],
          0,
          trx as unknown as Kysely<EventStoreTables>,
        );
      });
      // A later event of the erased stream still applies on top.
      await store.append(carol, [{ type: 'Noted', data: { text: 'after' } }], 2);
      await waitForCatchUp(t.db, 'applicants');
      const live = await rows();
      expect(live).toEqual([
        { stream_id: carol, name: ERASED_TEXT, email: ERASED_TEXT, notes: 2, last_note: 'after' },
        { stream_id: dan, name: 'Dan', email: 'dan@example.org', notes: 0, last_note: null },
      ]);
    } finally {
      await runner.stop();
    }

    await replayProjection(t.db, applicants);
    const replayed = await rows();
    expect(replayed).toEqual([
      { stream_id: carol, name: ERASED_TEXT, email: ERASED_TEXT, notes: 2, last_note: 'after' },
      { stream_id: dan, name: 'Dan', email: 'dan@example.org', notes: 0, last_note: null },
    ]);
  });
});
