-- Group commit: the appends that arrive while others are in flight are written by one call, in
-- one transaction, instead of one transaction each (npm run bench -- event-store measures it).
-- Each append keeps its own compare-and-set; a conflict is answered as a row, not raised, so one
-- stale writer does not undo the others. The events of all accepted appends go in with one INSERT.
--
-- Stream locks before the transaction id. The order check (0003) refuses an append whose
-- transaction id is older than the stream's last one. The id used to be taken first and the
-- stream row waited for after, so an append in its own transaction could lose to a newer
-- transaction that reached the row first, and be refused though nothing else was wrong. Now
-- every append first takes a transaction-scoped advisory lock per stream (key space
-- (409, hashtext(stream_id)); two-integer keys never meet the processors' one-bigint keys) and
-- only then its id, which is newer than that of every append already committed to those
-- streams. Only an append inside a caller's transaction that already holds an id can still meet
-- the order conflict. A batch takes its locks in key order, so two batches never deadlock.

CREATE OR REPLACE FUNCTION append_events(p_stream_id text, p_expected bigint, p_events jsonb)
RETURNS TABLE (stream_position bigint, global_position bigint, duplicate boolean)
LANGUAGE plpgsql AS $$
DECLARE
  n         integer := jsonb_array_length(p_events);
  v_me      xid8;
  v_version bigint;
  v_last    xid8;
BEGIN
  PERFORM pg_advisory_xact_lock(409, hashtext(p_stream_id));
  v_me := pg_current_xact_id();
  -- The rest as in 0006.
  IF p_expected < 0 THEN
    INSERT INTO streams AS s (stream_id, version, last_transaction_id) VALUES (p_stream_id, n, v_me)
      ON CONFLICT (stream_id) DO UPDATE SET version = s.version + n, last_transaction_id = v_me
      WHERE s.last_transaction_id <= v_me
      RETURNING s.version INTO v_version;
  ELSIF p_expected = 0 THEN
    INSERT INTO streams (stream_id, version, last_transaction_id) VALUES (p_stream_id, n, v_me)
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING version INTO v_version;
  ELSE
    UPDATE streams SET version = version + n, last_transaction_id = v_me
      WHERE stream_id = p_stream_id AND version = p_expected AND last_transaction_id <= v_me
      RETURNING version INTO v_version;
  END IF;

  IF v_version IS NULL THEN
    SELECT s.version, s.last_transaction_id INTO v_version, v_last FROM streams s WHERE s.stream_id = p_stream_id;
    IF v_last > v_me AND (p_expected < 0 OR v_version = p_expected) THEN
      RAISE EXCEPTION USING ERRCODE = 'IS409', MESSAGE = 'stream appended by a newer transaction; retry in a new transaction',
        DETAIL = format('%s|%s|%s', p_stream_id, p_expected, v_version);
    END IF;
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

CREATE OR REPLACE FUNCTION append_events_batch(p_appends jsonb)
RETURNS TABLE (kind text, idx integer, stream_id text, stream_position bigint, global_position bigint, conflict text, version bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_me      xid8;
  a         record;
  v_key     integer;
  n         integer;
  v_version bigint;
  v_last    xid8;
  ok_idx    integer[] := '{}';
  ok_last   bigint[] := '{}';
BEGIN
  -- Rows of three kinds: 'accepted' (idx, version after it), 'conflict' (idx, conflict, actual
  -- version) and 'event' (stream_id, stream_position, global_position of each inserted event).
  FOR v_key IN SELECT DISTINCT hashtext(x->>'stream_id') FROM jsonb_array_elements(p_appends) AS x ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(409, v_key);
  END LOOP;
  v_me := pg_current_xact_id();

  -- In stream_id order, keeping arrival order within a stream.
  FOR a IN
    SELECT (x.ord - 1)::integer AS i, x.value->>'stream_id' AS sid, (x.value->>'expected')::bigint AS expected,
           jsonb_array_length(x.value->'events') AS n
    FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS x(value, ord)
    ORDER BY x.value->>'stream_id' COLLATE "C", x.ord
  LOOP
    n := a.n;
    v_version := NULL;
    -- The same three compare-and-sets as append_events (0006).
    IF a.expected < 0 THEN
      INSERT INTO streams AS s (stream_id, version, last_transaction_id) VALUES (a.sid, n, v_me)
        ON CONFLICT ON CONSTRAINT streams_pkey DO UPDATE SET version = s.version + n, last_transaction_id = v_me
        WHERE s.last_transaction_id <= v_me
        RETURNING s.version INTO v_version;
    ELSIF a.expected = 0 THEN
      INSERT INTO streams AS s (stream_id, version, last_transaction_id) VALUES (a.sid, n, v_me)
        ON CONFLICT ON CONSTRAINT streams_pkey DO NOTHING
        RETURNING s.version INTO v_version;
    ELSE
      UPDATE streams AS s SET version = s.version + n, last_transaction_id = v_me
        WHERE s.stream_id = a.sid AND s.version = a.expected AND s.last_transaction_id <= v_me
        RETURNING s.version INTO v_version;
    END IF;

    IF v_version IS NULL THEN
      SELECT s.version, s.last_transaction_id INTO v_version, v_last FROM streams s WHERE s.stream_id = a.sid;
      kind := 'conflict';
      idx := a.i;
      conflict := CASE WHEN v_last > v_me AND (a.expected < 0 OR v_version = a.expected) THEN 'order' ELSE 'version' END;
      version := coalesce(v_version, 0);
      RETURN NEXT;
    ELSE
      ok_idx := ok_idx || a.i;
      ok_last := ok_last || v_version;
      kind := 'accepted';
      idx := a.i;
      conflict := NULL;
      version := v_version;
      RETURN NEXT;
    END IF;
  END LOOP;

  -- In acceptance order (stream order), so positions in the log follow each stream's order.
  RETURN QUERY
    INSERT INTO events AS ev (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
    SELECT x.value->>'stream_id', ok.last - jsonb_array_length(x.value->'events') + e.ord,
           (e.value->>'event_id')::uuid, e.value->>'event_type', coalesce((e.value->>'schema_version')::integer, 1),
           e.value->'data', coalesce(e.value->'metadata', '{}'::jsonb)
    FROM unnest(ok_idx, ok_last) WITH ORDINALITY AS ok(i, last, k)
    CROSS JOIN LATERAL (SELECT p_appends->ok.i AS value) AS x
    CROSS JOIN LATERAL jsonb_array_elements(x.value->'events') WITH ORDINALITY AS e(value, ord)
    ORDER BY ok.k, e.ord
    RETURNING 'event'::text, NULL::integer, ev.stream_id, ev.stream_position, ev.global_position, NULL::text, NULL::bigint;
END
$$;
