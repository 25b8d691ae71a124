import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../platform/database/database.types.js';

/** How many rows a read model holds (those `where` keeps, when given): the `total` beside a page of an admin list. */
export async function rowCount(db: Kysely<Database>, table: keyof Database & string, where?: RawBuilder<boolean>): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} ${where ? sql`where ${where}` : sql``}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
