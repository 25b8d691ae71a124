-- Staff notices the email worker has dealt with, so a burst becomes one digest (docs/emails.md):
-- 'single' rows count the notices sent one by one in the window (kept only as ids, pruned after a
-- day); 'held' rows wait for the digest, with what the digest lists (the notice's subject and
-- link), and are deleted once the digest is recorded as delivered. Kept here, not only in the
-- queue, so no held notice is lost to a kill -9 or a lost queue: a worker that starts re-queues
-- the digest of whatever is held.
CREATE TABLE staff_notice_log (
  email_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('single', 'held')),
  logged_at timestamptz NOT NULL,
  -- For held notices only: the requesting event (an erased one is not listed), recipients, entry.
  event_id text,
  recipients text[],
  subject text,
  link text
);
CREATE INDEX staff_notice_log_kind_logged_at ON staff_notice_log (kind, logged_at);
