import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { EventStoreTables } from './database.js';
import { ConcurrencyError } from './errors.js';
import { LOG_START, type AppendResult, type ExpectedVersion, type LogPosition, type NewEvent, type StoredEvent } from './event.types.js';
import { toStoredEvent, type EventRow } from './row-mapping.js';

const CONFLICT_SQLSTATE = 'IS409';
/** append_events refuses an append whose transaction is older than the stream's last one. */
const ORDER_CONFLICT = 'stream appended by a newer transaction';
const UNIQUE_VIOLATION = '23505';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
}

export interface ReadLogOptions {
  after?: LogPosition;
  limit?: number;
  types?: readonly string[];
}

/**
 * Append-only event store over Postgres. `append` is one round trip (a plpgsql function doing
 * the compare-and-set and the inserts); `readLog` returns only events whose transaction is
 * below the oldest running one, so a reader never skips an event that commits late.
 */
export class EventStore {
  private readonly appendedListeners = new Set<() => void>();

  constructor(private readonly db: Kysely<EventStoreTables>) {}

  /** Called after every successful append; used to wake processors in this process. */
  onAppended(listener: () => void): () => void {
    this.appendedListeners.add(listener);
    return () => this.appendedListeners.delete(listener);
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
    executor: Kysely<EventStoreTables> = this.db,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const rowsIn = events.map((e) => ({
      event_id: e.id ?? randomUUID(),
      event_type: e.type,
      schema_version: e.schemaVersion ?? 1,
      data: e.data ?? {},
      metadata: e.metadata ?? {},
    }));
    const payload = JSON.stringify(rowsIn);
    const expected = expectedVersion === 'any' ? -1 : expectedVersion;
    const ids = rowsIn.map((e) => e.event_id);
    const call = () =>
      sql<{ stream_position: number; global_position: number; duplicate: boolean }>`
        select * from append_events(${streamId}, ${expected}::bigint, ${payload}::jsonb)`.execute(executor);
    let rows;
    try {
      rows = (await call()).rows;
    } catch (err) {
      const e = err as PgError;
      const collided = (e.code === UNIQUE_VIOLATION && e.constraint === 'events_event_id_key') || e.code === CONFLICT_SQLSTATE;
      // A retry of events already stored collides on the version or on the event id: it is
      // answered with the stored positions, not an error. (Read outside the caller's
      // transaction, which the error has aborted.)
      const stored = collided ? await this.storedAlready(streamId, ids) : undefined;
      if (stored) {
        rows = stored;
      } else if (e.code === CONFLICT_SQLSTATE && executor === this.db && (err as Error).message.startsWith(ORDER_CONFLICT)) {
        // Outside a caller's transaction the call was its own transaction: a new one gets a
        // newer id, so a plain retry is safe. Inside a caller's transaction the caller retries.
        rows = (await call().catch((again) => this.rethrow(again, streamId, expectedVersion))).rows;
      } else {
        this.rethrow(err, streamId, expectedVersion);
      }
    }
    if (rows.length === 0) throw new Error(`append to ${streamId} returned no rows`);
    for (const listener of this.appendedListeners) listener();
    return {
      version: Number(rows[rows.length - 1]!.stream_position),
      globalPositions: rows.map((r) => Number(r.global_position)),
      duplicate: rows.every((r) => r.duplicate),
    };
  }

  /** The stored positions when every one of `ids` is already in this stream; throws if one is in another. */
  private async storedAlready(streamId: string, ids: string[]) {
    const found = await this.db
      .selectFrom('events')
      .select(['stream_id', 'stream_position', 'global_position'])
      .where('event_id', 'in', ids)
      .orderBy('stream_position')
      .execute();
    if (found.some((r) => r.stream_id !== streamId)) {
      throw new ConcurrencyError(streamId, 'any', -1, 'event id already used in another stream');
    }
    if (found.length !== ids.length) return undefined;
    return found.map((r) => ({ stream_position: Number(r.stream_position), global_position: Number(r.global_position), duplicate: true }));
  }

  private rethrow(err: unknown, streamId: string, expected: ExpectedVersion): never {
    const e = err as PgError;
    if (e.code === CONFLICT_SQLSTATE) {
      const actual = Number((e.detail ?? '').split('|')[2] ?? -1);
      throw new ConcurrencyError(streamId, expected, actual, (err as Error).message === 'wrong expected version' ? undefined : (err as Error).message);
    }
    throw err;
  }

  async readStream(streamId: string, fromPosition = 1): Promise<StoredEvent[]> {
    const rows = await this.db
      .selectFrom('events')
      .selectAll()
      .where('stream_id', '=', streamId)
      .where('stream_position', '>=', fromPosition)
      .orderBy('stream_position')
      .execute();
    return rows.map((r) => toStoredEvent(r as unknown as EventRow));
  }

  async streamVersion(streamId: string): Promise<number> {
    const row = await this.db.selectFrom('streams').select('version').where('stream_id', '=', streamId).executeTakeFirst();
    return row ? Number(row.version) : 0;
  }

  /** The global log in commit-safe order, after `after`, below the oldest running transaction. */
  readLog(options: ReadLogOptions = {}, executor: Kysely<EventStoreTables> = this.db): Promise<StoredEvent[]> {
    return readLog(executor, options);
  }
}

export async function readLog(db: Kysely<EventStoreTables>, options: ReadLogOptions = {}): Promise<StoredEvent[]> {
  const after = options.after ?? LOG_START;
  const limit = options.limit ?? 500;
  const types = options.types && options.types.length > 0 ? options.types : undefined;
  const result = await sql<EventRow>`
    select global_position, transaction_id::text as transaction_id, stream_id, stream_position, event_id,
           event_type, schema_version, data, metadata, created_at
    from events
    where (transaction_id, global_position) > (${after.transactionId}::xid8, ${after.globalPosition}::bigint)
      and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      ${types ? sql`and event_type = any(${types as string[]}::text[])` : sql``}
    -- Qualified: a bare name would mean the text output column above, ordering '10' before '9'
    -- (events lost once the checkpoint passes them) and ruling out the (transaction_id, global_position) index.
    order by events.transaction_id, events.global_position
    limit ${limit}`.execute(db);
  return result.rows.map(toStoredEvent);
}
