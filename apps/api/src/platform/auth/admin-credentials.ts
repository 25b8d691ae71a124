import type { StaffRole } from '@intake/contracts';

/**
 * The port through which AdminGuard asks the admin context about an account, so that platform
 * code imports no bounded context: AdminModule provides it (from the admin's own stream).
 */
export abstract class AdminCredentials {
  /**
   * The account's current password hash and role, or null when no such account exists or it may
   * not sign in now (disabled, or invited and not yet accepted).
   */
  abstract currentAccess(projectName: string, username: string): Promise<{ passwordHash: string; role: StaffRole } | null>;
}
