import type { Kysely } from 'kysely';
import type { AnyEvent, StoredOf } from './event.types.js';

/**
 * A projector keeps read-model tables. Its writes and its checkpoint commit in one
 * transaction, so each event is applied exactly once. Replays run projectors only.
 */
export interface Projector<DB = any, E extends AnyEvent = AnyEvent> extends ProcessorTiming {
  kind: 'projector';
  name: string;
  /**
   * Event types it reads; the log is filtered in SQL, which is what makes the events `apply`
   * receives members of `E`. Empty = every type (then `E` must be AnyEvent).
   */
  handles: readonly E['type'][];
  /** Read-model tables it owns; replay rebuilds exactly these. */
  tables: readonly string[];
  /**
   * `db` is the batch transaction, scoped to the schema being written (live or rebuild).
   * `memory`, given by a live runner, is the projector's to keep between batches (see
   * ProjectorMemory).
   */
  apply(events: readonly StoredOf<E>[], db: Kysely<DB>, memory?: ProjectorMemory): Promise<void>;
  /**
   * The applier a replay uses. A replay starts from empty tables that nothing else reads or
   * writes before the swap, so the applier may keep rows in memory and write them late; the
   * replay calls `flush` before the swap. Default: `apply`, nothing to flush.
   */
  forRebuild?(options?: { memoryRows?: number }): RebuildApplier<DB, E>;
}

/**
 * What a live projector may remember between batches, such as the rows it wrote, so a batch need
 * not read them back. The runner owns it and empties it whenever it cannot vouch that it matches
 * the tables: at the start of each session, after a batch that failed (its writes were rolled
 * back), and when the checkpoint moved under the runner (a replay swapped the tables in).
 */
export type ProjectorMemory = Map<string, unknown>;

/** How eagerly a processor follows the log. */
export interface ProcessorTiming {
  /**
   * After a batch, wait this long before reading the next one, so that under load the events
   * arriving meanwhile leave together (the first event after a quiet spell is read at once).
   * For work whose cost is mostly per batch, such as one queue job per batch. Default 0.
   */
  gatherMs?: number;
}

/**
 * A reactor causes effects (enqueues jobs, ...). It runs at least once per event, so every
 * effect must be idempotent — jobs carry an id derived from the event ids.
 * It takes events one by one (`react`) or a batch at a time (`reactToBatch`).
 */
export type Reactor<E extends AnyEvent = AnyEvent> = ReactorBase<E> &
  ({ react(event: StoredOf<E>): Promise<void> } | { reactToBatch(events: readonly StoredOf<E>[]): Promise<void> });

interface ReactorBase<E extends AnyEvent> extends ProcessorTiming {
  kind: 'reactor';
  name: string;
  /** As Projector.handles: the SQL filter that makes the events members of `E`. */
  handles: readonly E['type'][];
}

export interface RebuildApplier<DB = any, E extends AnyEvent = AnyEvent> {
  apply(events: readonly StoredOf<E>[], db: Kysely<DB>): Promise<void>;
  /** Writes whatever `apply` kept back. */
  flush(db: Kysely<DB>): Promise<void>;
}

export type Processor = Projector | Reactor;

/**
 * A processor's `handles`, checked against its event union at compile time: every type of `E`
 * but those named in `Ignored`, each a member of `E`. A type added to the union and not listed
 * fails to compile ("An argument for 'missing' was not provided", naming the type):
 *
 *   handles: handlesOf<WorkWithUsEvent | EmailEvent>()([WorkWithUsEvents.Submitted, ...]),
 */
export const handlesOf =
  <E extends AnyEvent, Ignored extends E['type'] = never>() =>
  <const L extends readonly Exclude<E['type'], Ignored>[]>(
    types: L,
    ..._missing: [Exclude<E['type'], Ignored | L[number]>] extends [never] ? [] : [missing: Exclude<E['type'], Ignored | L[number]>]
  ): readonly E['type'][] =>
    types;
