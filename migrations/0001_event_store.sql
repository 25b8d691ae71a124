-- The event log is the only source of truth; everything else is rebuilt from it.
CREATE TABLE streams (
  stream_id text PRIMARY KEY,
  version   bigint NOT NULL CHECK (version > 0)
);

CREATE TABLE events (
  global_position bigint GENERATED ALWAYS AS IDENTITY,
  -- Readers order by (transaction_id, global_position) and stop below the oldest running
  -- transaction, so an event whose transaction commits late is never skipped.
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id       text NOT NULL,
  stream_position bigint NOT NULL,
  event_id        uuid NOT NULL,
  event_type      text NOT NULL,
  schema_version  integer NOT NULL DEFAULT 1,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, stream_position),
  CONSTRAINT events_event_id_key UNIQUE (event_id)
);
CREATE INDEX events_global_order_idx ON events (transaction_id, global_position);
CREATE INDEX events_type_order_idx ON events (event_type, transaction_id, global_position);

CREATE TABLE processor_checkpoints (
  name            text PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT '0',
  global_position bigint NOT NULL DEFAULT 0,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- One round trip per append: compare-and-set on the stream version, then the inserts.
-- p_expected: -1 = any version, 0 = the stream must not exist yet, n = the stream is at version n.
-- A retry whose first event id is already stored returns the stored positions (duplicate = true).
CREATE FUNCTION append_events(p_stream_id text, p_expected bigint, p_events jsonb)
RETURNS TABLE (stream_position bigint, global_position bigint, duplicate boolean)
LANGUAGE plpgsql AS $$
DECLARE
  n         integer := jsonb_array_length(p_events);
  v_version bigint;
  v_stream  text;
BEGIN
  SELECT ev.stream_id INTO v_stream FROM events ev WHERE ev.event_id = (p_events->0->>'event_id')::uuid;
  IF FOUND THEN
    IF v_stream <> p_stream_id THEN
      RAISE EXCEPTION USING ERRCODE = 'IS409', MESSAGE = 'event id already used in another stream',
        DETAIL = format('%s|%s|-1', p_stream_id, p_expected);
    END IF;
    RETURN QUERY
      SELECT ev.stream_position, ev.global_position, true FROM events ev
      WHERE ev.event_id IN (SELECT (x->>'event_id')::uuid FROM jsonb_array_elements(p_events) x)
      ORDER BY ev.stream_position;
    RETURN;
  END IF;

  IF p_expected < 0 THEN
    INSERT INTO streams AS s (stream_id, version) VALUES (p_stream_id, n)
      ON CONFLICT (stream_id) DO UPDATE SET version = s.version + n
      RETURNING s.version INTO v_version;
  ELSIF p_expected = 0 THEN
    INSERT INTO streams (stream_id, version) VALUES (p_stream_id, n)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING version INTO v_version;
  ELSE
    UPDATE streams SET version = version + n
      WHERE stream_id = p_stream_id AND version = p_expected
      RETURNING version INTO v_version;
  END IF;

  IF v_version IS NULL THEN
    SELECT s.version INTO v_version FROM streams s WHERE s.stream_id = p_stream_id;
    RAISE EXCEPTION USING ERRCODE = 'IS409', MESSAGE = 'wrong expected version',
      DETAIL = format('%s|%s|%s', p_stream_id, p_expected, coalesce(v_version, 0));
  END IF;

  RETURN QUERY
    INSERT INTO events AS ev (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
    SELECT p_stream_id, v_version - n + e.ord, (e.value->>'event_id')::uuid, e.value->>'event_type',
           coalesce((e.value->>'schema_version')::integer, 1), e.value->'data',
           coalesce(e.value->'metadata', '{}'::jsonb)
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS e(value, ord)
    ORDER BY e.ord
    RETURNING ev.stream_position, ev.global_position, false;
END
$$;
