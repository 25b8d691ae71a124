-- Each running worker process writes its row every few seconds (apps/worker heartbeat), so the
-- api's readiness check can tell that someone is taking jobs. A stopped worker deletes its row;
-- a killed one's row simply grows old and is removed a day later by the next beat.
CREATE TABLE worker_heartbeats (
  worker_id text PRIMARY KEY,
  version text NOT NULL,
  started_at timestamptz NOT NULL,
  seen_at timestamptz NOT NULL
);
