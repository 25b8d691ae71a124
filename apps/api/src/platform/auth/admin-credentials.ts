/**
 * The port through which AdminGuard asks the admin context about an account, so that platform
 * code imports no bounded context: AdminModule provides it (from the admin's own stream).
 */
export abstract class AdminCredentials {
  /** The account's current password hash, or null when no such account exists. */
  abstract currentPasswordHash(projectName: string, username: string): Promise<string | null>;
}
