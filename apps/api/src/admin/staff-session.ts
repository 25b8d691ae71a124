import type { LoginResponse, StaffRole } from '@intake/contracts';
import type { TokenService } from '../platform/auth/token.service.js';

/**
 * The one place a staff sign-in (password and second factor, single sign-on) becomes a session.
 * `role` is the account's role now; the guard checks the account's current role on every call anyway.
 */
export async function issueStaffSession(
  tokens: TokenService,
  account: { username: string; projectName: string; passwordHash: string },
  role: StaffRole,
): Promise<LoginResponse> {
  const user = { username: account.username, project_name: account.projectName, role };
  return { access_token: await tokens.issue(user, account.passwordHash), token_type: 'bearer', expires_in: tokens.ttlSeconds, user };
}
