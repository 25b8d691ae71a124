-- Staff accounts (issue 30, docs/staff-accounts.md): the staff screen's list, from the admin-*
-- streams and the audit trail's sign-ins. Sign-in never reads it: AdminGuard and the login fold
-- the account's own stream. No password hash and no link nonce here.
CREATE TABLE staff_accounts (
  account_key text PRIMARY KEY,
  project_name text NOT NULL,
  username text NOT NULL,
  role text NOT NULL,
  email text,
  status text NOT NULL,
  created_at timestamptz NOT NULL,
  last_sign_in_at timestamptz,
  invited_at timestamptz,
  invitation_expires_at timestamptz
);
CREATE INDEX staff_accounts_project ON staff_accounts (lower(project_name), username);
CREATE INDEX staff_accounts_email ON staff_accounts (lower(email)) WHERE email IS NOT NULL;
