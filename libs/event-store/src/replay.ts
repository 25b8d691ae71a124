import { sql, type Kysely } from 'kysely';
import { lockCheckpoint, positionOf, saveCheckpoint } from './checkpoints.js';
import type { EventStoreTables } from './database.js';
import { readLog } from './event-store.js';
import { LOG_START, type LogPosition } from './event.types.js';
import type { Projector } from './processor.types.js';

export interface ReplayResult {
  projection: string;
  events: number;
  seconds: number;
  eventsPerSecond: number;
}

const ident = (s: string) => sql.id(s);

/** How long a replay waits for the transactions running when it began to end (see below). */
const HORIZON_WAIT_MS = 60_000;

/**
 * Readers see the log only below the oldest transaction still running on the server (readLog). A
 * replay started right after a load (a restore, a test) would otherwise stop early while some
 * unrelated transaction, begun before the load committed, is still open: it would swap in tables
 * that lack what the load wrote. So the replay first waits until every transaction that was
 * running when it began has ended; everything committed before then is then visible to it.
 */
async function waitForHorizon(db: Kysely<EventStoreTables>, timeoutMs: number): Promise<void> {
  const { rows } = await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(db);
  const startedBelow = rows[0]!.xmax;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows: now } = await sql<{ passed: boolean }>`select pg_snapshot_xmin(pg_current_snapshot()) >= ${startedBelow}::xid8 as passed`.execute(db);
    if (now[0]!.passed || Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Rebuilds a projection from position zero into fresh tables in a scratch schema, then, in one
 * transaction that holds the live processor's checkpoint row (so the live processor waits),
 * catches up to the end of the log and swaps the new tables in.
 */
export async function replayProjection(db: Kysely<EventStoreTables>, projector: Projector, opts: { batchSize?: number } = {}): Promise<ReplayResult> {
  const batchSize = opts.batchSize ?? 5000;
  const suffix = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const rebuild = `replay_${suffix}`;
  const retired = `retired_${suffix}`;
  const started = process.hrtime.bigint();
  let count = 0;
  // Past the deadline the replay goes on: the live processor, which continues from the replay's
  // checkpoint, projects whatever was still hidden.
  await waitForHorizon(db, HORIZON_WAIT_MS);

  await sql`create schema ${ident(rebuild)}`.execute(db);
  try {
    for (const table of projector.tables) {
      await sql`create table ${ident(rebuild)}.${ident(table)} (like public.${ident(table)} including all)`.execute(db);
    }
    const target = db.withSchema(rebuild);
    const applier = projector.forRebuild?.() ?? { apply: projector.apply.bind(projector), flush: async () => undefined };
    const step = async (exec: Kysely<EventStoreTables>, after: LogPosition) => {
      const events = await readLog(exec, { after, limit: batchSize, types: projector.handles });
      if (events.length === 0) return undefined;
      await applier.apply(events, exec.withSchema(rebuild));
      count += events.length;
      return positionOf(events[events.length - 1]!);
    };

    let position: LogPosition = LOG_START;
    for (;;) {
      const next = await target.transaction().execute((trx) => step(trx as unknown as Kysely<EventStoreTables>, position));
      if (!next) break;
      position = next;
    }

    // Written before the swap transaction, which then only writes what the catch-up adds.
    await applier.flush(target as unknown as Kysely<EventStoreTables>);

    await db.transaction().execute(async (trx) => {
      await lockCheckpoint(trx, projector.name);
      for (;;) {
        const next = await step(trx, position);
        if (!next) break;
        position = next;
      }
      await applier.flush(trx.withSchema(rebuild));
      await sql`create schema ${ident(retired)}`.execute(trx);
      for (const table of projector.tables) {
        await sql`alter table public.${ident(table)} set schema ${ident(retired)}`.execute(trx);
        await sql`alter table ${ident(rebuild)}.${ident(table)} set schema public`.execute(trx);
      }
      await sql`drop schema ${ident(retired)} cascade`.execute(trx);
      await saveCheckpoint(trx, projector.name, position);
    });
  } finally {
    await sql`drop schema if exists ${ident(rebuild)} cascade`.execute(db);
  }

  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { projection: projector.name, events: count, seconds, eventsPerSecond: count / Math.max(seconds, 1e-9) };
}
