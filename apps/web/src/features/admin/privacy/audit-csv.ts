import { AUDIT_ACTION_LABELS, AUDIT_CSV_HEADER, type AuditEntry } from '@intake/contracts';
import { toCsv } from '../conversations/conversations-csv';

export { AUDIT_ACTION_LABELS, AUDIT_CSV_HEADER };

/** The trail as a spreadsheet reads it; times in UTC ISO form so every reader agrees on them. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    AUDIT_CSV_HEADER,
    entries.map((entry) => [entry.at, entry.actor, AUDIT_ACTION_LABELS[entry.action], entry.subject]),
  );
}
