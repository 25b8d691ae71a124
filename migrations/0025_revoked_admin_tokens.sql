-- Admin tokens signed out on the server (POST /api/admin/logout). A token is a signed JWT that
-- would otherwise stay valid until it expires; its id (jti) is kept here until then.
CREATE TABLE revoked_admin_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_admin_tokens_expires_at ON revoked_admin_tokens (expires_at);
