import { sql, type Kysely } from 'kysely';
import type { AnyEvent, StoredOf } from './event.types.js';
import type { Projector, ProjectorMemory } from './processor.types.js';
import { withErasure } from './personal-data/with-erasure.js';
import { rememberRecent } from './projector-memory.js';
import { upsertRows } from './upsert-rows.js';

/** `E`: the union of the events the projection handles (`handles` lists their types). */
export interface RowProjectionDefinition<Row extends Record<string, unknown>, E extends AnyEvent = AnyEvent> {
  name: string;
  table: string;
  keyColumn: keyof Row & string;
  /** jsonb columns: a null or missing value there is stored as JSON null rather than SQL NULL. */
  jsonColumns?: readonly (keyof Row & string)[];
  handles: readonly E['type'][];
  /** Which row an event touches; null = none. */
  key(event: StoredOf<E>): string | null;
  /** Pure: the row after the event. null deletes it. */
  evolve(row: Row | null, event: StoredOf<E>): Row | null;
  /**
   * True when no row can exist for the event's key before it (the first event of the stream
   * that the key names): the live projector then does not look the row up.
   */
  startsRow?(event: StoredOf<E>): boolean;
  /**
   * Personal-data erasure: the rows that erased streams' events wrote, as the values they hold in
   * `column` (the key column or another, e.g. the owner id a stream id names). Given, the
   * projection follows `PersonalDataErased` (withErasure): it deletes those rows, drops them from
   * the live memory, and applies the erased streams' redacted events again. Only for rows built
   * from those streams' events alone; a row that other streams' events also shape needs its own
   * `forget`.
   */
  erasure?: { column: keyof Row & string; values(streamIds: readonly string[]): string[] };
}

/**
 * A rebuild's memory. `rows` holds what it has evolved; `dirty` the keys not yet written;
 * `complete` is true while `rows` holds every row of the (initially empty) table.
 */
interface RowMemory<Row> {
  rows: Map<string, Row | null>;
  dirty: Set<string>;
  complete: boolean;
}

/** The ids that stream ids of the form `<prefix><id>` name (the others are left out): for `erasure.values`. */
export const idsFromStreamIds = (streamIds: readonly string[], prefix: string): string[] =>
  streamIds.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));

/** Rows a rebuild keeps in memory before it writes them out and forgets them. */
const REBUILD_MEMORY_ROWS = 20_000;
/** Rows per upsert when a rebuild writes what it kept. */
const FLUSH_CHUNK_ROWS = 2_000;
/** Rows the live projector remembers between batches (the most recently written). */
export const LIVE_MEMORY_ROWS = 5_000;

/**
 * A projector for the common "one row per entity" read model, batched: one select of the rows
 * the batch touches, `evolve` in memory, then one upsert and one delete, whatever the batch's
 * size (upsertRows). A rebuild (`forRebuild`) keeps rows in memory and writes each once.
 */
