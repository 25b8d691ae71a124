import { sql, type Kysely } from 'kysely';

/** Every row of a table, in primary-key order (whatever its key columns are called): for live-vs-replay comparisons. */
export async function tableSnapshot(db: Kysely<any>, table: string): Promise<unknown[]> {
  const pk = await sql<{ column: string }>`
    select a.attname as column from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${table}::regclass and i.indisprimary`.execute(db);
  const order = pk.rows.map((r) => sql.ref(r.column));
  return (await sql`select * from ${sql.table(table)} order by ${sql.join(order)}`.execute(db)).rows;
}
