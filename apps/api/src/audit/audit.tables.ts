import type { AuditAction } from '@intake/contracts';

export interface AdminAuditEntriesTable {
  entry_id: string;
  at: Date;
  actor: string;
  action: AuditAction;
  subject: string;
}

/** One list view recorded per sign-in session, list and hour (migration 0121); not events. */
export interface AuditViewMarksTable {
  session_id: string;
  list_key: string;
  hour: Date;
}

export interface AuditTables {
  admin_audit_entries: AdminAuditEntriesTable;
  audit_view_marks: AuditViewMarksTable;
}
