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

/** The staff screen's list (migration 0100), one row per admin stream. */
export interface StaffAccountsTable {
  /** `<project>:<username>`, lowercased as the stream id names it. */
  account_key: string;
  project_name: string;
  username: string;
  role: string;
  email: string | null;
  status: string;
  created_at: Date;
  last_sign_in_at: Date | null;
  invited_at: Date | null;
  invitation_expires_at: Date | null;
}

export interface AdminTables {
  admin_login_failures: AdminLoginFailuresTable;
  revoked_admin_tokens: RevokedAdminTokensTable;
  staff_accounts: StaffAccountsTable;
}
