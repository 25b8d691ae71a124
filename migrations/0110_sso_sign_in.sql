-- Single sign-on (docs/single-sign-on.md), outside the event log: short-lived protocol state, not
-- facts. sso_sign_in_attempts: one row per "Sign in with ..." click, holding the PKCE verifier and
-- the nonce until the provider's answer comes back; the state is spent at its first use (used_at),
-- so a replayed answer is told apart from an unknown one until the row expires (10 minutes).
CREATE TABLE sso_sign_in_attempts (
  state text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  return_to text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_sign_in_attempts_expires_at ON sso_sign_in_attempts (expires_at);

-- The hand-over from the callback to the login page: a one-time code (stored as its SHA-256) the
-- page exchanges for a session within a minute, so no token ever sits in an address bar or history.
CREATE TABLE sso_session_handoffs (
  code_hash text PRIMARY KEY,
  username text NOT NULL,
  project_name text NOT NULL,
  role text NOT NULL,
  expires_at timestamptz NOT NULL
);
