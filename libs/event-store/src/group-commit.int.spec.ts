import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ConcurrencyError, EventStore, type AppendResult } from './index.js';
import { createTestDatabase, waitFor, type TestDatabase } from './testing/index.js';

/**
 * Group commit: with one batch in flight, every append issued in the same tick after the first
 * leaves in one append_events_batch call. Each must still get exactly the answer it would get alone.
 */
describe('EventStore group commit (real Postgres)', () => {
  let t: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    t = await createTestDatabase();
    store = new EventStore(t.db, { concurrentAppends: 1 });
  });
  afterAll(() => t.drop());

  const transactionsOf = async (streams: string[]) => {
    const { rows } = await sql<{ n: string }>`
      select count(distinct transaction_id)::text as n from events where stream_id = any(${streams}::text[])`.execute(t.db);
    return Number(rows[0]!.n);
  };

  it('writes appends that arrive together in one transaction, each with its own positions', async () => {
    const streams = Array.from({ length: 12 }, (_, i) => `gc-${i}-${randomUUID()}`);
    const results = await Promise.all(
      streams.map((s, i) =>
        store.append(
          s,
          Array.from({ length: 1 + (i % 3) }, (_, k) => ({ type: 'E', data: { i, k } })),
          0,
        ),
      ),
    );
    results.forEach((r, i) => expect(r.version).toBe(1 + (i % 3)));
    // The first append leaves alone; the other eleven share one transaction.
    expect(await transactionsOf(streams)).toBe(2);
    for (const [i, s] of streams.entries()) {
      const events = await store.readStream(s);
      expect(events.map((e) => e.data)).toEqual(Array.from({ length: 1 + (i % 3) }, (_, k) => ({ i, k })));
      expect(events.map((e) => e.globalPosition)).toEqual(results[i]!.globalPositions);
    }
  });

  it('lets exactly one of many writers expecting the same version win, and tells the others the actual version', async () => {
    const s = `race-${randomUUID()}`;
    await store.append(s, [{ type: 'Opened', data: {} }], 0);
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, (_, n) => store.append(s, [{ type: 'Claimed', data: { n } }], 1)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    for (const l of lost) {
      expect(l.reason).toBeInstanceOf(ConcurrencyError);
      expect((l.reason as ConcurrencyError).actualVersion).toBe(2);
    }
    expect(await store.streamVersion(s)).toBe(2);
  });

  it("keeps arrival order for appends to one stream with 'any'", async () => {
    const s = `any-${randomUUID()}`;
    await store.append(s, [{ type: 'Opened', data: { n: 0 } }], 'any');
    const others = Array.from({ length: 8 }, (_, i) => `any-other-${i}-${randomUUID()}`);
    // Interleaved with other streams, so sorting the batch by stream cannot hide a reordering.
    await Promise.all(
      Array.from({ length: 8 }, (_, n) => [
        store.append(others[n]!, [{ type: 'X', data: {} }], 'any'),
        store.append(s, [{ type: 'Noted', data: { n: n + 1 } }], 'any'),
      ]).flat(),
    );
    const events = await store.readStream(s);
    expect(events.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(events.map((e) => e.streamPosition)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('answers a retry inside a batch as a duplicate and still commits the appends beside it', async () => {
    const s = `retry-${randomUUID()}`;
    const id = randomUUID();
    const first = await store.append(s, [{ id, type: 'Sent', data: {} }], 0);
    const fresh = Array.from({ length: 5 }, (_, i) => `fresh-${i}-${randomUUID()}`);
    // With expected version 0 the retry collides on the version; with 'any', on the event id.
    const results = await Promise.all([
      store.append(`warm-${randomUUID()}`, [{ type: 'W', data: {} }], 0),
      store.append(s, [{ id, type: 'Sent', data: {} }], 0),
      store.append(s, [{ id, type: 'Sent', data: {} }], 'any'),
      ...fresh.map((f) => store.append(f, [{ type: 'F', data: {} }], 0)),
    ]);
    for (const retry of [results[1]!, results[2]!]) {
      expect(retry.duplicate).toBe(true);
      expect(retry.globalPositions).toEqual(first.globalPositions);
    }
    expect(await store.readStream(s)).toHaveLength(1);
    for (const f of fresh) expect(await store.streamVersion(f)).toBe(1);
  });

  it('refuses an event id already used in another stream without failing the rest of the batch', async () => {
    const id = randomUUID();
    await store.append(`owner-${randomUUID()}`, [{ id, type: 'A', data: {} }], 0);
    const others = Array.from({ length: 4 }, (_, i) => `bystander-${i}-${randomUUID()}`);
    const outcomes = await Promise.allSettled([
      store.append(`warm-${randomUUID()}`, [{ type: 'W', data: {} }], 0),
      store.append(`thief-${randomUUID()}`, [{ id, type: 'A', data: {} }], 'any'),
      ...others.map((o) => store.append(o, [{ type: 'B', data: {} }], 0)),
    ]);
    expect(outcomes[1]!.status).toBe('rejected');
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
  });

  it('never deadlocks when batches of several stores take the same streams in opposite orders', async () => {
    const stores = [new EventStore(t.db, { concurrentAppends: 2 }), new EventStore(t.db, { concurrentAppends: 2 })];
    const streams = Array.from({ length: 6 }, (_, i) => `shared-${i}-${randomUUID()}`);
    // Enough rounds that, before the stream locks of 0007, an append in its own transaction was
    // refused for order (its transaction id taken before it waited for the stream) in every run.
    const rounds = 300;
    const work: Promise<AppendResult>[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const [k, st] of stores.entries()) {
        const order = k === 0 ? streams : [...streams].reverse();
        for (const s of order) work.push(st.append(s, [{ type: 'Touched', data: { r, k } }], 'any'));
      }
    }
    const results = await Promise.all(work);
    expect(results).toHaveLength(rounds * 2 * streams.length);
    for (const s of streams) {
      const events = await store.readStream(s);
      expect(events).toHaveLength(rounds * 2);
      expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: rounds * 2 }, (_, i) => i + 1));
    }
  });

  it('takes stream locks in key order, so a batch never holds one stream while waiting for another', async () => {
    const names = [`lock-a-${randomUUID()}`, `lock-b-${randomUUID()}`];
    const { rows: keyed } = await sql<{ s: string }>`select s from unnest(${names}::text[]) as s order by hashtext(s)`.execute(t.db);
    const [low, high] = keyed.map((r) => r.s) as [string, string];
    await store.append(low, [{ type: 'Opened', data: {} }], 0);
    await store.append(high, [{ type: 'Opened', data: {} }], 0);
    const batch = (...streamIds: string[]) =>
      JSON.stringify(streamIds.map((s) => ({ stream_id: s, expected: -1, events: [{ event_id: randomUUID(), event_type: 'T', data: {} }] })));
    const [one, two] = [await t.pool.connect(), await t.pool.connect()];
    try {
      await one.query('begin');
      await one.query('select * from append_events_batch($1::jsonb)', [batch(low)]);
      const { rows } = await two.query<{ pid: number }>('select pg_backend_pid() as pid');
      await two.query('begin');
      // Given as [high, low], the batch takes low first and waits there, holding nothing. Taken
      // in the given order it would hold high, and the next statement below would deadlock.
      const waiting = two.query('select * from append_events_batch($1::jsonb)', [batch(high, low)]);
      await waitFor('the second batch to wait on a lock', async () => {
        const r = await one.query(`select 1 from pg_stat_activity where pid = $1 and wait_event_type = 'Lock'`, [rows[0]!.pid]);
        return r.rowCount === 1;
      });
      await one.query(`set local lock_timeout = '5s'`);
      await one.query('select * from append_events_batch($1::jsonb)', [batch(high)]);
      await one.query('commit');
      await waiting;
      await two.query('commit');
    } finally {
      one.release();
      two.release();
    }
    expect(await store.streamVersion(low)).toBe(3);
    expect(await store.streamVersion(high)).toBe(3);
  });

  it('reports, per append, a stream taken by a newer transaction so that the append is retried in a new one', async () => {
    const s = `order-${randomUUID()}`;
    await store.append(s, [{ type: 'Opened', data: {} }], 0);
    // An older transaction (its id taken first) calls the batch after a newer one has appended.
    const { rows } = await t.db.transaction().execute(async (older) => {
      await sql`select pg_current_xact_id()`.execute(older);
      await new EventStore(t.db).append(s, [{ type: 'Newer', data: {} }], 1);
      return sql<{ idx: number; conflict: string | null; version: number }>`
        select idx, conflict, version from append_events_batch(${JSON.stringify([
          { stream_id: s, expected: 2, events: [{ event_id: randomUUID(), event_type: 'Older', data: {} }] },
          { stream_id: s, expected: -1, events: [{ event_id: randomUUID(), event_type: 'Older', data: {} }] },
        ])}::jsonb)`.execute(older);
    });
    expect(rows.map((r) => [r.idx, r.conflict, Number(r.version)])).toEqual([
      [0, 'order', 2],
      [1, 'order', 2],
    ]);
    // Through the store the same appends simply succeed: a new transaction is newer.
    await expect(store.append(s, [{ type: 'Later', data: {} }], 2)).resolves.toMatchObject({ version: 3 });
  });
});
