-- Counters of the anonymous-client budgets (@fastify/rate-limit's store in embedded mode, where
-- there is no Redis): one row per budget and client key, with the end of its window. Unlogged:
-- counters lost in a crash only reset some windows early.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_at ON rate_limits (expires_at);
