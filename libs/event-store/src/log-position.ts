import { sql, type Kysely } from 'kysely';
import { readCheckpoint } from './checkpoints.js';
import { LOG_START, type LogPosition } from './event.types.js';

/**
 * The last committed event in the readers' order (transaction_id, global_position), of the given
 * types if any. Per type, one backward step of events_type_order_idx, so it stays cheap on a long
 * log.
 */
export async function logEnd(db: Kysely<any>, types?: readonly string[]): Promise<LogPosition> {
  const query =
    types && types.length > 0
      ? sql<{ transaction_id: string; global_position: number }>`
          select e.transaction_id::text as transaction_id, e.global_position
          from unnest(${types as string[]}::text[]) as t(event_type)
          cross join lateral (
            select transaction_id, global_position from events where event_type = t.event_type
            order by transaction_id desc, global_position desc limit 1
          ) e
          order by e.transaction_id desc, e.global_position desc limit 1`
      : sql<{ transaction_id: string; global_position: number }>`
          select transaction_id::text as transaction_id, global_position from events
          -- Qualified: a bare name would mean the text output column (a full scan, '9' after '10').
          order by events.transaction_id desc, events.global_position desc limit 1`;
  const { rows } = await query.execute(db);
  const r = rows[0];
  return r ? { transactionId: r.transaction_id, globalPosition: Number(r.global_position) } : LOG_START;
}

/** Orders two log positions the way readers do: by transaction id, then by global position. */
export function comparePositions(a: LogPosition, b: LogPosition): number {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  return Math.sign(a.globalPosition - b.globalPosition);
}

/** Whether a processor's checkpoint has passed `end` (a position taken earlier with logEnd). */
export async function processorReached(db: Kysely<any>, processorName: string, end: LogPosition): Promise<boolean> {
  return comparePositions(await readCheckpoint(db, processorName), end) >= 0;
}
