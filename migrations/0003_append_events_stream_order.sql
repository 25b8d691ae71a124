-- Readers order the log by (transaction_id, global_position). A transaction gets its id at its
-- first write, which may come well before its append: if another transaction appended to the
-- same stream and committed in between, the later stream position would carry the older
-- transaction id and readers would see the stream out of order (position n+1 before n).
-- append_events now refuses that append (IS409, like a version conflict) once it holds the
-- stream row, when the stream's previous event belongs to a newer transaction; the caller
-- retries in a new transaction, whose id is then newer. Otherwise unchanged from 0001.
CREATE OR REPLACE FUNCTION append_events(p_stream_id text, p_expected bigint, p_events jsonb)
RETURNS TABLE (stream_position bigint, global_position bigint, duplicate boolean)
LANGUAGE plpgsql AS $$
DECLARE
  n         integer := jsonb_array_length(p_events);
  v_version bigint;
  v_stream  text;
  v_prev_tx xid8;
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

  -- This transaction now holds the stream row, so the previous append to the stream has
  -- committed (or is this transaction's own): its id is final. One primary-key probe.
  IF v_version > n THEN
    SELECT ev.transaction_id INTO v_prev_tx FROM events ev
      WHERE ev.stream_id = p_stream_id AND ev.stream_position = v_version - n;
    IF v_prev_tx > pg_current_xact_id() THEN
      RAISE EXCEPTION USING ERRCODE = 'IS409', MESSAGE = 'stream appended by a newer transaction; retry in a new transaction',
        DETAIL = format('%s|%s|%s', p_stream_id, p_expected, v_version - n);
    END IF;
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
