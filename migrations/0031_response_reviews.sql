-- Staff's review of each response (docs/admin-workspace.md): status and notes, one row per
-- reviewed response, from the response-review-* streams. A response without a row is new.
CREATE TABLE response_reviews (
  response_key text PRIMARY KEY,
  channel text NOT NULL,
  response_id text NOT NULL,
  status text NOT NULL,
  notes jsonb NOT NULL,
  history jsonb NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX response_reviews_channel_status ON response_reviews (channel, status);
