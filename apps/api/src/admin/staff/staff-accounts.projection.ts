import { defineRowProjection, handlesOf } from '@intake/event-store';
import { AdminEvents, adminStreamId, AuditEvents, unhandledEvent, type AdminEvent, type AdminSignedInData, type Event } from '@intake/contracts';
import type { StaffAccountsTable } from '../admin.tables.js';

type Row = StaffAccountsTable & Record<string, unknown>;
type SignedIn = Event<typeof AuditEvents.AdminSignedIn, AdminSignedInData>;
type Followed =
  | Exclude<AdminEvent, { type: typeof AdminEvents.PasswordChanged | typeof AdminEvents.PasswordResetRequested | typeof AdminEvents.PasswordResetCompleted }>
  | SignedIn;

/** The row of an account: its stream id without the `admin-` prefix. */
export const staffAccountKey = (projectName: string, username: string) => adminStreamId(projectName, username).slice('admin-'.length);

/**
 * One row per staff account for the staff screen: role, email, status, the open invitation and
 * the last sign-in (from the audit trail's sign-ins, so a replay rebuilds it).
 */
export const staffAccountsProjection = defineRowProjection<Row, Followed>({
  name: 'staff-accounts',
  table: 'staff_accounts',
  keyColumn: 'account_key',
  handles: handlesOf<Followed>()([
    AdminEvents.UserCreated,
    AdminEvents.RoleChanged,
    AdminEvents.UserInvited,
    AdminEvents.InvitationAccepted,
    AdminEvents.UserDisabled,
    AdminEvents.UserReenabled,
    AuditEvents.AdminSignedIn,
  ]),
  key: (e) => staffAccountKey(e.data.project_name, e.data.username),
  startsRow: (e) => e.type === AdminEvents.UserCreated,
  evolve(row, e) {
    switch (e.type) {
      case AdminEvents.UserCreated: {
        const d = e.data;
        return {
          account_key: staffAccountKey(d.project_name, d.username),
          project_name: d.project_name,
          username: d.username,
          role: d.role,
          email: d.email ?? null,
          status: 'active',
          created_at: e.createdAt,
          last_sign_in_at: null,
          invited_at: null,
          invitation_expires_at: null,
        };
      }
      case AdminEvents.UserInvited: {
        const d = e.data;
        return {
          account_key: staffAccountKey(d.project_name, d.username),
          project_name: d.project_name,
          username: d.username,
          role: d.role,
          email: d.email,
          status: 'invited',
          created_at: row?.created_at ?? new Date(d.at),
          last_sign_in_at: row?.last_sign_in_at ?? null,
          invited_at: new Date(d.at),
          invitation_expires_at: new Date(d.expires_at),
        };
      }
      case AdminEvents.RoleChanged:
        return row && { ...row, role: e.data.role };
      case AdminEvents.InvitationAccepted:
        return row && { ...row, status: 'active', invited_at: null, invitation_expires_at: null };
      case AdminEvents.UserDisabled:
        return row && { ...row, status: 'disabled', invited_at: null, invitation_expires_at: null };
      case AdminEvents.UserReenabled:
        return row && { ...row, status: e.data.status };
      case AuditEvents.AdminSignedIn:
        return row && { ...row, last_sign_in_at: new Date(e.data.at) };
      default:
        return unhandledEvent(e, row);
    }
  },
});
