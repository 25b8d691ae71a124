-- The Analytics tab's funnels (docs/visitor-analytics.md "Funnels") count the questionnaire sessions
-- and chat conversations begun in a period: these indexes read exactly those rows.
CREATE INDEX IF NOT EXISTS questionnaire_sessions_started_idx ON questionnaire_sessions (started_at);
CREATE INDEX IF NOT EXISTS chat_conversations_started_idx ON chat_conversations (started_at);
