import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ConcurrencyError, EventStore, logEnd, readLog, readStreamsBelow } from './index.js';
import { createTestDatabase, waitFor, type TestDatabase } from './testing/index.js';

describe('EventStore (real Postgres)', () => {
  let t: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    t = await createTestDatabase();
    store = new EventStore(t.db);
  });
  afterAll(() => t.drop());

  it('appends with compare-and-set and reads the stream back in order', async () => {
    const s = `order-${randomUUID()}`;
    const r1 = await store.append(
      s,
      [
        { type: 'A', data: { n: 1 } },
        { type: 'B', data: { n: 2 } },
      ],
      0,
    );
    expect(r1.version).toBe(2);
    const r2 = await store.append(s, [{ type: 'C', data: { n: 3 } }], 2);
    expect(r2.version).toBe(3);
    const events = await store.readStream(s);
    expect(events.map((e) => [e.streamPosition, e.type, (e.data as { n: number }).n])).toEqual([
      [1, 'A', 1],
      [2, 'B', 2],
      [3, 'C', 3],
    ]);
    expect(await store.streamVersion(s)).toBe(3);
  });

  it('reads several streams in one call, each in order, and nothing of the others', async () => {
    const [a, b, other] = ['a', 'b', 'other'].map((k) => `many-${k}-${randomUUID()}`) as [string, string, string];
    await store.append(
      a,
      [
        { type: 'A1', data: {} },
        { type: 'A2', data: {} },
      ],
      0,
    );
    await store.append(other, [{ type: 'O1', data: {} }], 0);
    await store.append(b, [{ type: 'B1', data: {} }], 0);
    const events = await store.readStreams([b, a, `missing-${randomUUID()}`]);
    const byStream = (s: string) => events.filter((e) => e.streamId === s).map((e) => [e.streamPosition, e.type]);
    expect(events).toHaveLength(3);
    expect(byStream(a)).toEqual([
      [1, 'A1'],
      [2, 'A2'],
    ]);
    expect(byStream(b)).toEqual([[1, 'B1']]);
    expect(await store.readStreams([])).toEqual([]);
  });

  it('reads each stream below its own position, in order, also through a schema-scoped executor', async () => {
    const [a, b] = ['a', 'b'].map((k) => `below-${k}-${randomUUID()}`) as [string, string];
    await store.append(
      a,
      [
        { type: 'A1', data: {} },
        { type: 'A2', data: {} },
        { type: 'A3', data: {} },
      ],
      0,
    );
    await store.append(
      b,
      [
        { type: 'B1', data: {} },
        { type: 'B2', data: {} },
      ],
      0,
    );
    const bounds = [
      { streamId: a, below: 3 },
      { streamId: b, below: 2 },
      { streamId: `missing-${randomUUID()}`, below: 5 },
    ];
    const read = async (db: typeof t.db) => (await readStreamsBelow(db, bounds)).map((e) => [e.streamId, e.streamPosition, e.type]);
    const expected = [
      [a, 1, 'A1'],
      [a, 2, 'A2'],
      [b, 1, 'B1'],
    ].sort((x, y) => String(x[0]).localeCompare(String(y[0])) || Number(x[1]) - Number(y[1]));
    expect(await read(t.db)).toEqual(expected);
    // A replay scopes its executor to a scratch schema; the log is still read where it is.
    expect(await read(t.db.withSchema(`replay_${randomUUID().slice(0, 8)}`))).toEqual(expected);
    expect(await readStreamsBelow(t.db, [])).toEqual([]);
  });

  it('refuses a stale expected version with a typed conflict', async () => {
    const s = `conflict-${randomUUID()}`;
    await store.append(s, [{ type: 'A', data: {} }], 0);
    await expect(store.append(s, [{ type: 'B', data: {} }], 0)).rejects.toBeInstanceOf(ConcurrencyError);
    const err = await store.append(s, [{ type: 'B', data: {} }], 5).catch((e) => e);
    expect(err).toBeInstanceOf(ConcurrencyError);
    expect(err.actualVersion).toBe(1);
    expect(await store.streamVersion(s)).toBe(1);
  });

  it('treats a retried event id as an idempotent append, not an error', async () => {
    const s = `idem-${randomUUID()}`;
    const id = randomUUID();
    const first = await store.append(s, [{ id, type: 'A', data: {} }], 0);
    const again = await store.append(s, [{ id, type: 'A', data: {} }], 0);
    expect(again.duplicate).toBe(true);
    expect(again.globalPositions).toEqual(first.globalPositions);
    expect((await store.readStream(s)).length).toBe(1);
    // The same id in another stream is a conflict, never a silent success.
    await expect(store.append(`other-${s}`, [{ id, type: 'A', data: {} }], 'any')).rejects.toBeInstanceOf(ConcurrencyError);
  });

  it('does not show events of a transaction still running, nor those after it', async () => {
    const s = `late-${randomUUID()}`;
    const before = await readLog(t.db, { limit: 100000 });
    const last = before[before.length - 1];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slow = t.db.transaction().execute(async (trx) => {
      await store.append(s, [{ type: 'Slow', data: {} }], 'any', trx as never);
      await held;
    });
    await new Promise((r) => setTimeout(r, 50));
    // Another stream: the same stream would wait on the slow writer's row lock.
    await store.append(`${s}-b`, [{ type: 'Fast', data: {} }], 'any');
    const during = await readLog(t.db, { after: last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : undefined });
    expect(during.filter((e) => e.streamId.startsWith(s))).toEqual([]);
    release();
    await slow;
    // Write transactions elsewhere on the server (other suites) can hold the horizon back a while.
    const after = await waitFor('both events to be readable', async () => {
      const read = await readLog(t.db, { after: last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : undefined });
      const ours = read.filter((e) => e.streamId.startsWith(s));
      return ours.length === 2 ? ours : undefined;
    });
    expect(after.map((e) => e.type)).toEqual(['Slow', 'Fast']);
  });

  it("refuses an append that readers would order before the stream's previous event", async () => {
    const s = `order-tx-${randomUUID()}`;
    const attempt = t.db.transaction().execute(async (trx) => {
      // This transaction gets its id first (as a handler that writes something else would)...
      await sql`select pg_current_xact_id()`.execute(trx);
      // ...then a newer transaction appends to the stream and commits...
      await store.append(s, [{ type: 'First', data: {} }], 0);
      // ...and this one, having loaded the stream at version 1, appends after it.
      await store.append(s, [{ type: 'Second', data: {} }], 1, trx as never);
    });
    const err = await attempt.catch((e) => e);
    expect(err).toBeInstanceOf(ConcurrencyError);
    expect(err.actualVersion).toBe(1);
    // Retried in a new transaction, it succeeds and the log order matches the stream order.
    await t.db.transaction().execute((trx) => store.append(s, [{ type: 'Second', data: {} }], 1, trx as never));
    // Readers stop below the oldest running transaction of the whole cluster (other suites
    // write concurrently), so wait until both events are readable.
    const log = await waitFor('both events to be readable', async () => {
      const read = (await readLog(t.db, { limit: 100000 })).filter((e) => e.streamId === s);
      return read.length === 2 ? read : undefined;
    });
    expect(log.map((e) => [e.streamPosition, e.type])).toEqual([
      [1, 'First'],
      [2, 'Second'],
    ]);
  });

  it('orders the log by transaction id as a number, so paging never skips an event', async () => {
    // Transaction ids with different digit counts (9 < 10, but '10' < '9' as text): stored
    // directly, as old transactions, since a test cannot choose the ids Postgres hands out.
    const s = `digits-${randomUUID()}`;
    await sql`insert into events (transaction_id, stream_id, stream_position, event_id, event_type, data)
              values ('10'::xid8, ${s}, 2, ${randomUUID()}, 'Ten', '{}'), ('9'::xid8, ${s}, 1, ${randomUUID()}, 'Nine', '{}')`.execute(t.db);
    const paged: string[] = [];
    let after = { transactionId: '0', globalPosition: 0 };
    for (;;) {
      const [e] = await readLog(t.db, { after, limit: 1, types: ['Nine', 'Ten'] });
      if (!e) break;
      paged.push(e.type);
      after = { transactionId: e.transactionId, globalPosition: e.globalPosition };
    }
    expect(paged).toEqual(['Nine', 'Ten']);
  });

  it('reads the events of several types merged in log order, each once, up to the limit, whatever lies between', async () => {
    const s = `merged-${randomUUID()}`;
    const kinds = ['MergeA', 'MergeOther', 'MergeB', 'MergeOther', 'MergeA', 'MergeB', 'MergeOther', 'MergeA'];
    for (const type of kinds) await store.append(s, [{ type, data: {} }], 'any');
    const mine = (events: { streamId: string; type: string }[]) => events.filter((e) => e.streamId === s).map((e) => e.type);
    const wanted = kinds.filter((k) => k !== 'MergeOther');

    // Readers stop below the oldest transaction running on the server (other suites run beside this one).
    const all = await waitFor('the appends to be readable', async () => {
      const read = mine(await readLog(t.db, { types: ['MergeB', 'MergeA', 'MergeA'], limit: 100 }));
      return read.length >= wanted.length ? read : undefined;
    });
    expect(all).toEqual(wanted);
    const firstThree = await readLog(t.db, { types: ['MergeA', 'MergeB'], limit: 3 });
    expect(firstThree.map((e) => e.type)).toEqual(wanted.slice(0, 3));
    const rest = await readLog(t.db, { types: ['MergeA', 'MergeB'], after: firstThree[2], limit: 100 });
    expect(rest.map((e) => e.type)).toEqual(wanted.slice(3));
    // The end of the whole log is the last append, ordered by transaction id as a number (the test
    // above stored transactions 9 and 10, which order after it as text).
    expect(await logEnd(t.db)).toEqual({ transactionId: rest.at(-1)!.transactionId, globalPosition: rest.at(-1)!.globalPosition });
  });

  it('stores metadata beside the data', async () => {
    const s = `meta-${randomUUID()}`;
    await store.append(s, [{ type: 'A', data: { x: 1 }, metadata: { actor: 'admin:alice', correlationId: 'c1' } }], 0);
    const [e] = await store.readStream(s);
    expect(e!.metadata).toEqual({ actor: 'admin:alice', correlationId: 'c1' });
    const raw = await sql<{ c: number }>`select count(*)::int as c from events where stream_id = ${s}`.execute(t.db);
    expect(raw.rows[0]!.c).toBe(1);
  });
});
