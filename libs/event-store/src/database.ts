import { Kysely, PostgresDialect, type Generated, type ColumnType } from 'kysely';
import pg from 'pg';

/** Tables owned by the event store. Read models add their own through `Kysely<EventStoreTables & X>`. */
export interface EventsTable {
  global_position: Generated<number>;
  transaction_id: Generated<string>;
  stream_id: string;
  stream_position: number;
  event_id: string;
  event_type: string;
  schema_version: Generated<number>;
  data: unknown;
  metadata: Generated<unknown>;
  created_at: ColumnType<Date, never, never>;
}

export interface StreamsTable {
  stream_id: string;
  version: number;
}

export interface ProcessorCheckpointsTable {
  name: string;
  transaction_id: Generated<string>;
  global_position: Generated<number>;
  updated_at: Generated<Date>;
}

export interface EventStoreTables {
  events: EventsTable;
  streams: StreamsTable;
  processor_checkpoints: ProcessorCheckpointsTable;
}

/** int8 as number (positions stay far below 2^53); xid8 and numeric stay strings. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, types, application_name: 'innovation-intake' });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // pg-pool takes its idle listener off a client it lends out: a connection lost between two
  // queries of a checked-out client (a transaction awaiting other work) would emit an unheard
  // 'error' and end the process. The next query on it fails instead, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function createClient(connectionString: string): pg.Client {
  return new pg.Client({ connectionString, types, application_name: 'innovation-intake' });
}

export function createDb<DB = EventStoreTables>(pool: pg.Pool): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A Kysely instance over one dedicated connection. Processors use it so that their advisory
 * lock and their batch transactions live on the same session: if the session dies, the lock
 * and the half-done batch go with it.
 */
export function createSingleConnectionDb<DB>(client: pg.Client): Kysely<DB> {
  const pool = {
    connect: async () => ({ query: client.query.bind(client), release: () => undefined }),
    end: async () => undefined,
  };
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
}
