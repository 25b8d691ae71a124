import { v7 as timeOrderedUuid } from 'uuid';
import { sql, type Kysely } from 'kysely';
import type { EventStoreTables } from './database.js';
import { AppendBatcher } from './append-batcher.js';
import { ConcurrencyError } from './errors.js';
import {
  LOG_START,
  type AppendResult,
  type EventMetadata,
  type ExpectedVersion,
  type LogPosition,
  type NewEvent,
  type StoredEvent,
  type AnyEvent,
  type StoredOf,
} from './event.types.js';
import { toStoredEvent, type EventRow } from './row-mapping.js';
import { eventsOfErasedStreams } from './personal-data/redact-streams.js';
import { installedEventVersions } from './event-versions.js';

const CONFLICT_SQLSTATE = 'IS409';
const UNIQUE_VIOLATION = '23505';

interface PgError {
  code?: string;
  detail?: string;
  constraint?: string;
}

export interface ReadLogOptions<E extends AnyEvent = AnyEvent> {
  after?: LogPosition;
  limit?: number;
  /** Only these types (filtered in SQL): the events read are then members of `E`. */
  types?: readonly E['type'][];
}

export interface EventStoreOptions {
  /**
   * Appends outside a caller's transaction run as group commits: at most this many batches at
   * once, the appends arriving meanwhile leaving together as the next one (default 2: on two
   * cores, 2 measured 0.73–0.79 of raw INSERTs against 0.68–0.70 for 4; npm run bench -- event-store).
   */
  concurrentAppends?: number;
  /** The most appends one batch carries (default 64). */
  maxAppendsPerBatch?: number;
  /**
   * Metadata every appended event gets unless it names the key itself: the api gives the id of
   * the request being served (correlationId), so events can be traced back to their request.
   */
  ambientMetadata?: () => EventMetadata | undefined;
}

interface PreparedAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  rows: { event_id: string; event_type: string; schema_version: number; data: unknown; metadata: unknown }[];
}

interface AppendedRow {
  stream_position: number;
  global_position: number;
  duplicate: boolean;
}

/** A row of append_events_batch (migration 0007). */
type BatchRow =
  | { kind: 'accepted'; idx: number; version: number }
  | { kind: 'conflict'; idx: number; conflict: 'version' | 'order'; version: number }
  | { kind: 'event'; stream_id: string; stream_position: number; global_position: number };

export const DEFAULT_CONCURRENT_APPENDS = 2;
const DEFAULT_MAX_APPENDS_PER_BATCH = 64;

/**
 * Append-only event store over Postgres. `append` is one round trip (a plpgsql function doing
 * the compare-and-set and the inserts), shared by the appends that arrive together; `readLog`
 * returns only events whose transaction is below the oldest running one, so a reader never
 * skips an event that commits late.
 */
export class EventStore {
  private readonly appendedListeners = new Set<(types: readonly string[]) => void>();
  private readonly batcher: AppendBatcher<PreparedAppend, AppendResult>;
  private readonly ambientMetadata: () => EventMetadata | undefined;

  constructor(
    private readonly db: Kysely<EventStoreTables>,
    options: EventStoreOptions = {},
  ) {
    this.ambientMetadata = options.ambientMetadata ?? (() => undefined);
    this.batcher = new AppendBatcher(
      (items) => this.appendBatch(items),
      options.concurrentAppends ?? DEFAULT_CONCURRENT_APPENDS,
      options.maxAppendsPerBatch ?? DEFAULT_MAX_APPENDS_PER_BATCH,
    );
  }

  /** Called with the appended event types (once each) after every successful append; used to wake processors and count appends. */
  onAppended(listener: (types: readonly string[]) => void): () => void {
    this.appendedListeners.add(listener);
    return () => this.appendedListeners.delete(listener);
  }

  /**
   * Appends `events` if the stream is at `expectedVersion` (0: new stream, 'any': no check).
   * With `executor` a caller's transaction, the append is part of it; otherwise it commits on
   * its own, possibly in one transaction with other callers' appends (each keeps its own check).
   */
  async append(
    streamId: string,
    events: readonly NewEvent[],
    expectedVersion: ExpectedVersion,
    executor: Kysely<EventStoreTables> = this.db,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const ambient = this.ambientMetadata();
    const versions = installedEventVersions();
    const prepared: PreparedAppend = {
      streamId,
      expectedVersion,
      rows: events.map((e) => ({
        // Time-ordered (UUIDv7): each new id lands at the right edge of the log's unique index on
        // event_id. A random one landed on a random leaf of it, read in and logged whole after
        // every checkpoint, which at 10M events was most of the append's cost.
        event_id: e.id ?? timeOrderedUuid(),
        event_type: e.type,
        // The type's current version, its data checked against that version's schema (about a
        // microsecond or two per event; reads never parse).
        schema_version: versions ? versions.validate(e.type, e.data ?? {}) : (e.schemaVersion ?? 1),
        data: e.data ?? {},
        metadata: { ...ambient, ...e.metadata },
      })),
    };
    const result = executor === this.db ? await this.batcher.submit(prepared) : await this.appendOne(prepared, executor);
    if (this.appendedListeners.size > 0) {
      const types = [...new Set(events.map((e) => e.type))];
      for (const listener of this.appendedListeners) listener(types);
    }
    return result;
  }

