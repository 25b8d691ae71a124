import { conversationSchema, type DebugDatabaseDirectResponse, type DebugTestDataFlowResponse } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import { MAX_LIMIT } from '../../platform/validation/paging.js';
import type { Database } from '../../platform/database/database.types.js';
import { readConversationRows } from '../conversations/conversations.query.js';
import { toConversation } from '../conversations/conversation.mapper.js';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * GET /api/debug/database-direct: can we reach the database, and how many rows each read model
 * and the event log hold. The Debug tab shows a failure as a recommendation, so an unreachable
 * database is an answer (success false), not a 500.
 */
export async function databaseDirect(db: Kysely<Database>, tables: readonly string[]): Promise<DebugDatabaseDirectResponse> {
  let database: string;
  try {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
    database = rows[0]!.name;
  } catch (err) {
    return { success: false, connected: false, database: null, tables: {}, detail: `Database connection failed: ${message(err)}` };
  }
  const names = [...new Set(['events', ...tables])].sort();
  try {
    const counts = sql.join(
      names.map((t) => sql`select ${t}::text as name, count(*)::bigint as n from ${sql.table(t)}`),
      sql` union all `,
    );
    const { rows } = await sql<{ name: string; n: string }>`${counts}`.execute(db);
    return { success: true, connected: true, database, tables: Object.fromEntries(rows.map((r) => [r.name, Number(r.n)])) };
  } catch (err) {
    return { success: false, connected: true, database, tables: {}, detail: `Counting rows failed: ${message(err)}` };
  }
}

/**
 * GET /api/debug/test-data-flow: the newest stored conversations (up to the list's own maximum
 * page) read raw and run one by one through the list's formatter and the shared schema, so a row
 * the list would choke on is named instead of failing the whole page.
 */
export async function testDataFlow(db: Kysely<Database>): Promise<DebugTestDataFlowResponse> {
  const rows = await readConversationRows(db, MAX_LIMIT, 0);
  const formatted: DebugTestDataFlowResponse['sample'] = [];
  const errors: DebugTestDataFlowResponse['formatting_errors'] = [];
  for (const row of rows) {
    try {
      const checked = conversationSchema.safeParse(toConversation(row));
      if (checked.success) formatted.push(checked.data);
      else errors.push({ session_id: row.session_id, error: checked.error.issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`).join('; ') });
    } catch (err) {
      errors.push({ session_id: row.session_id, error: message(err) });
    }
  }
  return { success: errors.length === 0, raw_count: rows.length, formatted_count: formatted.length, formatting_errors: errors, sample: formatted.slice(0, 3) };
}
