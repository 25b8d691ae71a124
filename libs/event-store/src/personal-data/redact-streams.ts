import { sql, type Kysely } from 'kysely';
import { toStoredEvent, type EventRow } from '../row-mapping.js';
import type { StoredEvent } from '../event.types.js';
import { redactEvent, STREAM_ERASED, type PersonalFields } from './redact.js';

/**
 * Overwrites the personal fields of every event of `streamIds` in the log (in the caller's
 * transaction when `db` is one). The one sanctioned change to stored events: positions, ids,
 * types and the rest of each event stay as they were. Returns how many events changed.
 */
export async function redactStreams(db: Kysely<any>, streamIds: readonly string[], fields: PersonalFields): Promise<number> {
  if (streamIds.length === 0) return 0;
  const rows = (
    await sql<{ event_id: string; event_type: string; data: unknown; metadata: unknown }>`
      select event_id::text as event_id, event_type, data, metadata from events
      where stream_id = any(${[...streamIds]}::text[])
      for update`.execute(db)
  ).rows;
  const changes = rows.flatMap((r) => {
    const redacted = redactEvent({ type: r.event_type, data: r.data, metadata: r.metadata }, fields);
    return redacted ? [{ id: r.event_id, data: redacted.data, metadata: redacted.metadata }] : [];
  });
  if (changes.length > 0) {
    await sql`
      update events e set data = c.data, metadata = c.metadata
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as c(id uuid, data jsonb, metadata jsonb)
      where e.event_id = c.id`.execute(db);
  }
  return changes.length;
}

/**
 * The events of `streamIds` that precede the log position `before` (of types `types`, all when
 * empty), in log order: what a projector re-applies after forgetting those streams' rows.
 * Raw SQL, like readStreamsBelow: a replay's executor is scoped to its scratch schema.
 */
export async function readStreamsBefore(db: Kysely<any>, streamIds: readonly string[], before: number, types: readonly string[] = []): Promise<StoredEvent[]> {
  if (streamIds.length === 0) return [];
  const result = await sql<EventRow>`
    select global_position, transaction_id::text as transaction_id, stream_id, stream_position, event_id,
           event_type, schema_version, data, metadata, created_at
    from events
    where stream_id = any(${[...streamIds]}::text[]) and global_position < ${before}
      ${types.length > 0 ? sql`and event_type = any(${[...types]}::text[])` : sql``}
    order by events.transaction_id, events.global_position`.execute(db);
  return result.rows.map(toStoredEvent);
}

/** Each existing stream of `streamIds` with its version (the `streams` table the appends keep), in the caller's transaction. */
export async function streamVersions(db: Kysely<any>, streamIds: readonly string[]): Promise<Map<string, number>> {
  if (streamIds.length === 0) return new Map();
  const rows = (
    await sql<{ stream_id: string; version: string }>`
      select stream_id, version::text as version from streams where stream_id = any(${[...streamIds]}::text[])`.execute(db)
  ).rows;
  return new Map(rows.map((r) => [r.stream_id, Number(r.version)]));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Of these event ids, the ones whose stream an erasure has marked: work that an event asked for
 * (an email to send) and that has not happened yet must not happen for an erased person.
 */
export async function eventsOfErasedStreams(db: Kysely<any>, eventIds: readonly string[]): Promise<Set<string>> {
  const ids = eventIds.filter((id) => UUID.test(id));
  if (ids.length === 0) return new Set();
  const rows = (
    await sql<{ event_id: string }>`
      select r.event_id::text as event_id from events r
      where r.event_id = any(${ids}::uuid[])
        and exists (select 1 from events m where m.stream_id = r.stream_id and m.event_type = ${STREAM_ERASED})`.execute(db)
  ).rows;
  return new Set(rows.map((r) => r.event_id));
}
