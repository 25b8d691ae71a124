-- The admin projection rewrites a session's whole row (message history, session state, field
-- sources) on every batch that touches it, and Postgres compresses the large jsonb values again
-- each time. With the default pglz that upsert was the largest single statement cost of a chat
-- message (3.3 ms a batch of about 25 rows, npm run bench -- chat); lz4 measured 1.95 ms. A
-- server built without lz4 keeps pglz: the change is only worth making where it is available.
DO $$
BEGIN
  ALTER TABLE chat_conversations
    ALTER COLUMN messages SET COMPRESSION lz4,
    ALTER COLUMN session_state SET COMPRESSION lz4,
    ALTER COLUMN field_sources SET COMPRESSION lz4,
    ALTER COLUMN collected_info SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 is not available here; chat_conversations keeps the default compression';
END
$$;
