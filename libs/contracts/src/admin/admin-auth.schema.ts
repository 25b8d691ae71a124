import { z } from 'zod';
import { staffRoleSchema } from './staff-role.js';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(100),
  password: z.string().min(1, 'Password is required').max(1000),
  project_name: z.string().trim().min(1, 'Project name is required').max(100),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({
  username: z.string(),
  project_name: z.string(),
  /** The account's role (issue 30); the server checks the account's current role on every call. */
  role: staffRoleSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  user: adminUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/admin/logout and /api/logout. */
export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * What the browser accepts as a login reply (admin spec §3, §7: "access_token and user"). Our
 * server sends all of loginResponseSchema; the rest is optional here so that the /login fallback
 * can sign in against a backend that answers only the spec's two fields. The user needs a
 * username: a stored session without one is not restored (admin-session.ts).
 */
export const loginReplySchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  user: z.looseObject({ username: z.string().min(1), project_name: z.string().optional(), role: z.string().optional() }),
});
export type LoginReply = z.infer<typeof loginReplySchema>;
/** The signed-in admin as the browser keeps it. */
export type AdminSessionUser = LoginReply['user'];

export const ADMIN_MESSAGES = {
  invalidCredentials: 'Invalid credentials. Please check your username, password, and project name.',
  loginFailed: 'Login failed. Please try again.',
} as const;
