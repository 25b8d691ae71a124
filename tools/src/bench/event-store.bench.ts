import { randomInt, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '@intake/config';
import {
  ConcurrencyError,
  DEFAULT_CONCURRENT_APPENDS,
  EventNotifications,
  EventStore,
  createDb,
  createPool,
  installEventCatalogue,
  replayProjection,
  uninstallEventCatalogue,
  type EventStoreTables,
  type NewEvent,
} from '@intake/event-store';
import { createTestDatabase, TEST_PG_ADMIN_URL } from '@intake/event-store/testing';
import { redactUrl } from '../cli/database-url.js';
import { integerOption, parseBenchArgs, positiveOption } from './bench-options.js';
import type { Benchmark } from './benchmark.types.js';
import { ideasCatalogue } from './ideas-catalogue.js';
import { createIdeasTable, ideasProjection, seedIdeaEvents } from './ideas-projection.js';
import { NO_THROUGHPUT, addThroughput, perSecond, runConcurrently, type Throughput } from './measure.js';
import { fmtDec, fmtInt, table } from './report.js';

const TARGET_APPEND_RATIO = 0.7;
const TARGET_REPLAY_EVENTS_PER_SECOND = 30_000;
/** A stream gets this many appends before its writer opens a new one, as an aggregate would. */
const APPENDS_PER_STREAM = 20;

interface Options {
  events: number;
  seconds: number;
  clients: number;
  rounds: number;
  /** EventStore's group-commit width; 0 measures without group commit (one transaction per append). */
  concurrentAppends: number;
}

function parseOptions(args: string[]): Options {
  const values = parseBenchArgs(args, {
    events: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '9' },
    clients: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    'concurrent-appends': { type: 'string', default: String(DEFAULT_CONCURRENT_APPENDS) },
  });
  return {
    events: integerOption(values, 'events', 1000),
    seconds: positiveOption(values, 'seconds'),
    clients: integerOption(values, 'clients', 1),
    rounds: integerOption(values, 'rounds', 1),
    concurrentAppends: integerOption(values, 'concurrent-appends', 0),
  };
}

/** A payload of the size the product's events carry. */
const payload = (client: number, i: number) => ({ title: `Idea ${client}-${i}`, stage: 'prototype', score: i % 10, tags: ['bench', 'ai'] });

/** (i) The baseline: one single-row INSERT per statement, autocommit, into a table shaped like events. */
async function measureRawInserts(db: Kysely<any>, clients: number, seconds: number): Promise<Throughput> {
  return runConcurrently(clients, seconds, async (client, i) => {
    await sql`insert into bench_raw_events (stream_id, event_id, event_type, data)
              values (${`raw-${client}-${Math.floor(i / APPENDS_PER_STREAM)}`}, ${randomUUID()}, ${'IdeaScored'}, ${JSON.stringify(payload(client, i))}::jsonb)`.execute(
      db,
    );
  });
}

/** (ii) EventStore.append as the app runs it: compare-and-set, 1–3 events, NOTIFY pokes wired. */
async function measureAppends(store: EventStore, clients: number, seconds: number, round: number): Promise<Throughput & { conflicts: number }> {
  const state = Array.from({ length: clients }, () => ({ stream: '', version: 0, appends: 0, serial: 0 }));
  let conflicts = 0;
  const result = await runConcurrently(clients, seconds, async (client, i) => {
    const s = state[client]!;
    if (s.stream === '' || s.appends >= APPENDS_PER_STREAM) {
      s.stream = `idea-r${round}-c${client}-${s.serial++}`;
      s.version = 0;
      s.appends = 0;
    }
    const events: NewEvent[] = Array.from({ length: randomInt(1, 4) }, (_, k) => ({
      type: s.version === 0 && k === 0 ? 'IdeaSubmitted' : 'IdeaScored',
      data: payload(client, i),
      metadata: { actor: 'visitor', correlationId: randomUUID() },
    }));
    try {
      s.version = (await store.append(s.stream, events, s.version)).version;
      s.appends++;
      return events.length;
    } catch (err) {
      if (!(err instanceof ConcurrencyError)) throw err;
      // Cannot happen with one writer per stream; counted so a regression would show.
      conflicts++;
      s.version = err.actualVersion;
      return 0;
    }
  });
  return { ...result, conflicts };
}

/** The cost of the two steps event versions add, alone: a zod check per appended event, an upcaster per old event read. */
function measureInProcess(events = 100_000): { events: number; validateMicros: number; upcastMicros: number } {
  const time = (f: (i: number) => void) => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < events; i++) f(i);
    return Number(process.hrtime.bigint() - started) / 1e3 / events;
  };
  const old = {
    globalPosition: 1,
    transactionId: '1',
    streamId: 'idea-1',
    streamPosition: 2,
    eventId: 'e',
    schemaVersion: 1,
    metadata: {},
    createdAt: new Date(0),
  };
  return {
    events,
    validateMicros: time((i) => ideasCatalogue.validate('IdeaScored', payload(0, i))),
    upcastMicros: time((i) => ideasCatalogue.upcast({ ...old, type: 'IdeaScored', data: { title: `Idea ${i}`, delta: i % 11 } })),
  };
}

