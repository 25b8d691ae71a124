import { sql, type Kysely } from 'kysely';

/** One row per running worker process (migration 0040). */
export type WorkerHeartbeatsTable = {
  worker_id: string;
  version: string;
  started_at: Date;
  seen_at: Date;
};

export type WorkerHeartbeatTables = {
  worker_heartbeats: WorkerHeartbeatsTable;
};

/** How often a worker writes its row. */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** A worker not heard of for this long counts as gone (three missed beats and some slack). */
export const HEARTBEAT_STALE_MS = 20_000;
const FORGET_AFTER = '1 day';

export async function writeHeartbeat(db: Kysely<WorkerHeartbeatTables>, beat: { workerId: string; version: string; startedAt: Date }): Promise<void> {
  await db
    .insertInto('worker_heartbeats')
    .values({ worker_id: beat.workerId, version: beat.version, started_at: beat.startedAt, seen_at: sql<Date>`now()` })
    .onConflict((oc) => oc.column('worker_id').doUpdateSet({ seen_at: sql<Date>`now()`, version: beat.version }))
    .execute();
  await db.deleteFrom('worker_heartbeats').where('seen_at', '<', sql<Date>`now() - ${FORGET_AFTER}::interval`).execute();
}

export async function removeHeartbeat(db: Kysely<WorkerHeartbeatTables>, workerId: string): Promise<void> {
  await db.deleteFrom('worker_heartbeats').where('worker_id', '=', workerId).execute();
}

/** The workers heard of within HEARTBEAT_STALE_MS, with how long ago (by the database's clock). */
export async function liveWorkers(db: Kysely<WorkerHeartbeatTables>): Promise<{ workerId: string; version: string; ageMs: number }[]> {
  const rows = await db
    .selectFrom('worker_heartbeats')
    .select(['worker_id', 'version', sql<number>`(extract(epoch from now() - seen_at) * 1000)::float8`.as('age_ms')])
    .where('seen_at', '>', sql<Date>`now() - ${`${HEARTBEAT_STALE_MS} milliseconds`}::interval`)
    .orderBy('seen_at', 'desc')
    .execute();
  return rows.map((r) => ({ workerId: r.worker_id, version: r.version, ageMs: Math.round(Number(r.age_ms)) }));
}