  private async appendBatch(items: PreparedAppend[]): Promise<PromiseSettledResult<AppendResult>[]> {
    if (items.length === 1) return Promise.allSettled([this.appendOne(items[0]!, this.db)]);
    const payload = JSON.stringify(items.map((it) => ({ stream_id: it.streamId, expected: expectedAsNumber(it.expectedVersion), events: it.rows })));
    let rows: BatchRow[];
    try {
      rows = (await sql<BatchRow>`select * from append_events_batch(${payload}::jsonb)`.execute(this.db)).rows;
    } catch {
      // The whole batch was rolled back (most often an event id stored before: a retry). Alone,
      // each append tells a retry from a conflict from a fault, and answers for itself.
      return Promise.allSettled(items.map((it) => this.appendOne(it, this.db)));
    }
    const positions = new Map<string, number>();
    const outcome = new Map<number, BatchRow>();
    for (const row of rows) {
      if (row.kind === 'event') positions.set(`${row.stream_position}|${row.stream_id}`, Number(row.global_position));
      else outcome.set(row.idx, row);
    }
    return Promise.allSettled(
      items.map(async (it, i) => {
        const own = outcome.get(i);
        if (!own || own.kind === 'event') throw new Error(`append batch returned no outcome for ${it.streamId}`);
        if (own.kind === 'conflict') {
          // Only a caller's transaction holding an id before it appends meets an order conflict
          // (0007); should one show here, the append alone answers for itself.
          if (own.conflict === 'order') return this.appendOne(it, this.db);
          const stored = await this.storedAlready(
            it.streamId,
            it.rows.map((r) => r.event_id),
          );
          if (stored) return toAppendResult(it.streamId, stored);
          throw new ConcurrencyError(it.streamId, it.expectedVersion, Number(own.version));
        }
        const last = Number(own.version);
        return toAppendResult(
          it.streamId,
          it.rows.map((_, k) => {
            const streamPosition = last - it.rows.length + 1 + k;
            const globalPosition = positions.get(`${streamPosition}|${it.streamId}`);
            if (globalPosition === undefined) throw new Error(`append batch did not return ${it.streamId}@${streamPosition}`);
            return { stream_position: streamPosition, global_position: globalPosition, duplicate: false };
          }),
        );
      }),
    );
  }

  private async appendOne(it: PreparedAppend, executor: Kysely<EventStoreTables>): Promise<AppendResult> {
    const { streamId, expectedVersion } = it;
    const payload = JSON.stringify(it.rows);
    let rows: AppendedRow[];
    try {
      rows = (
        await sql<AppendedRow>`
          select * from append_events(${streamId}, ${expectedAsNumber(expectedVersion)}::bigint, ${payload}::jsonb)`.execute(executor)
      ).rows;
    } catch (err) {
      const e = err as PgError;
      const collided = (e.code === UNIQUE_VIOLATION && e.constraint === 'events_event_id_key') || e.code === CONFLICT_SQLSTATE;
      // A retry of events already stored collides on the version or on the event id: it is
      // answered with the stored positions, not an error. (Read outside the caller's
      // transaction, which the error has aborted.)
      const stored = collided
        ? await this.storedAlready(
            streamId,
            it.rows.map((r) => r.event_id),
          )
        : undefined;
      if (!stored) this.rethrow(err, streamId, expectedVersion);
      rows = stored;
    }
    return toAppendResult(streamId, rows);
  }

