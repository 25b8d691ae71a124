/** Who caused an event and why; stored beside it, never inside its data. */
export interface EventMetadata {
  correlationId?: string;
  causationId?: string;
  actor?: string;
  ip?: string;
  [key: string]: unknown;
}

export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  /** Give a deterministic id to make the append idempotent across retries. */
  id?: string;
  metadata?: EventMetadata;
  /** Ignored when a catalogue is installed (event-versions.ts): the store writes the type's current version. */
  schemaVersion?: number;
}

export interface StoredEvent<T extends string = string, D = unknown> {
  globalPosition: number;
  transactionId: string;
  streamId: string;
  streamPosition: number;
  eventId: string;
  type: T;
  schemaVersion: number;
  data: D;
  metadata: EventMetadata;
  createdAt: Date;
}

/**
 * Any member of an event union (`Event<'Type', Data>` in @intake/contracts), structurally, so the
 * store needs no dependency on the contracts.
 */
export interface AnyEvent {
  readonly type: string;
  readonly data: unknown;
}

/** The stored form of each member of an event union: `StoredOf<A | B>` = `StoredEvent<A…> | StoredEvent<B…>`. */
export type StoredOf<E extends AnyEvent> = E extends AnyEvent ? StoredEvent<E['type'], E['data']> : never;

/** The form a decider returns for each member of an event union. */
export type NewOf<E extends AnyEvent> = E extends AnyEvent ? NewEvent<E['type'], E['data']> : never;

/** A position in the global log: the pair readers order by. */
export interface LogPosition {
  transactionId: string;
  globalPosition: number;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: 0 };

export type ExpectedVersion = number | 'any';

export interface AppendResult {
  /** The stream's version after the append. */
  version: number;
  globalPositions: number[];
  /** True when every event was already stored (an idempotent retry). */
  duplicate: boolean;
}
