import { sql, type Kysely } from 'kysely';
import type { EventStoreTables } from './database.js';
import { readCheckpoint } from './checkpoints.js';

/** Counting stops here: past it a processor is simply "far behind", and the count stays cheap. */
export const LAG_COUNT_CAP = 10_000;

export interface ProcessorLag {
  name: string;
  /** Events of the types it handles that are committed past its checkpoint (at most LAG_COUNT_CAP). */
  events: number;
}

/**
 * How far each processor is behind the head of the log: the events it would still read. Counted
 * in the order readers use, (transaction_id, global_position), below the visibility horizon.
 */
export async function processorLag(db: Kysely<EventStoreTables>, processors: readonly { name: string; handles: readonly string[] }[]): Promise<ProcessorLag[]> {
  return Promise.all(
    processors.map(async (p) => {
      const at = await readCheckpoint(db, p.name);
      const types = p.handles.length > 0 ? p.handles : undefined;
      const row = await sql<{ n: number }>`
        select count(*)::int as n from (
          select 1 from events
          where (transaction_id, global_position) > (${at.transactionId}::xid8, ${at.globalPosition}::bigint)
            and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
            ${types ? sql`and event_type = any(${types as string[]}::text[])` : sql``}
          limit ${LAG_COUNT_CAP}
        ) behind`.execute(db);
      return { name: p.name, events: Number(row.rows[0]?.n ?? 0) };
    }),
  );
}
