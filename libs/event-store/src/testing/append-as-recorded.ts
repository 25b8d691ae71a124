import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/** An event as an older release wrote it: its data in that version's shape. */
export interface RecordedEvent {
  type: string;
  data: unknown;
  schemaVersion: number;
  id?: string;
}

/**
 * Appends events exactly as given, version and data, past the installed catalogue's version and
 * check (append_events itself, expected version 'any'): the log as an older release left it, for
 * tests of the upcasters.
 */
export async function appendAsRecorded(db: Kysely<any>, streamId: string, events: readonly RecordedEvent[]): Promise<void> {
  const rows = events.map((e) => ({ event_id: e.id ?? randomUUID(), event_type: e.type, schema_version: e.schemaVersion, data: e.data, metadata: {} }));
  await sql`select * from append_events(${streamId}, -1::bigint, ${JSON.stringify(rows)}::jsonb)`.execute(db);
}