export function defineRowProjection<Row extends Record<string, unknown>, E extends AnyEvent = AnyEvent>(
  def: RowProjectionDefinition<Row, E>,
): Projector<any, E> & { evolve: RowProjectionDefinition<Row, E>['evolve'] } {
  const json = new Set<string>(def.jsonColumns ?? []);

  /** The rows as they stand now: one upsert, one delete. */
  async function write(db: Kysely<any>, rows: Iterable<[string, Row | null]>): Promise<void> {
    const upserts: Row[] = [];
    const deletes: string[] = [];
    for (const [k, row] of rows) {
      if (row === null) deletes.push(k);
      else upserts.push(row);
    }
    await upsertRows(db, def.table, def.keyColumn, upserts, json);
    if (deletes.length > 0) {
      await db
        .deleteFrom(def.table)
        .where(sql<boolean>`${sql.ref(def.keyColumn)} = any(${deletes})`)
        .execute();
    }
  }

  /**
   * The rows the events touch, from memory where it knows them, else from the table. `absent`:
   * keys known to have no row yet.
   */
  async function load(
    db: Kysely<any>,
    keys: Set<string>,
    memory?: Pick<RowMemory<Row>, 'rows' | 'complete'>,
    absent?: Set<string>,
  ): Promise<Map<string, Row | null>> {
    const rows = new Map<string, Row | null>();
    const unknown: string[] = [];
    for (const k of keys) {
      if (memory?.rows.has(k)) rows.set(k, memory.rows.get(k)!);
      else if (absent?.has(k)) rows.set(k, null);
      else if (!memory?.complete) unknown.push(k);
    }
    if (unknown.length > 0) {
      const existing = await db
        .selectFrom(def.table)
        .selectAll()
        .where(sql<boolean>`${sql.ref(def.keyColumn)} = any(${unknown})`)
        .execute();
      for (const r of existing) rows.set(String((r as Row)[def.keyColumn]), r as Row);
    }
    return rows;
  }

  function evolveAll(events: readonly StoredOf<E>[], rows: Map<string, Row | null>): void {
    for (const e of events) {
      const k = def.key(e);
      if (k !== null) rows.set(k, def.evolve(rows.get(k) ?? null, e));
    }
  }

  /** The keys the events touch, and those whose first event here starts the row. */
  function keysOf(events: readonly StoredOf<E>[]): { keys: Set<string>; started: Set<string> } {
    const keys = new Set<string>();
    const started = new Set<string>();
    for (const e of events) {
      const k = def.key(e);
      if (k === null || keys.has(k)) continue;
      keys.add(k);
      if (def.startsRow?.(e)) started.add(k);
    }
    return { keys, started };
  }

  async function flush(db: Kysely<any>, memory: RowMemory<Row>): Promise<void> {
    const dirty = [...memory.dirty].map((k) => [k, memory.rows.get(k) ?? null] as [string, Row | null]);
    for (let i = 0; i < dirty.length; i += FLUSH_CHUNK_ROWS) await write(db, dirty.slice(i, i + FLUSH_CHUNK_ROWS));
    memory.dirty.clear();
  }

  const projector: Projector<any, E> & { evolve: RowProjectionDefinition<Row, E>['evolve'] } = {
    kind: 'projector',
    name: def.name,
    handles: def.handles,
    tables: [def.table],
    evolve: def.evolve,
    async apply(events, db: Kysely<any>, memory?: ProjectorMemory) {
      const { keys, started } = keysOf(events);
      if (keys.size === 0) return;
      // The runner's memory holds rows as this projector last wrote them (see ProjectorMemory).
      const remembered = memory as Map<string, Row | null> | undefined;
      const rows = await load(db, keys, remembered && { rows: remembered, complete: false }, started);
      evolveAll(events, rows);
      await write(db, rows);
      if (remembered) rememberRecent(remembered, rows, LIVE_MEMORY_ROWS);
    },
    forRebuild({ memoryRows = REBUILD_MEMORY_ROWS } = {}) {
      // The rebuild's table starts empty and nothing else writes it before the swap: rows live
      // in memory and are written once, when memory is full and at the end (flush), instead of
      // once per batch they appear in. Remembered as evolve returned them; read back,
      // timestamps would be Dates where these may hold ISO strings, which evolve must not (and
      // does not) depend on; the upsert stores both alike.
      const memory: RowMemory<Row> = { rows: new Map(), dirty: new Set(), complete: true };
      return {
        async apply(events, db: Kysely<any>) {
          const { keys, started } = keysOf(events);
          if (keys.size === 0) return;
          const rows = await load(db, keys, memory, started);
          evolveAll(events, rows);
          for (const [k, row] of rows) {
            memory.rows.set(k, row);
            memory.dirty.add(k);
          }
          if (memory.rows.size > memoryRows) {
            await flush(db, memory);
            memory.rows.clear();
            memory.complete = false;
          }
        },
        flush: (db: Kysely<any>) => flush(db, memory),
      };
    },
  };
  if (!def.erasure) return projector;
  const { column, values: rowsOf } = def.erasure;

  /** Deletes the erased streams' rows and what the live memory holds of them (query builder: a replay scopes `db`). */
  async function forget(db: Kysely<any>, streamIds: readonly string[], memory?: ProjectorMemory): Promise<void> {
    const values = rowsOf(streamIds);
    if (values.length === 0) return;
    const keys =
      column === def.keyColumn
        ? values
        : (
            await db
              .selectFrom(def.table)
              .select(sql.ref(def.keyColumn).as('key'))
              .where(sql<boolean>`${sql.ref(column)} = any(${values})`)
              .execute()
          ).map((r) => String((r as { key: unknown }).key));
    if (keys.length === 0) return;
    await db
      .deleteFrom(def.table)
      .where(sql<boolean>`${sql.ref(def.keyColumn)} = any(${keys})`)
      .execute();
    for (const k of keys) memory?.delete(k);
  }
  return { ...withErasure(projector, forget), evolve: def.evolve };
}
