-- Issue 35, responses read in bulk (docs/admin-workspace.md, "Summary, tags and answer filters").
-- One row per submitted response with its answers indexed for the summary and the answer filter:
-- `choice_tokens` one `<field>\x1f<option value>` per option chosen, `answered` the fields
-- answered, `texts` {field: text}, `numbers` {field: number}. Text arrays because unnesting them
-- costs a tenth of walking jsonb when the summary counts 10k responses (bench: responses).
-- Free text is personal data: after an erasure the row is written again without it.
CREATE TABLE response_answers (
  response_key text PRIMARY KEY,
  channel text NOT NULL,
  response_id text NOT NULL,
  submitted_at timestamptz NOT NULL,
  choice_tokens text[] NOT NULL,
  answered text[] NOT NULL,
  texts jsonb NOT NULL,
  numbers jsonb NOT NULL
);
CREATE UNIQUE INDEX response_answers_channel_id ON response_answers (channel, response_id);
CREATE INDEX response_answers_channel_submitted ON response_answers (channel, submitted_at DESC);
CREATE INDEX response_answers_choices ON response_answers USING gin (choice_tokens);
CREATE INDEX response_answers_texts ON response_answers USING gin (texts jsonb_path_ops);

-- Staff's tags per response, from the ResponseTagAdded/Removed events on the review streams.
CREATE TABLE response_tags (
  response_key text PRIMARY KEY,
  channel text NOT NULL,
  response_id text NOT NULL,
  tags text[] NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX response_tags_channel_id ON response_tags (channel, response_id);
CREATE INDEX response_tags_tags ON response_tags USING gin (tags);