/** Replays read below the oldest running transaction of the whole server: wait for the seed to be readable. */
async function waitUntilReadable(db: Kysely<any>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ hidden: boolean }>`
      select exists (select 1 from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) as hidden`.execute(db);
    if (!rows[0]!.hidden) return true;
    if (Date.now() > deadline) return false;
    await delay(100);
  }
}

async function run(args: string[]): Promise<void> {
  const opts = parseOptions(args);
  const adminUrl = loadConfig().databaseUrl ?? TEST_PG_ADMIN_URL;
  const log = (line: string) => process.stdout.write(`${line}\n`);

  const scratch = await createTestDatabase(adminUrl);
  // One pool of `clients` connections for both measured phases, so both get the same concurrency.
  const pool = createPool(scratch.url, opts.clients);
  const db = createDb<EventStoreTables>(pool);
  const notifications = new EventNotifications(scratch.url, pool);
  const cleanup = async () => {
    await notifications.close();
    await db.destroy().catch(() => undefined);
    await scratch.drop();
  };
  const onSigint = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSigint);

  try {
    const { rows: version } = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
    log(`Event store benchmark: PostgreSQL ${version[0]!.v}, scratch database ${redactUrl(scratch.url)} (dropped at the end)`);
    log(`group commit: ${opts.concurrentAppends === 0 ? 'off (one transaction per append)' : `at most ${opts.concurrentAppends} batches in flight`}`);
    log(`${opts.clients} concurrent clients; ${opts.rounds} alternating rounds of raw INSERTs and appends, ${fmtDec(opts.seconds / opts.rounds)} s each`);
    // Client and server share this machine's CPUs; a busy machine makes the figures noisy.
    const loadAtStart = loadavg()[0]!;
    log(`machine: ${cpus().length} CPUs, load average ${fmtDec(loadAtStart)} at start`);
    log('');

    await sql`create table bench_raw_events (
      global_position bigint generated always as identity primary key,
      stream_id text not null,
      event_id uuid not null,
      event_type text not null,
      data jsonb not null,
      created_at timestamptz not null default now())`.execute(db);
    await notifications.start();
    // Width 0: every append its own transaction, as before group commit (for comparison).
    const store = new EventStore(
      db,
      opts.concurrentAppends === 0 ? { concurrentAppends: opts.clients, maxAppendsPerBatch: 1 } : { concurrentAppends: opts.concurrentAppends },
    );
    store.onAppended((types) => notifications.poke(types));
    // Appends as the product makes them: the current version, the data checked with zod.
    installEventCatalogue(ideasCatalogue);
    const checks = measureInProcess();

    // Warm both paths (connections, plans, buffers) before anything is counted.
    await measureRawInserts(db, opts.clients, 0.5);
    await measureAppends(store, opts.clients, 0.5, 0);

    // Alternate the two in rounds so that load from elsewhere on the machine hits both alike.
    let raw = NO_THROUGHPUT;
    let appends = NO_THROUGHPUT;
    let conflicts = 0;
    const roundRatios: number[] = [];
    for (let r = 1; r <= opts.rounds; r++) {
      const rr = await measureRawInserts(db, opts.clients, opts.seconds / opts.rounds);
      const ar = await measureAppends(store, opts.clients, opts.seconds / opts.rounds, r);
      raw = addThroughput(raw, rr);
      appends = addThroughput(appends, ar);
      conflicts += ar.conflicts;
      roundRatios.push(perSecond(ar.operations, ar.seconds) / perSecond(rr.operations, rr.seconds));
      log(`  round ${r}: raw ${fmtInt(perSecond(rr.operations, rr.seconds))}/s, append ${fmtInt(perSecond(ar.operations, ar.seconds))}/s`);
    }
    const rawPerSecond = perSecond(raw.operations, raw.seconds);
    const appendsPerSecond = perSecond(appends.operations, appends.seconds);
    const appendEventsPerSecond = perSecond(appends.units, appends.seconds);
    const ratio = appendsPerSecond / rawPerSecond;

    // (iii) Replay: a log of known content (the append phase's events are cleared first),
    // seeded straight in, then the projection rebuilt from position zero.
    log(`  seeding ${fmtInt(opts.events)} idea events (plus unrelated ones) ...`);
    await sql`truncate events, streams, processor_checkpoints`.execute(db);
    const seeded = await seedIdeaEvents(db, opts.events);
    await sql`vacuum analyze events`.execute(db);
    // Flush the seed's dirty pages now, so the checkpointer does not write them during the replay.
    await sql`checkpoint`.execute(db);
    await createIdeasTable(db);
    if (!(await waitUntilReadable(db, 60_000))) {
      log('  warning: a long transaction elsewhere on the server hides part of the seed; the replay reads what it can');
    }
    // The same replay twice: without event versions (as before issue 29), then with every seeded
    // event (version 1) read through its upcaster to version 2.
    // A first, uncounted replay warms the caches, so that order favours neither.
    uninstallEventCatalogue();
    await replayProjection(db, ideasProjection);
    const plain = await replayProjection(db, ideasProjection);
    installEventCatalogue(ideasCatalogue);
    const replay = await replayProjection(db, ideasProjection);
    const upcastRatio = replay.eventsPerSecond / plain.eventsPerSecond;
    log('');

    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    log(
      table(
        ['measure', 'count', 'seconds', 'per second', 'target'],
        [
          ['raw single-row INSERT (autocommit)', fmtInt(raw.operations), fmtDec(raw.seconds), fmtInt(rawPerSecond), ''],
          ['EventStore.append, 1-3 events (CAS)', fmtInt(appends.operations), fmtDec(appends.seconds), fmtInt(appendsPerSecond), ''],
          ['  events appended', fmtInt(appends.units), '', fmtInt(appendEventsPerSecond), ''],
          ['append / raw ratio', '', '', fmtDec(ratio), `>= ${TARGET_APPEND_RATIO}: ${mark(ratio >= TARGET_APPEND_RATIO)}`],
          [`replay ${plain.projection}, no event versions`, fmtInt(plain.events), fmtDec(plain.seconds), fmtInt(plain.eventsPerSecond), ''],
          [
            `replay ${replay.projection}, every event upcast (log of ${fmtInt(seeded)})`,
            fmtInt(replay.events),
            fmtDec(replay.seconds),
            fmtInt(replay.eventsPerSecond),
            `>= ${fmtInt(TARGET_REPLAY_EVENTS_PER_SECOND)} events/s: ${mark(replay.eventsPerSecond >= TARGET_REPLAY_EVENTS_PER_SECOND)}`,
          ],
          ['  upcast / plain replay ratio', '', '', fmtDec(upcastRatio), ''],
          ['zod check of one append payload (in process)', fmtInt(checks.events), '', `${fmtDec(checks.validateMicros)} µs`, ''],
          ['upcast of one event (in process)', fmtInt(checks.events), '', `${fmtDec(checks.upcastMicros)} µs`, ''],
        ],
      ),
    );
    if (conflicts > 0) log(`(${conflicts} unexpected version conflicts during the append phase)`);
    log('');
    log(
      JSON.stringify({
        bench: 'event-store',
        clients: opts.clients,
        concurrentAppends: opts.concurrentAppends,
        cpus: cpus().length,
        loadAverage: [Number(loadAtStart.toFixed(2)), Number(loadavg()[0]!.toFixed(2))],
        rawInsertsPerSecond: Math.round(rawPerSecond),
        appendsPerSecond: Math.round(appendsPerSecond),
        appendEventsPerSecond: Math.round(appendEventsPerSecond),
        appendRatio: Number(ratio.toFixed(3)),
        roundRatios: roundRatios.map((r) => Number(r.toFixed(3))),
        appendConflicts: conflicts,
        replayEvents: replay.events,
        replayLogEvents: seeded,
        replaySeconds: Number(replay.seconds.toFixed(3)),
        replayEventsPerSecond: Math.round(replay.eventsPerSecond),
        replayPlainEventsPerSecond: Math.round(plain.eventsPerSecond),
        replayUpcastRatio: Number(upcastRatio.toFixed(3)),
        validateMicros: Number(checks.validateMicros.toFixed(3)),
        upcastMicros: Number(checks.upcastMicros.toFixed(3)),
        targets: { appendRatio: TARGET_APPEND_RATIO, replayEventsPerSecond: TARGET_REPLAY_EVENTS_PER_SECOND },
      }),
    );
  } finally {
    process.removeListener('SIGINT', onSigint);
    await cleanup();
  }
}

export const eventStoreBenchmark: Benchmark = {
  name: 'event-store',
  summary: 'appends/s (16 clients, 1-3 events, CAS) vs raw single-row INSERTs/s, and replay events/s',
  options: [
    '--events N    idea events to seed and replay (default 100000, at least 1000)',
    '--seconds S   measured time for each of the two throughput phases, split over the rounds (default 9)',
    '--clients C   concurrent clients (default 16)',
    '--rounds R    alternating raw/append rounds (default 3)',
    `--concurrent-appends W  group-commit width of the event store (default ${DEFAULT_CONCURRENT_APPENDS}, as the app runs it; 0: one transaction per append)`,
    "Database: a scratch database created on DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432), dropped at the end.",
  ].join('\n'),
  run,
};
