import { sql, type Kysely } from 'kysely';
import { readCheckpoint } from '../checkpoints.js';
import { LOG_START, type LogPosition } from '../event.types.js';
import { waitFor, type WaitForOptions } from './wait-for.js';

/** The last committed event in the readers' order (transaction_id, global_position). */
export async function logEnd(db: Kysely<any>, types?: readonly string[]): Promise<LogPosition> {
  const filter = types && types.length > 0 ? sql`where event_type = any(${types as string[]}::text[])` : sql``;
  const { rows } = await sql<{ transaction_id: string; global_position: number }>`
    select transaction_id::text as transaction_id, global_position from events ${filter}
    order by transaction_id desc, global_position desc limit 1`.execute(db);
  const r = rows[0];
  return r ? { transactionId: r.transaction_id, globalPosition: Number(r.global_position) } : LOG_START;
}

/** Orders two log positions the way readers do: by transaction id, then by global position. */
export function comparePositions(a: LogPosition, b: LogPosition): number {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  return Math.sign(a.globalPosition - b.globalPosition);
}

/**
 * Waits until a processor's checkpoint reaches the end of the log. Only meaningful once the
 * writers have finished: with appends still running the end keeps moving.
 */
export async function waitForCatchUp(
  db: Kysely<any>,
  processorName: string,
  opts: WaitForOptions & { types?: readonly string[] } = {},
): Promise<LogPosition> {
  const end = await logEnd(db, opts.types);
  return waitFor(
    `processor ${processorName} to reach ${end.transactionId}/${end.globalPosition}`,
    async () => {
      const at = await readCheckpoint(db, processorName);
      return comparePositions(at, end) >= 0 ? at : undefined;
    },
    opts,
  );
}
