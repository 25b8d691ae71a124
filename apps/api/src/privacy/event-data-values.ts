import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';

/**
 * The text values of one top-level data key of one event type on these streams, read from the
 * log: how contexts find what belongs to an erased person outside the log (blob keys, outbox
 * files). Those keys are the product's own, never personal, so redaction leaves them readable.
 */
export async function eventDataValues(db: Kysely<Database>, streamIds: readonly string[], eventType: string, key: string): Promise<string[]> {
  if (streamIds.length === 0) return [];
  const rows = await db
    .selectFrom('events')
    .select(sql<string | null>`data->>${key}`.as('value'))
    .where('stream_id', 'in', [...streamIds])
    .where('event_type', '=', eventType)
    .execute();
  return rows.flatMap((r) => (r.value ? [r.value] : []));
}
