-- Webhooks (docs/integrations.md).
-- webhook_endpoints: read model of the webhook-endpoint-* streams (rebuilt by replay). The secret is
-- held only sealed (AES-256-GCM under WEBHOOK_SECRET_KEY), never as the whsec_ text.
CREATE TABLE webhook_endpoints (
  endpoint_id text PRIMARY KEY,
  url text NOT NULL,
  events jsonb NOT NULL,
  include_personal_data boolean NOT NULL,
  secret_sealed text NOT NULL,
  enabled boolean NOT NULL,
  disabled_reason text,
  removed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The delivery log: one row per (event, endpoint), outside the event log (docs/architecture.md,
-- "What lives outside the log"): written by the dispatch reactor (pending) and the worker (each
-- attempt's outcome). It holds no payload: the worker builds it from the event at send time, so an
-- erasure reaches deliveries still waiting. `seq` keeps the order the reactor saw the events in.
CREATE TABLE webhook_deliveries (
  webhook_id text PRIMARY KEY,
  seq bigserial NOT NULL,
  endpoint_id text NOT NULL,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  -- The response (or erasure) the event is about: deliveries of one subject go out in order.
  subject text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'retrying', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  response_code integer,
  duration_ms integer,
  response_snippet text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  first_attempt_at timestamptz,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_endpoint_seq ON webhook_deliveries (endpoint_id, seq DESC);
CREATE INDEX webhook_deliveries_subject_open ON webhook_deliveries (endpoint_id, subject, seq) WHERE status IN ('pending', 'retrying');
