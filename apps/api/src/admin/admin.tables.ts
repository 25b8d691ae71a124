import type { Generated } from 'kysely';

/** Failed admin sign-ins inside the throttle's window (migration 0013); older rows are pruned. */
export interface AdminLoginFailuresTable {
  id: Generated<string>;
  key: string;
  failed_at: Date;
}

export interface AdminTables {
  admin_login_failures: AdminLoginFailuresTable;
}
