-- Assignment and "new to me" (issue 30, docs/admin-workspace.md): who handles each response, who
-- assigned it when, and everyone who has opened its page. From the response-review-* streams.
ALTER TABLE response_reviews
  ADD COLUMN assignee text,
  ADD COLUMN assigned_by text,
  ADD COLUMN assigned_at timestamptz,
  ADD COLUMN opened_by jsonb NOT NULL DEFAULT '[]';
-- "My queue" reads one person's assignments.
CREATE INDEX response_reviews_assignee ON response_reviews (assignee, assigned_at) WHERE assignee IS NOT NULL;
