import type { Generated } from 'kysely';

/** Failed admin sign-ins inside the throttle's window (migration 0013); older rows are pruned. */
export interface AdminLoginFailuresTable {
  id: Generated<string>;
  key: string;
  failed_at: Date;
}

/** Admin tokens revoked by a server-side sign-out, until they expire (migration 0025). */
export interface RevokedAdminTokensTable {
  jti: string;
  expires_at: Date;
}

export interface AdminTables {
  admin_login_failures: AdminLoginFailuresTable;
  revoked_admin_tokens: RevokedAdminTokensTable;
}
