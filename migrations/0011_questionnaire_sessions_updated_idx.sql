-- The admin conversation list (GET /conversations) merges chats and questionnaire sessions newest
-- first; like chat_conversations, the sessions need their updated_at order without a sort.
CREATE INDEX questionnaire_sessions_updated_idx ON questionnaire_sessions (updated_at DESC);
