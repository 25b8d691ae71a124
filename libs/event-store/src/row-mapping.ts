import type { StoredEvent } from './event.types.js';
import { upcastEvent } from './event-versions.js';

export interface EventRow {
  global_position: number;
  transaction_id: string;
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  created_at: Date;
}

/** A row of `events` as the event it holds, at its type's current version (event-versions.ts). */
export function toStoredEvent(row: EventRow): StoredEvent {
  return upcastEvent({
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: (row.metadata ?? {}) as StoredEvent['metadata'],
    createdAt: row.created_at,
  });
}
