import { z } from 'zod';
import { staffRoleSchema } from './staff-role.js';

/** One row of the staff screen (GET /api/admin/staff). */
export const staffAccountSchema = z.object({
  username: z.string(),
  role: staffRoleSchema,
  email: z.string().nullable(),
  status: z.enum(['invited', 'active', 'disabled']),
  last_sign_in_at: z.string().nullable(),
  /** The open invitation, if any: when it was sent and when its link stops working. */
  invited_at: z.string().nullable(),
  invitation_expires_at: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffListResponseSchema = z.object({ accounts: z.array(staffAccountSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const inviteStaffRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(64),
  email: z.email('A valid email address is required').max(254),
  role: staffRoleSchema,
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;

export const changeStaffRoleRequestSchema = z.object({ role: staffRoleSchema });
export type ChangeStaffRoleRequest = z.infer<typeof changeStaffRoleRequestSchema>;

/** What every staff action answers: what it did, in words the screen shows. */
export const staffActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type StaffActionResponse = z.infer<typeof staffActionResponseSchema>;

/** The invitee's or the forgetful user's new password, with the link's token. */
export const staffLinkPasswordRequestSchema = z.object({
  token: z.string().min(1, 'The link is incomplete').max(2000),
  password: z.string().min(1, 'Password is required').max(1000),
});
export type StaffLinkPasswordRequest = z.infer<typeof staffLinkPasswordRequestSchema>;

/** After an invitation is accepted or a password reset: who may now sign in, and where. */
export const staffLinkPasswordResponseSchema = z.object({ success: z.literal(true), username: z.string(), project_name: z.string(), message: z.string() });
export type StaffLinkPasswordResponse = z.infer<typeof staffLinkPasswordResponseSchema>;

/** "Forgot password": the username or the account's email, in a project. */
export const passwordResetRequestSchema = z.object({
  project_name: z.string().trim().min(1, 'Project name is required').max(100),
  username: z.string().trim().min(1, 'Username or email is required').max(254),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const STAFF_MESSAGES = {
  /** The same answer whether or not the account exists (issue 30). */
  resetRequested: 'If an account with an email address matches, a link to choose a new password is on its way. It works once, for 7 days.',
} as const;
