import { sql, type Kysely } from 'kysely';
import type { StoredEvent } from './event.types.js';
import type { Projector } from './processor.types.js';

export interface RowProjectionDefinition<Row extends Record<string, unknown>> {
  name: string;
  table: string;
  keyColumn: keyof Row & string;
  /** Columns stored as jsonb (serialised explicitly: pg would send arrays as Postgres arrays). */
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
 * because a batch costs three statements whatever its size.
 */
export function defineRowProjection<Row extends Record<string, unknown>>(
  def: RowProjectionDefinition<Row>,
): Projector & { evolve: RowProjectionDefinition<Row>['evolve'] } {
  const json = new Set<string>(def.jsonColumns ?? []);
  const toDb = (row: Row) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row)) out[k] = json.has(k) ? JSON.stringify(v ?? null) : v;
    return out;
  };
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
      const upserts: Record<string, unknown>[] = [];
      const deletes: string[] = [];
      for (const [k, row] of rows) {
        if (row === null) deletes.push(k);
        else upserts.push(toDb(row));
      }
      if (upserts.length > 0) {
        const columns = Object.keys(upserts[0]!);
        await db
          .insertInto(def.table)
          .values(upserts)
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
