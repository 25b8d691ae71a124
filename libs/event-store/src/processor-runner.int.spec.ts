import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import {
  ConcurrencyError,
  EventNotifications,
  EventStore,
  LOG_START,
  ProcessorRunner,
  createDb,
  createPool,
  readCheckpoint,
  type EventStoreTables,
  type NewEvent,
  type Projector,
  type Reactor,
  type StoredEvent,
} from './index.js';
import { comparePositions, createTestDatabase, logEnd, waitFor, waitForCatchUp, type TestDatabase } from './testing/index.js';

const WRITERS = 20;

class RolledBack extends Error {}

interface WriteOutcome {
  /** event id → stream id, for every event whose transaction committed. */
  committed: Map<string, string>;
  rolledBack: Set<string>;
  conflicts: number;
}

/**
 * `WRITERS` concurrent writers, each append in its own transaction that holds its locks for a
 * random few ms and rolls back about one time in five. Compare-and-set: a writer reads the
 * version in its transaction, appends expecting it, and retries in a new transaction on a conflict.
 */
async function runWriters(
  store: EventStore,
  db: Kysely<EventStoreTables>,
  opts: { appendsPerWriter: number; pickStream: (writer: number) => string },
): Promise<WriteOutcome> {
  const out: WriteOutcome = { committed: new Map(), rolledBack: new Set(), conflicts: 0 };
  const writer = async (w: number) => {
    for (let i = 0; i < opts.appendsPerWriter; i++) {
      const streamId = opts.pickStream(w);
      for (;;) {
        const events: NewEvent[] = Array.from({ length: randomInt(1, 4) }, (_, k) => ({
          id: randomUUID(),
          type: k === 0 ? 'Written' : 'AlsoWritten',
          data: { writer: w, append: i, k },
        }));
        const rollback = Math.random() < 0.2;
        try {
          await db.transaction().execute(async (trx) => {
            // Half the writers write something else first, as a handler might: their transaction
            // gets its id before they load the stream, possibly before a rival's append commits.
            if (w % 2 === 0) {
              await sql`select pg_current_xact_id()`.execute(trx);
              await delay(randomInt(0, 5));
            }
            const expected = await streamVersionIn(trx, streamId);
            await store.append(streamId, events, expected, trx);
            await delay(randomInt(0, 5));
            if (rollback) throw new RolledBack();
          });
          for (const e of events) out.committed.set(e.id!, streamId);
          break;
        } catch (err) {
          if (err instanceof RolledBack) {
            for (const e of events) out.rolledBack.add(e.id!);
            break;
          }
          if (err instanceof ConcurrencyError) {
            out.conflicts++;
            continue;
          }
          throw err;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return out;
}

async function streamVersionIn(db: Kysely<EventStoreTables>, streamId: string): Promise<number> {
  const row = await db.selectFrom('streams').select('version').where('stream_id', '=', streamId).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** A projector that writes down every event it is given, in the order given. */
function recordingProjector(name: string, table: string): Projector {
  let seq = 0;
  return {
    kind: 'projector',
    name,
    handles: [],
    tables: [table],
    async apply(events, db: Kysely<any>) {
      await db
        .insertInto(table)
        .values(
          events.map((e) => ({
            seq: ++seq,
            event_id: e.eventId,
            stream_id: e.streamId,
            stream_position: e.streamPosition,
          })),
        )
        .execute();
    },
  };
}

async function appendSeed(store: EventStore, count: number, streams = 10): Promise<void> {
  for (let i = 0; i < count; i++) {
    await store.append(`seed-${i % streams}`, [{ type: 'Seeded', data: { i } }], 'any');
  }
}

async function allEventIds(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{ event_id: string }>`select event_id from events order by transaction_id, global_position`.execute(db);
  return rows.map((r) => r.event_id);
}

/** event id → how many rows the projection wrote for it. */
async function applyCounts(db: Kysely<any>, table: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ event_id: string; n: number }>`
    select event_id, count(*)::int as n from ${sql.table(table)} group by event_id`.execute(db);
  return new Map(rows.map((r) => [r.event_id, r.n]));
}

function expectExactlyOnce(counts: Map<string, number>, expectedIds: Iterable<string>): void {
  const expected = [...expectedIds].sort();
  expect([...counts.keys()].sort()).toEqual(expected);
  const twice = [...counts].filter(([, n]) => n !== 1);
  expect(twice).toEqual([]);
}

describe('ProcessorRunner (real Postgres)', () => {
  let t: TestDatabase;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeEach(async () => {
    t = await createTestDatabase();
  });

  afterEach(async () => {
    // Runners and clients first (in reverse order of creation), then the database itself.
    while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
    await t.drop();
  });

  /** A store on the test database whose appends wake the processors, as the product wires them. */
  const notifyingStore = async () => {
    const store = new EventStore(t.db);
    const notifications = new EventNotifications(t.url, t.pool);
    await notifications.start();
    store.onAppended((types) => notifications.poke(types));
    cleanups.push(() => notifications.close());
    return { store, notifications };
  };

  const runner = (opts: ConstructorParameters<typeof ProcessorRunner>[0]) => {
    const r = new ProcessorRunner(opts);
    cleanups.push(() => r.stop());
    return r;
  };

  describe('with 20 concurrent writers and random rollbacks, every committed event reaches a projector exactly once, in stream order', () => {
    let writerPool: pg.Pool;
    let writerDb: Kysely<EventStoreTables>;
    let store: EventStore;
    let notifications: EventNotifications;

    beforeEach(async () => {
      // One connection per writer, so all 20 transactions are really open at once.
      writerPool = createPool(t.url, WRITERS + 2);
      writerDb = createDb<EventStoreTables>(writerPool);
      store = new EventStore(writerDb);
      notifications = new EventNotifications(t.url, t.pool);
      await notifications.start();
      store.onAppended((types) => notifications.poke(types));
      cleanups.push(
        () => writerDb.destroy(),
        () => notifications.close(),
      );
      await sql`create table seen (seq bigint not null, event_id uuid not null, stream_id text not null, stream_position bigint not null)`.execute(t.db);
    });

    const scenario = async (pickStream: (writer: number) => string, appendsPerWriter: number) => {
      const r = runner({
        connectionString: t.url,
        processor: recordingProjector('recorder', 'seen'),
        notifications,
        batchSize: 7,
        minIdleMs: 2,
        maxIdleMs: 50,
      });
      r.start();
      const outcome = await runWriters(store, writerDb, { appendsPerWriter, pickStream });
      await waitForCatchUp(t.db, 'recorder');

      // The store kept exactly the committed events; the projector saw exactly those, once each.
      expect((await allEventIds(t.db)).sort()).toEqual([...outcome.committed.keys()].sort());
      expect(outcome.rolledBack.size).toBeGreaterThan(0);
      expectExactlyOnce(await applyCounts(t.db, 'seen'), outcome.committed.keys());

      // Per stream, the projector saw positions 1..n in that order.
      const { rows } = await sql<{ stream_id: string; stream_position: number }>`
        select stream_id, stream_position from seen order by seq`.execute(t.db);
      const byStream = new Map<string, number[]>();
      for (const row of rows) byStream.set(row.stream_id, [...(byStream.get(row.stream_id) ?? []), Number(row.stream_position)]);
      for (const [, positions] of byStream) expect(positions).toEqual(positions.map((_, i) => i + 1));
      return outcome;
    };

    it('on one stream (compare-and-set with retries)', async () => {
      const outcome = await scenario(() => 'contended', 8);
      expect(outcome.conflicts).toBeGreaterThan(0);
    });

    it('on many streams', async () => {
      await scenario(() => `stream-${randomInt(0, 30)}`, 15);
    });
  });

  it('a projector killed mid-batch and restarted loses nothing and applies nothing twice', async () => {
    const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));
    if (!existsSync(dist)) {
      throw new Error(`${dist} is missing: this test runs the built library in a child process. Run \`npx nx run-many -t build\` first (npm test does).`);
    }
    const fixture = fileURLToPath(new URL('./testing/fixtures/killable-projector.mjs', import.meta.url));
    await sql`create table applied (event_id uuid not null, global_position bigint not null, pid int not null)`.execute(t.db);
    const store = new EventStore(t.db);
    await appendSeed(store, 120);
    const batchSize = 8;

    const child: ChildProcess = spawn(process.execPath, [fixture, JSON.stringify({ url: t.url, name: 'killable', table: 'applied', batchSize, delayMs: 60 })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    cleanups.push(async () => void child.kill('SIGKILL'));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));

    // Arm the kill once two batches have committed; then kill on the third insert of a batch,
    // while the rest of that batch is still to come.
    let armed = false;
    let inFlight: string[] = [];
    const killed = new Promise<string[]>((resolve) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const msg = JSON.parse(line) as { applied?: string; index?: number; of?: number };
        if (msg.applied === undefined) return;
        if (msg.index === 0) inFlight = [];
        inFlight.push(msg.applied);
        if (armed && msg.index! >= 2 && msg.index! < msg.of! - 1) {
          child.kill('SIGKILL');
          resolve(inFlight);
        }
      });
    });
    await waitFor('two committed batches', async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from applied`.execute(t.db);
      return rows[0]!.n >= 2 * batchSize;
    });
    armed = true;
    const uncommitted = await killed;
    expect(await exited).toBe('SIGKILL');

    // The half-done batch left nothing behind, and what did commit is exactly the log up to
    // the checkpoint: the projection's writes and the checkpoint moved together.
    const checkpoint = await readCheckpoint(t.db, 'killable');
    expect(comparePositions(checkpoint, LOG_START)).toBeGreaterThan(0);
    const afterKill = await applyCounts(t.db, 'applied');
    for (const id of uncommitted) expect(afterKill.has(id)).toBe(false);
    const { rows: upToCheckpoint } = await sql<{ event_id: string }>`
      select event_id from events
      where (transaction_id, global_position) <= (${checkpoint.transactionId}::xid8, ${checkpoint.globalPosition}::bigint)`.execute(t.db);
    expectExactlyOnce(
      afterKill,
      upToCheckpoint.map((r) => r.event_id),
    );

    // More events arrive while it is down; a new runner takes over from the checkpoint.
    await appendSeed(store, 30);
    const restarted = runner({
      connectionString: t.url,
      standbyRetryMs: 25,
      minIdleMs: 5,
      maxIdleMs: 50,
      processor: {
        kind: 'projector',
        name: 'killable',
        handles: [],
        tables: ['applied'],
        async apply(events: readonly StoredEvent[], db: Kysely<any>) {
          await db
            .insertInto('applied')
            .values(events.map((e) => ({ event_id: e.eventId, global_position: e.globalPosition, pid: process.pid })))
            .execute();
        },
      },
    });
    restarted.start();
    await waitForCatchUp(t.db, 'killable');
    expectExactlyOnce(await applyCounts(t.db, 'applied'), await allEventIds(t.db));
  });

  it('two instances of one processor never run at once; the standby takes over when the active one stops', async () => {
    await sql`create table applied (event_id uuid not null, instance text not null)`.execute(t.db);
    const store = new EventStore(t.db);
    await appendSeed(store, 150);

    let running = 0;
    let maxRunning = 0;
    const projector = (instance: string): Projector => ({
      kind: 'projector',
      name: 'exclusive',
      handles: [],
      tables: ['applied'],
      async apply(events, db: Kysely<any>) {
        running++;
        maxRunning = Math.max(maxRunning, running);
        try {
          await db
            .insertInto('applied')
            .values(events.map((e) => ({ event_id: e.eventId, instance })))
            .execute();
          // Widen the window in which a second instance, if it could, would overlap.
          await delay(5);
        } finally {
          running--;
        }
      },
    });
    const opts = { connectionString: t.url, batchSize: 10, standbyRetryMs: 25, minIdleMs: 5, maxIdleMs: 50 };
    const a = runner({ ...opts, processor: projector('a') });
    const b = runner({ ...opts, processor: projector('b') });
    let bothActive = false;
    const watch = setInterval(() => (bothActive ||= a.active && b.active), 2);
    cleanups.push(async () => clearInterval(watch));
    a.start();
    b.start();

    const first = await waitFor('one instance to become active', () => (a.active ? a : b.active ? b : undefined));
    const standby = first === a ? b : a;
    await waitFor('the active instance to apply some batches', () => first.processed >= 30);
    // Several lock retries have passed: the standby is still only standing by.
    await delay(100);
    expect(standby.active).toBe(false);
    expect(standby.processed).toBe(0);

    await first.stop();
    await waitFor('the standby to take over', () => standby.active);
    await appendSeed(store, 40);
    await waitForCatchUp(t.db, 'exclusive');
    clearInterval(watch);

    expect(bothActive).toBe(false);
    expect(maxRunning).toBe(1);
    expect(standby.processed).toBeGreaterThan(0);
    expectExactlyOnce(await applyCounts(t.db, 'applied'), await allEventIds(t.db));
    const { rows } = await sql<{ instance: string; n: number }>`
      select instance, count(*)::int as n from applied group by instance order by instance`.execute(t.db);
    expect(rows.map((r) => r.instance).sort()).toEqual(['a', 'b']);
  });

  it('a batch reactor with gatherMs takes the events that arrive while it waits together, and gets every one', async () => {
    const { store, notifications } = await notifyingStore();
    const batches: string[][] = [];
    const reactor: Reactor = {
      kind: 'reactor',
      name: 'gatherer',
      handles: ['Gathered'],
      gatherMs: 150,
      async reactToBatch(events) {
        batches.push(events.map((e) => e.eventId));
      },
    };
    const r = runner({ connectionString: t.url, processor: reactor, notifications, minIdleMs: 2, maxIdleMs: 50 });
    r.start();
    await waitFor('the reactor to be active', () => r.active);

    // 40 appends, one every 10 ms or so: each wakes a reactor without gatherMs at once.
    for (let i = 0; i < 40; i++) {
      await store.append(`gathered-${i % 5}`, [{ type: 'Gathered', data: { i } }], 'any');
      await delay(10);
    }
    await waitForCatchUp(t.db, 'gatherer', { types: ['Gathered'] });

    const { rows } = await sql<{
      event_id: string;
    }>`select event_id from events where event_type = 'Gathered' order by transaction_id, global_position`.execute(t.db);
    expect(batches.flat()).toEqual(rows.map((row) => row.event_id));
    // At least 400 ms of appends in batches 150 ms apart: a handful of batches, several events each.
    expect(batches.length).toBeLessThanOrEqual(10);
    expect(Math.max(...batches.map((b) => b.length))).toBeGreaterThan(3);
  });

  it('notified of events a running transaction still hides, it looks again soon, not after its grown idle wait', async () => {
    const { store, notifications } = await notifyingStore();
    const seen: string[] = [];
    const reactor: Reactor = {
      kind: 'reactor',
      name: 'behind-a-transaction',
      handles: ['Hidden'],
      async react(event) {
        seen.push(event.eventId);
      },
    };
    // A quiet spell grows the idle wait: 5 ms doubling, past 2.5 s after 6 s of nothing.
    const r = runner({ connectionString: t.url, processor: reactor, notifications, minIdleMs: 5, maxIdleMs: 60_000 });
    r.start();
    await waitFor('the reactor to be active', () => r.active);
    await delay(6_000);
    // A transaction that began first hides the next event from readers until it ends.
    const holder = await t.pool.connect();
    cleanups.push(async () => holder.release());
    await holder.query('begin');
    await holder.query('select txid_current()');
    await store.append('hidden-1', [{ type: 'Hidden', data: {} }], 'any');
    await delay(200);
    expect(seen).toEqual([]);
    await holder.query('commit');
    const committed = Date.now();
    await waitFor('the hidden event', () => seen.length === 1, { timeoutMs: 30_000 });
    // Without looking again soon, the runner sleeps its grown wait (over 5 s here) first.
    expect(Date.now() - committed).toBeLessThan(2_500);
  }, 60_000);

  it('a processor with gatherMs works off a backlog in full batches without pausing between them', async () => {
    const store = new EventStore(t.db);
    await appendSeed(store, 60);
    const batches: number[] = [];
    const reactor: Reactor = {
      kind: 'reactor',
      name: 'backlogged',
      handles: ['Seeded'],
      // A pause after every batch would take 5 minutes over this backlog.
      gatherMs: 60_000,
      async reactToBatch(events) {
        batches.push(events.length);
      },
    };
    const r = runner({ connectionString: t.url, processor: reactor, batchSize: 10, minIdleMs: 5, maxIdleMs: 50 });
    r.start();
    await waitForCatchUp(t.db, 'backlogged', { types: ['Seeded'], timeoutMs: 30_000 });
    expect(batches).toEqual([10, 10, 10, 10, 10, 10]);
  });

  it('a reactor gets every event at least once, again after a failed batch, and its checkpoint advances', async () => {
    const store = new EventStore(t.db);
    await appendSeed(store, 100);
    const ids = await allEventIds(t.db);
    const poisoned = ids[37]!;
    const deliveries = new Map<string, number>();
    let failedOnce = false;
    const reactor: Reactor = {
      kind: 'reactor',
      name: 'mailer',
      handles: ['Seeded'],
      async react(event) {
        deliveries.set(event.eventId, (deliveries.get(event.eventId) ?? 0) + 1);
        if (event.eventId === poisoned && !failedOnce) {
          failedOnce = true;
          throw new Error('the mail server is down (once)');
        }
      },
    };
    const r = runner({ connectionString: t.url, processor: reactor, batchSize: 16, minIdleMs: 5, maxIdleMs: 50 });
    r.start();
    const reached = await waitForCatchUp(t.db, 'mailer', { types: ['Seeded'] });

    expect(comparePositions(reached, await logEnd(t.db))).toBe(0);
    expect([...deliveries.keys()].sort()).toEqual([...ids].sort());
    // The failed batch rolled back its checkpoint, so its events came again: at least once.
    expect(deliveries.get(poisoned)).toBeGreaterThanOrEqual(2);
    for (const n of deliveries.values()) expect(n).toBeGreaterThanOrEqual(1);
  });
});
