import { z } from 'zod';
import type { Event } from '../common/event.js';
import type { StreamErased } from '../privacy/personal-data.events.js';
import { staffRoleSchema } from './staff-role.js';

export const AdminEvents = {
  UserCreated: 'AdminUserCreated',
  PasswordChanged: 'AdminPasswordChanged',
  RoleChanged: 'AdminRoleChanged',
  UserInvited: 'AdminUserInvited',
  InvitationAccepted: 'AdminInvitationAccepted',
  UserDisabled: 'AdminUserDisabled',
  UserReenabled: 'AdminUserReenabled',
  PasswordResetRequested: 'AdminPasswordResetRequested',
  PasswordResetCompleted: 'AdminPasswordResetCompleted',
} as const;

/** Case-insensitive on both parts; the project is encoded so no two pairs share a stream. */
export const adminStreamId = (project: string, username: string) =>
  `admin-${encodeURIComponent(project.trim().toLowerCase())}:${username.trim().toLowerCase()}`;

/** Version 1: every account was the one kind of admin there was. */
export const adminUserCreatedDataV1Schema = z.object({
  username: z.string(),
  project_name: z.string(),
  password_hash: z.string(),
});
export type AdminUserCreatedDataV1 = z.infer<typeof adminUserCreatedDataV1Schema>;

/** Version 2 (issue 30): the account's role, and the address its invitations and resets go to. */
export const adminUserCreatedDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  password_hash: z.string(),
  role: staffRoleSchema,
  email: z.string().optional(),
});
export type AdminUserCreatedData = z.infer<typeof adminUserCreatedDataSchema>;

export const adminPasswordChangedDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  password_hash: z.string(),
});
export type AdminPasswordChangedData = z.infer<typeof adminPasswordChangedDataSchema>;

export const adminRoleChangedDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  role: staffRoleSchema,
  previous_role: staffRoleSchema,
  by: z.string(),
  at: z.string(),
});
export type AdminRoleChangedData = z.infer<typeof adminRoleChangedDataSchema>;

/**
 * An owner invited someone (again: a later invitation replaces the one before). The link's nonce
 * is kept only as its digest, so the log cannot be read back into a working link.
 */
export const adminUserInvitedDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  nonce_digest: z.string(),
  expires_at: z.string(),
  by: z.string(),
  at: z.string(),
});
export type AdminUserInvitedData = z.infer<typeof adminUserInvitedDataSchema>;

export const adminInvitationAcceptedDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  nonce_digest: z.string(),
  password_hash: z.string(),
  at: z.string(),
});
export type AdminInvitationAcceptedData = z.infer<typeof adminInvitationAcceptedDataSchema>;

export const adminUserDisabledDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  by: z.string(),
  at: z.string(),
});
export type AdminUserDisabledData = z.infer<typeof adminUserDisabledDataSchema>;

export const adminUserReenabledDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  /** invited: it never chose a password (its invitation was withdrawn with the disable): re-invite it. */
  status: z.enum(['invited', 'active']),
  by: z.string(),
  at: z.string(),
});
export type AdminUserReenabledData = z.infer<typeof adminUserReenabledDataSchema>;

export const adminPasswordResetRequestedDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  nonce_digest: z.string(),
  expires_at: z.string(),
  at: z.string(),
});
export type AdminPasswordResetRequestedData = z.infer<typeof adminPasswordResetRequestedDataSchema>;

export const adminPasswordResetCompletedDataSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  nonce_digest: z.string(),
  password_hash: z.string(),
  at: z.string(),
});
export type AdminPasswordResetCompletedData = z.infer<typeof adminPasswordResetCompletedDataSchema>;

/** Version 1 to 2: an account made before roles could do everything, as an owner can. */
export const upcastAdminUserCreatedV1 = (d: AdminUserCreatedDataV1): AdminUserCreatedData => ({
  username: d.username,
  project_name: d.project_name,
  password_hash: d.password_hash,
  role: 'owner',
});

/** The admin context's events. */
export type AdminEvent =
  | Event<typeof AdminEvents.UserCreated, AdminUserCreatedData>
  | Event<typeof AdminEvents.PasswordChanged, AdminPasswordChangedData>
  | Event<typeof AdminEvents.RoleChanged, AdminRoleChangedData>
  | Event<typeof AdminEvents.UserInvited, AdminUserInvitedData>
  | Event<typeof AdminEvents.InvitationAccepted, AdminInvitationAcceptedData>
  | Event<typeof AdminEvents.UserDisabled, AdminUserDisabledData>
  | Event<typeof AdminEvents.UserReenabled, AdminUserReenabledData>
  | Event<typeof AdminEvents.PasswordResetRequested, AdminPasswordResetRequestedData>
  | Event<typeof AdminEvents.PasswordResetCompleted, AdminPasswordResetCompletedData>;

/** What an `admin-<project>:<username>` stream holds. */
export type AdminStreamEvent = AdminEvent | StreamErased;
