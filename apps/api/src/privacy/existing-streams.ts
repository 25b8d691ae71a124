import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';

/** Of these stream ids, those the log holds (an id the admin typed may name nothing). */
export async function existingStreams(db: Kysely<Database>, streamIds: readonly string[]): Promise<string[]> {
  if (streamIds.length === 0) return [];
  const rows = await db
    .selectFrom('streams')
    .select('stream_id')
    .where('stream_id', 'in', [...streamIds])
    .execute();
  return rows.map((r) => r.stream_id);
}
