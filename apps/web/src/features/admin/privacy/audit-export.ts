import type { AuditFilter } from '@intake/contracts';
import { apiUrl } from '../../../app/api-client';

/** The Audit tab's filters as a query string; empty ones are left out. */
export function auditQuery(filter: AuditFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string' && value !== '') params.set(key, value);
  return params.toString();
}

/**
 * Saves every entry the filters match (issue 30): the server streams the CSV and records the
 * export before its first byte, so no export leaves unrecorded. Rejects with the server's
 * `detail` when it refused.
 */
export async function downloadAuditCsv(token: string, filter: AuditFilter): Promise<void> {
  const res = await fetch(apiUrl(`/api/admin/audit/export.csv?${auditQuery(filter)}`), { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: unknown } | null;
    throw new Error(typeof body?.detail === 'string' ? body.detail : `HTTP ${res.status}`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'audit-trail.csv';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
