import type { AUDIT_EXPORT_KINDS } from '@intake/contracts';
import type { AdminApi } from './admin-api';
import { SUCCESS_ANSWER } from '../../../app/answer-shape';

export type ExportKind = (typeof AUDIT_EXPORT_KINDS)[number];

/** Makes the browser save the text as a file; the object URL is let go once the click is handled. */
export function downloadText(text: string, fileName: string): void {
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names with accents).
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * An export of personal data is recorded in the audit trail first (POST /api/admin/audit/exports),
 * and only then saved: no export leaves without its record. Rejects, saving nothing, when the
 * record could not be written.
 */
export async function recordedExport(api: AdminApi, kind: ExportKind, rows: number, text: string, fileName: string): Promise<void> {
  await api.post('/api/admin/audit/exports', { kind, format: 'csv', rows }, SUCCESS_ANSWER);
  downloadText(text, fileName);
}

/** `<what>-2025-03-14.csv`, dated in the admin's own calendar. */
export function datedCsvName(what: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${what}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
