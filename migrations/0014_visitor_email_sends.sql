-- The completion emails each visitor-typed address got, so the worker can cap them per day (an
-- address typed into the chat receives text the visitor wrote: without a cap anyone could aim
-- our mail at a stranger). The address is kept only as a SHA-256 hash, for 24 hours.
CREATE TABLE visitor_email_sends (
  email_id text NOT NULL,
  recipient_key text NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (email_id, recipient_key)
);
CREATE INDEX visitor_email_sends_key_sent_at ON visitor_email_sends (recipient_key, sent_at);
CREATE INDEX visitor_email_sends_sent_at ON visitor_email_sends (sent_at);