  /** The stored positions when every one of `ids` is already in this stream; throws if one is in another. */
  private async storedAlready(streamId: string, ids: string[]): Promise<AppendedRow[] | undefined> {
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

  /**
   * `E`: the event union of the stream's kind. Only that kind's deciders (and the writers its
   * union names) append to a stream, so its events are members of `E`; this is the one place the
   * log's rows are taken as that union.
   */
  async readStream<E extends AnyEvent = AnyEvent>(streamId: string, fromPosition = 1): Promise<StoredOf<E>[]> {
    const rows = await this.db
      .selectFrom('events')
      .selectAll()
      .where('stream_id', '=', streamId)
      .where('stream_position', '>=', fromPosition)
      .orderBy('stream_position')
      .execute();
    return rows.map((r) => toStoredEvent(r as unknown as EventRow) as StoredOf<E>);
  }

  /** One event by its id (a job names the event it is about), or undefined. `E`: as readStream. */
  async readEvent<E extends AnyEvent = AnyEvent>(eventId: string): Promise<StoredOf<E> | undefined> {
    const row = await this.db.selectFrom('events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
    return row ? (toStoredEvent(row as unknown as EventRow) as StoredOf<E>) : undefined;
  }

  /** The events of several streams in one query, each stream's in order. */
  /** `E`: the union of the streams' kind (see readStream). */
  async readStreams<E extends AnyEvent = AnyEvent>(streamIds: readonly string[]): Promise<StoredOf<E>[]> {
    if (streamIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('events')
      .selectAll()
      .where('stream_id', '=', sql<string>`any(${[...streamIds]}::text[])`)
      .orderBy('stream_id')
      .orderBy('stream_position')
      .execute();
    return rows.map((r) => toStoredEvent(r as unknown as EventRow) as StoredOf<E>);
  }

  /** Of these event ids, the ones in streams an erasure has marked (personal-data/redact-streams.ts). */
  eventsOfErasedStreams(eventIds: readonly string[]): Promise<Set<string>> {
    return eventsOfErasedStreams(this.db, eventIds);
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

/** What readLog returns of each event. */
const COLUMNS = sql.raw(`events.global_position, events.transaction_id::text as transaction_id, events.stream_id, events.stream_position, events.event_id,
           events.event_type, events.schema_version, events.data, events.metadata, events.created_at`);

export async function readLog<E extends AnyEvent = AnyEvent>(db: Kysely<EventStoreTables>, options: ReadLogOptions<E> = {}): Promise<StoredOf<E>[]> {
  const after = options.after ?? LOG_START;
  const limit = options.limit ?? 500;
  // Deduplicated: each type is one run of the merge below, and a repeated one would read its events twice.
  const types = options.types && options.types.length > 0 ? [...new Set(options.types)] : undefined;
  const unread = sql`(events.transaction_id, events.global_position) > (${after.transactionId}::xid8, ${after.globalPosition}::bigint)
      and events.transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;
  // With types, each type is read in its own branch and the branches merged in log order. One
  // filter over the global order walked every event of other types after the position, on every
  // poll of a processor whose types are rare (its checkpoint stays where its last event was). Each
  // branch names its type as a parameter, so the planner weighs that type's own frequency: a rare
  // one is read from events_type_order_idx, a type most events have from the global order.
  const result = types
    ? await sql<EventRow>`
        select ${COLUMNS}
        from (${sql.join(
          types.map(
            (type) => sql`(select * from events where events.event_type = ${type} and ${unread}
              order by events.transaction_id, events.global_position limit ${limit})`,
          ),
          sql` union all `,
        )}) events
        order by events.transaction_id, events.global_position
        limit ${limit}`.execute(db)
    : await sql<EventRow>`
        select ${COLUMNS}
        from events
        where ${unread}
        -- Qualified: a bare name would mean the text output column above, ordering '10' before '9'
        -- (events lost once the checkpoint passes them) and ruling out the (transaction_id, global_position) index.
        order by events.transaction_id, events.global_position
        limit ${limit}`.execute(db);
  return result.rows.map((r) => toStoredEvent(r) as StoredOf<E>);
}

const expectedAsNumber = (expected: ExpectedVersion) => (expected === 'any' ? -1 : expected);

function toAppendResult(streamId: string, rows: AppendedRow[]): AppendResult {
  if (rows.length === 0) throw new Error(`append to ${streamId} returned no rows`);
  return {
    version: Number(rows[rows.length - 1]!.stream_position),
    globalPositions: rows.map((r) => Number(r.global_position)),
    duplicate: rows.every((r) => r.duplicate),
  };
}

/**
 * The events of each stream below a position, each stream's in order: what a projector that keeps
 * its state in memory reads to rebuild an entity it has forgotten, up to the event at hand.
 * Raw SQL on purpose: a replay scopes the projector's executor to its scratch schema, and the log
 * stays where it is.
 */
/** `E`: the union of the streams' kind (see EventStore.readStream). */
export async function readStreamsBelow<E extends AnyEvent = AnyEvent>(
  db: Kysely<any>,
  bounds: readonly { streamId: string; below: number }[],
): Promise<StoredOf<E>[]> {
  if (bounds.length === 0) return [];
  const result = await sql<EventRow>`
    select e.global_position, e.transaction_id::text as transaction_id, e.stream_id, e.stream_position, e.event_id,
           e.event_type, e.schema_version, e.data, e.metadata, e.created_at
    from unnest(${bounds.map((b) => b.streamId)}::text[], ${bounds.map((b) => b.below)}::bigint[]) as b(stream_id, below)
    join events e on e.stream_id = b.stream_id and e.stream_position < b.below
    order by e.stream_id, e.stream_position`.execute(db);
  return result.rows.map((r) => toStoredEvent(r) as StoredOf<E>);
}
