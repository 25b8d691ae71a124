import { sql, type Kysely } from 'kysely';
import type { StoredEvent } from './event.types.js';
import type { Projector } from './processor.types.js';

export interface RowProjectionDefinition<Row extends Record<string, unknown>> {
  name: string;
  table: string;
  keyColumn: keyof Row & string;
  /** jsonb columns: a null or missing value there is stored as JSON null rather than SQL NULL. */
  jsonColumns?: readonly (keyof Row & string)[];
  handles: readonly string[];
  /** Which row an event touches; null = none. */
  key(event: StoredEvent): string | null;
  /** Pure: the row after the event. null deletes it. */
  evolve(row: Row | null, event: StoredEvent): Row | null;
}

/**
 * A projector for the common "one row per entity" read model, batched: one select of the rows
 * the batch touches, `evolve` in memory, then one upsert and one delete. Replays stay fast
 * because a batch costs three statements whatever its size. The upsert sends the rows as one
 * jsonb document expanded by jsonb_populate_recordset (Postgres converts each field to its
 * column's type): a VALUES list would carry rows × columns bind parameters, and parsing and
 * planning those made the upsert most of a replay's time. Rows should carry every column they
 * set; a key absent from a row stores NULL.
 */
export function defineRowProjection<Row extends Record<string, unknown>>(
  def: RowProjectionDefinition<Row>,
): Projector & { evolve: RowProjectionDefinition<Row>['evolve'] } {
  const json = new Set<string>(def.jsonColumns ?? []);
  const column = (c: string) => (json.has(c) ? sql`coalesce(${sql.ref(`r.${c}`)}, 'null'::jsonb)`.as(c) : sql.ref(`r.${c}`).as(c));
  return {
    kind: 'projector',
    name: def.name,
    handles: def.handles,
    tables: [def.table],
    evolve: def.evolve,
    async apply(events, db: Kysely<any>) {
      const keys = new Set<string>();
      for (const e of events) {
        const k = def.key(e);
        if (k !== null) keys.add(k);
      }
      if (keys.size === 0) return;
      const existing = await db
        .selectFrom(def.table)
        .selectAll()
        .where(sql<boolean>`${sql.ref(def.keyColumn)} = any(${[...keys]})`)
        .execute();
      const rows = new Map<string, Row | null>();
      for (const r of existing) rows.set(String((r as Row)[def.keyColumn]), r as Row);
      for (const e of events) {
        const k = def.key(e);
        if (k === null) continue;
        rows.set(k, def.evolve(rows.get(k) ?? null, e));
      }
      const upserts: Row[] = [];
      const deletes: string[] = [];
      for (const [k, row] of rows) {
        if (row === null) deletes.push(k);
        else upserts.push(row);
      }
      if (upserts.length > 0) {
        const columns = [...new Set(upserts.flatMap((r) => Object.keys(r)))];
        // sql.table lets withSchema (replays) qualify the row type like the target table.
        const records = sql`jsonb_populate_recordset(null::${sql.table(def.table)}, ${JSON.stringify(upserts)}::jsonb)`;
        await db
          .insertInto(def.table)
          .columns(columns)
          .expression((eb) => eb.selectFrom(records.as('r')).select(columns.map(column)))
          .onConflict((oc) =>
            oc.column(def.keyColumn).doUpdateSet(
              Object.fromEntries(columns.filter((c) => c !== def.keyColumn).map((c) => [c, sql.ref(`excluded.${c}`)])),
            ),
          )
          .execute();
      }
      if (deletes.length > 0) {
        await db.deleteFrom(def.table).where(sql<boolean>`${sql.ref(def.keyColumn)} = any(${deletes})`).execute();
      }
    },
  };
}
