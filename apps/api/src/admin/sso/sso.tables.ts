import type { StaffRole } from '@intake/contracts';

/** One "Sign in with ..." started and not yet answered (migration 0110). */
export interface SsoSignInAttemptsTable {
  state: string;
  code_verifier: string;
  nonce: string;
  return_to: string;
  expires_at: Date;
  used_at: Date | null;
}

/** A one-time code the login page exchanges for the session the callback made (migration 0110). */
export interface SsoSessionHandoffsTable {
  code_hash: string;
  username: string;
  project_name: string;
  role: StaffRole;
  expires_at: Date;
}

export interface SsoTables {
  sso_sign_in_attempts: SsoSignInAttemptsTable;
  sso_session_handoffs: SsoSessionHandoffsTable;
}
