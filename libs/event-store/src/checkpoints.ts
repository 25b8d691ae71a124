import { sql, type Kysely } from 'kysely';
import type { EventStoreTables } from './database.js';
import { LOG_START, type LogPosition } from './event.types.js';

/** Creates a processor's checkpoint row at the start of the log unless it exists. */
export async function ensureCheckpoint(db: Kysely<EventStoreTables>, name: string): Promise<void> {
  await db
    .insertInto('processor_checkpoints')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** Reads a processor's checkpoint and locks its row until the transaction ends. */
export async function lockCheckpoint(db: Kysely<EventStoreTables>, name: string): Promise<LogPosition> {
  await ensureCheckpoint(db, name);
  const row = await sql<{ transaction_id: string; global_position: number }>`
    select transaction_id::text as transaction_id, global_position from processor_checkpoints
    where name = ${name} for update`.execute(db);
  return checkpointFromRow(row.rows[0]);
}

export async function saveCheckpoint(db: Kysely<EventStoreTables>, name: string, position: LogPosition): Promise<void> {
  await sql`update processor_checkpoints
    set transaction_id = ${position.transactionId}::xid8, global_position = ${position.globalPosition}, updated_at = now()
    where name = ${name}`.execute(db);
}

export async function readCheckpoint(db: Kysely<EventStoreTables>, name: string): Promise<LogPosition> {
  const row = await sql<{ transaction_id: string; global_position: number }>`
    select transaction_id::text as transaction_id, global_position from processor_checkpoints where name = ${name}`.execute(db);
  return checkpointFromRow(row.rows[0]);
}

export function positionOf(e: { transactionId: string; globalPosition: number }): LogPosition {
  return { transactionId: e.transactionId, globalPosition: e.globalPosition };
}

export const samePosition = (a: LogPosition, b: LogPosition) => a.transactionId === b.transactionId && a.globalPosition === b.globalPosition;

/**
 * The two ends of a live batch as single round trips on the processor's own session (simple
 * query protocol, several statements): BEGIN with the checkpoint row locked, then the new
 * checkpoint with COMMIT. Values go in as literals, so they are checked first.
 */
export function beginWithCheckpointLockSql(name: string, quote: (literal: string) => string): string {
  return `begin; select transaction_id::text as transaction_id, global_position from processor_checkpoints where name = ${quote(name)} for update`;
}

export function saveCheckpointAndCommitSql(name: string, position: LogPosition, quote: (literal: string) => string): string {
  if (!/^\d+$/.test(position.transactionId) || !Number.isSafeInteger(position.globalPosition)) {
    throw new Error(`not a log position: ${JSON.stringify(position)}`);
  }
  return `update processor_checkpoints set transaction_id = '${position.transactionId}'::xid8, global_position = ${position.globalPosition}, updated_at = now() where name = ${quote(name)}; commit`;
}

export function checkpointFromRow(r: { transaction_id: string; global_position: number | string } | undefined): LogPosition {
  return r ? { transactionId: r.transaction_id, globalPosition: Number(r.global_position) } : LOG_START;
}
