import type { AuditAction } from '@intake/contracts';

export interface AdminAuditEntriesTable {
  entry_id: string;
  at: Date;
  actor: string;
  action: AuditAction;
  subject: string;
}

export interface AuditTables {
  admin_audit_entries: AdminAuditEntriesTable;
}
