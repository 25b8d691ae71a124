-- The admin sign-in throttle's failures, shared by every api replica and kept across restarts
-- (before, each process counted its own and a restart forgot them). A key is an account with
-- the address it was tried from, or an address alone; rows leave once older than the window.
CREATE TABLE admin_login_failures (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX admin_login_failures_key_failed_at ON admin_login_failures (key, failed_at DESC);
CREATE INDEX admin_login_failures_failed_at ON admin_login_failures (failed_at);
