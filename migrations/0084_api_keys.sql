-- API keys (docs/api-keys.md): the API keys tab's list, from the api-key-* streams and the audit
-- trail's key uses. No secret and no digest here: a key is checked against its own stream.
CREATE TABLE api_keys (
  key_id text PRIMARY KEY,
  name text NOT NULL,
  scopes jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX api_keys_created_at ON api_keys (created_at DESC);
