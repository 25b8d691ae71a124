import { sql } from 'kysely';
import {
  EventDataError,
  EventStore,
  EventVersions,
  installEventCatalogue,
  readLog,
  readStreamsBefore,
  readStreamsBelow,
  replayProjection,
  UnregisteredEventTypeError,
  type EventDataSchema,
  type Projector,
} from './index.js';
import { appendAsRecorded, createTestDatabase, waitFor, type TestDatabase } from './testing/index.js';

/** Version 1 named the person in one field; version 2 adds the language, English before it was asked. */
interface GreetedV1 {
  name: string;
}
interface GreetedV2 {
  name: string;
  language: string;
}

const hasStrings = (...keys: string[]): EventDataSchema =>
  ({
    safeParse: (data: unknown) =>
      typeof data === 'object' && data !== null && keys.every((k) => typeof (data as Record<string, unknown>)[k] === 'string')
        ? { success: true }
        : { success: false, error: { message: `needs ${keys.join(', ')}` } },
  }) as EventDataSchema;

const versions = new EventVersions({
  Greeted: [
    { version: 1, schema: hasStrings('name') },
    { version: 2, schema: hasStrings('name', 'language'), upcast: ((d: GreetedV1): GreetedV2 => ({ ...d, language: 'en' })) as (older: never) => unknown },
  ],
  Waved: [{ version: 1, schema: hasStrings('hand') }],
});

describe('event versions in the store', () => {
  let t: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    t = await createTestDatabase();
    installEventCatalogue(versions);
    store = new EventStore(t.db);
    await sql`create table greetings (stream_id text primary key, name text not null, language text not null)`.execute(t.db);
    // An event from before version 2, as the release of the time wrote it.
    await appendAsRecorded(t.db, 'greeting-1', [{ type: 'Greeted', schemaVersion: 1, data: { name: 'Ada' } }]);
  }, 60_000);
  afterAll(() => t.drop());

  const current = { type: 'Greeted', schemaVersion: 2, data: { name: 'Ada', language: 'en' } };

  it('reads a version 1 row as version 2 in readStream, readStreams and readLog', async () => {
    expect(await store.readStream('greeting-1')).toEqual([expect.objectContaining(current)]);
    expect(await store.readStreams(['greeting-1'])).toEqual([expect.objectContaining(current)]);
    // The log is read below the oldest running transaction of the (shared) server: wait for it to pass.
    const typed = await waitFor('the log to show greeting-1', async () => {
      const found = (await readLog(t.db, { types: ['Greeted'] })).filter((e) => e.streamId === 'greeting-1');
      return found.length > 0 && found;
    });
    expect(typed).toEqual([expect.objectContaining(current)]);
    expect(await store.readLog()).toEqual(expect.arrayContaining([expect.objectContaining({ streamId: 'greeting-1', ...current })]));
  });

  it('reads it as version 2 where projectors re-read streams (readStreamsBelow, readStreamsBefore)', async () => {
    expect(await readStreamsBelow(t.db, [{ streamId: 'greeting-1', below: 2 }])).toEqual([expect.objectContaining(current)]);
    expect(await readStreamsBefore(t.db, ['greeting-1'], Number.MAX_SAFE_INTEGER)).toEqual([expect.objectContaining(current)]);
  });

  it('leaves the row as it was written: upcasting happens on read only', async () => {
    const row = await sql<{ schema_version: number; data: unknown }>`select schema_version, data from events where stream_id = 'greeting-1'`.execute(t.db);
    expect(row.rows).toEqual([{ schema_version: 1, data: { name: 'Ada' } }]);
  });

  it('replays a projection from version 1 rows as version 2', async () => {
    await store.append('greeting-2', [{ type: 'Greeted', data: { name: 'Grace', language: 'fr' } }], 0);
    const greetings: Projector = {
      kind: 'projector',
      name: 'greetings',
      handles: ['Greeted'],
      tables: ['greetings'],
      async apply(events, db) {
        for (const e of events) {
          const d = e.data as GreetedV2;
          // Through the builder: the replay scopes `db` to its scratch schema, which raw SQL would miss.
          await db.insertInto('greetings').values({ stream_id: e.streamId, name: d.name, language: d.language }).execute();
        }
      },
    };
    await waitFor('the log to show greeting-2', async () => (await readLog(t.db, { types: ['Greeted'] })).some((e) => e.streamId === 'greeting-2'));
    const r = await replayProjection(t.db, greetings);
    expect(r.events).toBe(2);
    const rows = await sql`select * from greetings order by stream_id`.execute(t.db);
    expect(rows.rows).toEqual([
      { stream_id: 'greeting-1', name: 'Ada', language: 'en' },
      { stream_id: 'greeting-2', name: 'Grace', language: 'fr' },
    ]);
  });

  it('appends the current version, its data checked against that version', async () => {
    await store.append('greeting-3', [{ type: 'Greeted', data: { name: 'Alan', language: 'de' } }], 0);
    const row = await sql<{ schema_version: number }>`select schema_version from events where stream_id = 'greeting-3'`.execute(t.db);
    expect(row.rows).toEqual([{ schema_version: 2 }]);
    await expect(store.append('greeting-4', [{ type: 'Greeted', data: { name: 'Old shape' } }], 0)).rejects.toThrow(EventDataError);
    await expect(store.append('greeting-4', [{ type: 'Unheard', data: {} }], 0)).rejects.toThrow(UnregisteredEventTypeError);
    expect(await store.streamVersion('greeting-4')).toBe(0);
  });
});
