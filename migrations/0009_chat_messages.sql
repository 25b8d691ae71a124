-- The admin chat read model keeps each message as its own row, written once, instead of
-- rewriting the session's whole history (and a copy of its folded state) in every batch that
-- touches it: that upsert was the largest cost a chat message left behind (npm run bench -- chat).
-- The projector now keeps the folded sessions in memory and rebuilds a forgotten one from its
-- stream; `version` says how many of the stream's events a row has folded. The completion
-- email's outcome, recorded on the email's own stream, gets a column of its own that the
-- projector updates in place, so an outcome no longer rewrites the row.
CREATE TABLE chat_messages (
  session_id text    NOT NULL,
  seq        integer NOT NULL,
  role       text    NOT NULL,
  content    text    NOT NULL,
  at         text    NOT NULL,
  PRIMARY KEY (session_id, seq)
);

INSERT INTO chat_messages (session_id, seq, role, content, at)
SELECT c.session_id, (m.ord - 1)::integer, m.entry->>'role', m.entry->>'content', m.entry->>'timestamp'
FROM chat_conversations c, jsonb_array_elements(c.messages) WITH ORDINALITY AS m(entry, ord);

ALTER TABLE chat_conversations ADD COLUMN version integer NOT NULL DEFAULT 0;
-- The projector takes message_count as the number of stored messages: make it so.
UPDATE chat_conversations SET version = coalesce((session_state->>'version')::integer, 0), message_count = jsonb_array_length(messages);
ALTER TABLE chat_conversations DROP COLUMN messages, DROP COLUMN session_state;

ALTER TABLE chat_conversations ADD COLUMN email_outcome text;
UPDATE chat_conversations SET email_outcome = completion_email, completion_email = 'requested'
WHERE completion_email IN ('delivered', 'failed');
