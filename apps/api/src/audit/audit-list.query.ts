import type { AuditListResponse } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';

/** The newest `limit` entries of the trail, and how many there are in all. */
export async function listAuditEntries(db: Kysely<Database>, limit: number, offset: number): Promise<AuditListResponse> {
  const [rows, count] = await Promise.all([
    db.selectFrom('admin_audit_entries').selectAll().orderBy('at', 'desc').orderBy('entry_id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('admin_audit_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    entries: rows.map((r) => ({ id: r.entry_id, at: r.at.toISOString(), actor: r.actor, action: r.action, subject: r.subject })),
    total: Number(count.n),
  };
}
