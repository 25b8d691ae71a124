import { defineRowProjection, handlesOf } from '@intake/event-store';
import {
  AdminEvents,
  ApiKeyEvents,
  AuditEvents,
  PersonalDataEvents,
  StaffSignInAuditEvents,
  unhandledEvent,
  type AdminEvent,
  type ApiKeyEvent,
  type AuditEvent,
  type EventOfType,
  type PersonalDataErased,
  type StaffSignInAuditEvent,
} from '@intake/contracts';
import type { AdminAuditEntriesTable } from './audit.tables.js';
import { erasureSubject } from './erasure-subject.js';

type Row = AdminAuditEntriesTable & Record<string, unknown>;

/** The staff changes the trail shows (issue 30); an accepted invitation or a reset is made by the account itself. */
type StaffChange = EventOfType<
  AdminEvent,
  | typeof AdminEvents.RoleChanged
  | typeof AdminEvents.UserInvited
  | typeof AdminEvents.InvitationAccepted
  | typeof AdminEvents.UserDisabled
  | typeof AdminEvents.UserReenabled
  | typeof AdminEvents.PasswordResetCompleted
>;

function staffChange(e: StaffChange): { actor: string; subject: string; at: string } {
  const who = `${e.data.username} (project ${e.data.project_name})`;
  switch (e.type) {
    case AdminEvents.RoleChanged:
      return { actor: e.data.by, subject: `changed the role of ${who} from ${e.data.previous_role} to ${e.data.role}`, at: e.data.at };
    case AdminEvents.UserInvited:
      return { actor: e.data.by, subject: `invited ${who} as ${e.data.role}, link valid until ${e.data.expires_at}`, at: e.data.at };
    case AdminEvents.InvitationAccepted:
      return { actor: e.data.username, subject: `accepted the invitation of ${who}`, at: e.data.at };
    case AdminEvents.UserDisabled:
      return { actor: e.data.by, subject: `disabled ${who}`, at: e.data.at };
    case AdminEvents.UserReenabled:
      return { actor: e.data.by, subject: `re-enabled ${who}`, at: e.data.at };
    case AdminEvents.PasswordResetCompleted:
      return { actor: e.data.username, subject: `reset the password of ${who} through an emailed link`, at: e.data.at };
    default:
      return unhandledEvent(e, { actor: '', subject: '', at: '' });
  }
}

/**
 * Every admin call that shows personal data appends an entry (AuditedView): a batch per append
 * cost the projector a transaction per call under a dashboard's burst of them. Gathered, the Audit
 * tab lags by at most this much; the first entry after a quiet spell is read at once.
 */
export const AUDIT_GATHER_MS = 250;

/** How the trail names a key: its name and the start of its id, which the API keys tab shows too. */
const keyLabel = (name: string, keyId: string) => `API key "${name}" (ik_${keyId.slice(0, 8)}…)`;

const auditRows = defineRowProjection<Row, AuditEvent | StaffSignInAuditEvent | ApiKeyEvent | PersonalDataErased | StaffChange>({
  name: 'admin-audit-entries',
  table: 'admin_audit_entries',
  keyColumn: 'entry_id',
  handles: handlesOf<AuditEvent | StaffSignInAuditEvent | ApiKeyEvent | PersonalDataErased | StaffChange>()([
    AuditEvents.AdminSignedIn,
    AuditEvents.PersonalDataViewed,
    AuditEvents.DataExported,
    AuditEvents.ApiKeyUsed,
    StaffSignInAuditEvents.SignedInWithSso,
    StaffSignInAuditEvents.SsoSignInRefused,
    StaffSignInAuditEvents.SecondFactorFailed,
    ApiKeyEvents.Created,
    ApiKeyEvents.Revoked,
    PersonalDataEvents.Erased,
    AdminEvents.RoleChanged,
    AdminEvents.UserInvited,
    AdminEvents.InvitationAccepted,
    AdminEvents.UserDisabled,
    AdminEvents.UserReenabled,
    AdminEvents.PasswordResetCompleted,
  ]),
  key(e) {
    if (e.type === PersonalDataEvents.Erased) return `erasure-${e.data.erasure_id}`;
    // Each happens once per key.
    if (e.type === ApiKeyEvents.Created) return `api-key-created-${e.data.key_id}`;
    if (e.type === ApiKeyEvents.Revoked) return `api-key-revoked-${e.data.key_id}`;
    if (!('entry_id' in e.data)) return `staff-${e.eventId}`;
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
      case AuditEvents.ApiKeyUsed: {
        const d = e.data;
        return { entry_id: d.entry_id, at: new Date(d.at), actor: keyLabel(d.key_name, d.key_id), action: 'api-key', subject: d.subject };
      }
      case StaffSignInAuditEvents.SignedInWithSso: {
        const d = e.data;
        const how = d.linked ? 'first single sign-on, identity linked' : 'single sign-on';
        return {
          entry_id: d.entry_id,
          at: new Date(d.at),
          actor: d.username,
          action: 'sign-in',
          subject: `project ${d.project_name}, ${how} (${d.issuer}) as ${d.role}`,
        };
      }
      case StaffSignInAuditEvents.SsoSignInRefused: {
        const d = e.data;
        return {
          entry_id: d.entry_id,
          at: new Date(d.at),
          actor: d.email ?? 'unknown',
          action: 'sign-in-refused',
          subject: `single sign-on (${d.issuer}): ${d.reason}`,
        };
      }
      case StaffSignInAuditEvents.SecondFactorFailed: {
        const d = e.data;
        return {
          entry_id: d.entry_id,
          at: new Date(d.at),
          actor: d.username,
          action: 'second-factor-failed',
          subject: `project ${d.project_name}, wrong code at ${d.step}`,
        };
      }
      case ApiKeyEvents.Created: {
        const d = e.data;
        return {
          entry_id: `api-key-created-${d.key_id}`,
          at: new Date(d.at),
          actor: d.created_by,
          action: 'api-key',
          subject: `created ${keyLabel(d.name, d.key_id)} reading ${d.scopes.join(', ')}, until ${d.expires_at}`,
        };
      }
      case ApiKeyEvents.Revoked: {
        const d = e.data;
        return {
          entry_id: `api-key-revoked-${d.key_id}`,
          at: new Date(d.at),
          actor: d.revoked_by,
          action: 'api-key',
          subject: `revoked ${keyLabel(d.name, d.key_id)}`,
        };
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
      case AdminEvents.RoleChanged:
      case AdminEvents.UserInvited:
      case AdminEvents.InvitationAccepted:
      case AdminEvents.UserDisabled:
      case AdminEvents.UserReenabled:
      case AdminEvents.PasswordResetCompleted: {
        const c = staffChange(e);
        return { entry_id: `staff-${e.eventId}`, at: new Date(c.at), actor: c.actor, action: 'staff', subject: c.subject };
      }
      default:
        return unhandledEvent(e, row);
    }
  },
});

/**
 * The Audit tab's read model: one row per audit event, per erasure, and per API key created or
 * revoked. Rows are only ever
 * created (each event starts its own row), so the trail can be rebuilt from the log and nothing
 * edits it. Audit rows name admins and record ids, no visitor's personal data, so erasures leave
 * them as they are.
 */
export const auditProjection = { ...auditRows, gatherMs: AUDIT_GATHER_MS };
