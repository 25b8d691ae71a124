-- AI guide chat: one row per chat session, rebuilt from the chat-<sessionId> streams (npm run replay).
CREATE TABLE chat_conversations (
  session_id          text PRIMARY KEY,
  mode                text NOT NULL,
  state               text NOT NULL,
  stage               text NOT NULL,
  persona_flow        text,
  collected_info      jsonb NOT NULL DEFAULT '{}'::jsonb,
  field_sources       jsonb NOT NULL DEFAULT '{}'::jsonb,
  preview             jsonb NOT NULL DEFAULT '{}'::jsonb,
  progress_percentage integer NOT NULL DEFAULT 0,
  questions_covered   integer NOT NULL DEFAULT 0,
  message_count       integer NOT NULL DEFAULT 0,
  messages            jsonb NOT NULL DEFAULT '[]'::jsonb,
  engine_fallbacks    integer NOT NULL DEFAULT 0,
  completion_email    text,
  session_state       jsonb NOT NULL,
  started_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  completed_at        timestamptz,
  closed_at           timestamptz,
  exported_at         timestamptz
);
CREATE INDEX chat_conversations_updated_idx ON chat_conversations (updated_at DESC);
