import { sql, type Kysely } from 'kysely';

/**
 * Inserts or updates `rows` of `table` by `keyColumn` in one statement, whatever their number.
 * The rows travel as one jsonb document expanded by jsonb_populate_recordset (Postgres converts
 * each field to its column's type): a VALUES list would carry rows × columns bind parameters, and
 * parsing and planning those made the upsert most of a replay's time. Rows should carry every
 * column they set; a key absent from a row stores NULL. In `jsonColumns` a null or missing value
 * is stored as JSON null rather than SQL NULL.
 */
export async function upsertRows(
  db: Kysely<any>,
  table: string,
  keyColumn: string,
  rows: readonly Record<string, unknown>[],
  jsonColumns: ReadonlySet<string> = new Set(),
): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const column = (c: string) => (jsonColumns.has(c) ? sql`coalesce(${sql.ref(`r.${c}`)}, 'null'::jsonb)`.as(c) : sql.ref(`r.${c}`).as(c));
  // sql.table lets withSchema (replays) qualify the row type like the target table.
  const records = sql`jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`;
  await db
    .insertInto(table)
    .columns(columns)
    .expression((eb) => eb.selectFrom(records.as('r')).select(columns.map(column)))
    .onConflict((oc) => oc.column(keyColumn).doUpdateSet(Object.fromEntries(columns.filter((c) => c !== keyColumn).map((c) => [c, sql.ref(`excluded.${c}`)]))))
    .execute();
}
