-- The Audit tab's filters (issue 30): by person and by action, newest first.
CREATE INDEX admin_audit_entries_actor_at ON admin_audit_entries (actor, at DESC, entry_id DESC);
CREATE INDEX admin_audit_entries_action_at ON admin_audit_entries (action, at DESC, entry_id DESC);

-- One "viewed list" entry per list, sign-in session and hour (docs/admin-workspace.md): the
-- interceptor records a list view only when it can insert the mark. Operational, not events: a
-- lost table only means one more entry in the trail. Rows older than a few hours are pruned.
CREATE TABLE audit_view_marks (
  session_id text NOT NULL,
  list_key text NOT NULL,
  hour timestamptz NOT NULL,
  PRIMARY KEY (session_id, list_key, hour)
);
CREATE INDEX audit_view_marks_hour ON audit_view_marks (hour);
