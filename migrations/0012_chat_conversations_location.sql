-- The admin area shows where a guide chat came from (admin spec §2 "AI Guide Sessions", §3
-- location_data): the place the session's start request was looked up in (ChatSessionStarted's
-- location_data, as a Work With Us submission records it). Sessions started before it was
-- recorded have none, so NULL is also what a replay of their events writes.
ALTER TABLE chat_conversations ADD COLUMN location_data jsonb;
