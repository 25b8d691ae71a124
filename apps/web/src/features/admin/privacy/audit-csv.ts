import type { AuditEntry } from '@intake/contracts';
import { toCsv } from '../conversations/conversations-csv';

export const AUDIT_ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'sign-in': 'Sign-in',
  view: 'Viewed personal data',
  export: 'Export',
  erasure: 'Erasure',
};

export const AUDIT_CSV_HEADER = ['When (UTC)', 'Who', 'Action', 'What'] as const;

/** The trail as a spreadsheet reads it; times in UTC ISO form so every reader agrees on them. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    AUDIT_CSV_HEADER,
    entries.map((entry) => [entry.at, entry.actor, AUDIT_ACTION_LABELS[entry.action], entry.subject]),
  );
}
