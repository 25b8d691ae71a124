import { Inject, Injectable } from '@nestjs/common';
import type { AuditEntry, AuditFilter, AuditListResponse } from '@intake/contracts';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import type { AdminAuditEntriesTable } from './audit.tables.js';

/** Rows per query while the CSV export streams: memory stays bounded whatever the trail's size. */
export const AUDIT_EXPORT_BATCH = 1000;

type EntriesQuery<O> = SelectQueryBuilder<Database, 'admin_audit_entries', O>;

/**
 * The filters as SQL: whole days in the admin's zone, `to` included. `until` cuts an export at the
 * moment it was counted, so the file holds exactly the rows its own entry names.
 */
function filtered<O>(query: EntriesQuery<O>, f: AuditFilter, until?: Date): EntriesQuery<O> {
  const tz = f.tz ?? 'UTC';
  let q = query;
  if (until !== undefined) q = q.where('at', '<=', until);
  if (f.actor !== undefined) q = q.where('actor', '=', f.actor);
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.from !== undefined) q = q.where('at', '>=', sql<Date>`(${f.from}::date)::timestamp at time zone ${tz}`);
  if (f.to !== undefined) q = q.where('at', '<', sql<Date>`(${f.to}::date + 1)::timestamp at time zone ${tz}`);
  return q;
}

const entryOf = (r: AdminAuditEntriesTable): AuditEntry => ({ id: r.entry_id, at: r.at.toISOString(), actor: r.actor, action: r.action, subject: r.subject });

/** The newest `limit` entries matching the filters, how many match, and everyone the trail names. */
export async function listAuditEntries(db: Kysely<Database>, filter: AuditFilter, limit: number, offset: number): Promise<AuditListResponse> {
  const [rows, count, actors] = await Promise.all([
    filtered(db.selectFrom('admin_audit_entries').selectAll(), filter).orderBy('at', 'desc').orderBy('entry_id', 'desc').limit(limit).offset(offset).execute(),
    filtered(
      db.selectFrom('admin_audit_entries').select((eb) => eb.fn.countAll<string>().as('n')),
      filter,
    ).executeTakeFirstOrThrow(),
    db.selectFrom('admin_audit_entries').select('actor').distinct().orderBy('actor').execute(),
  ]);
  return { entries: rows.map(entryOf), total: Number(count.n), actors: actors.map((a) => a.actor) };
}

/** How many entries match: what the export's own entry says it holds. */
export async function countAuditEntries(db: Kysely<Database>, filter: AuditFilter, until?: Date): Promise<number> {
  const row = await filtered(
    db.selectFrom('admin_audit_entries').select((eb) => eb.fn.countAll<string>().as('n')),
    filter,
    until,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every matching entry, newest first, a batch at a time (keyset paging on the list's own order,
 * so entries recorded meanwhile neither repeat nor shift a page).
 */
export async function* auditEntryBatches(db: Kysely<Database>, filter: AuditFilter, until?: Date, batch = AUDIT_EXPORT_BATCH): AsyncGenerator<AuditEntry[]> {
  let after: { at: Date; entry_id: string } | undefined;
  for (;;) {
    let q = filtered(db.selectFrom('admin_audit_entries').selectAll(), filter, until);
    if (after) {
      const { at, entry_id } = after;
      q = q.where((eb) => eb.or([eb('at', '<', at), eb.and([eb('at', '=', at), eb('entry_id', '<', entry_id)])]));
    }
    const rows = await q.orderBy('at', 'desc').orderBy('entry_id', 'desc').limit(batch).execute();
    if (rows.length === 0) return;
    yield rows.map(entryOf);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, entry_id: last.entry_id };
  }
}

/** The trail's list and export, as the query object the audit controller takes. */
@Injectable()
export class AuditListQuery {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  list(filter: AuditFilter, limit: number, offset: number): Promise<AuditListResponse> {
    return listAuditEntries(this.db, filter, limit, offset);
  }

  count(filter: AuditFilter, until?: Date): Promise<number> {
    return countAuditEntries(this.db, filter, until);
  }

  batches(filter: AuditFilter, until?: Date): AsyncGenerator<AuditEntry[]> {
    return auditEntryBatches(this.db, filter, until);
  }
}
