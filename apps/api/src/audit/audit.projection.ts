import { defineRowProjection } from '@intake/event-store';
import { AuditEvents, PersonalDataEvents, unhandledEvent, type AuditEvent, type PersonalDataErased } from '@intake/contracts';
import type { AdminAuditEntriesTable } from './audit.tables.js';
import { erasureSubject } from './erasure-subject.js';

type Row = AdminAuditEntriesTable & Record<string, unknown>;

/**
 * Every admin call that shows personal data appends an entry (AuditedView): a batch per append
 * cost the projector a transaction per call under a dashboard's burst of them. Gathered, the Audit
 * tab lags by at most this much; the first entry after a quiet spell is read at once.
 */
export const AUDIT_GATHER_MS = 250;

const auditRows = defineRowProjection<Row, AuditEvent | PersonalDataErased>({
  name: 'admin-audit-entries',
  table: 'admin_audit_entries',
  keyColumn: 'entry_id',
  handles: [AuditEvents.AdminSignedIn, AuditEvents.PersonalDataViewed, AuditEvents.DataExported, PersonalDataEvents.Erased],
  key(e) {
    if (e.type === PersonalDataEvents.Erased) return `erasure-${e.data.erasure_id}`;
    return e.data.entry_id;
  },
  startsRow: () => true,
  evolve(row, e) {
    switch (e.type) {
      case AuditEvents.AdminSignedIn: {
        const d = e.data;
        return { entry_id: d.entry_id, at: new Date(d.at), actor: d.username, action: 'sign-in', subject: `project ${d.project_name}` };
      }
      case AuditEvents.PersonalDataViewed: {
        const d = e.data;
        return { entry_id: d.entry_id, at: new Date(d.at), actor: d.username, action: 'view', subject: d.subject };
      }
      case AuditEvents.DataExported: {
        const d = e.data;
        return { entry_id: d.entry_id, at: new Date(d.at), actor: d.username, action: 'export', subject: d.subject };
      }
      case PersonalDataEvents.Erased: {
        const d = e.data;
        return {
          entry_id: `erasure-${d.erasure_id}`,
          at: e.createdAt,
          actor: d.requested_by,
          action: 'erasure',
          subject: erasureSubject(d.stream_ids, d.reason),
        };
      }
      default:
        return unhandledEvent(e, row);
    }
  },
});

/**
 * The Audit tab's read model: one row per audit event and per erasure. Rows are only ever
 * created (each event starts its own row), so the trail can be rebuilt from the log and nothing
 * edits it. Audit rows name admins and record ids, no visitor's personal data, so erasures leave
 * them as they are.
 */
export const auditProjection = { ...auditRows, gatherMs: AUDIT_GATHER_MS };
