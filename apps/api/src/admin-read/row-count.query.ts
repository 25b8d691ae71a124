import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';

/** How many rows a read model holds: the `total` beside a page of an admin list. */
export async function rowCount(db: Kysely<Database>, table: keyof Database & string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
