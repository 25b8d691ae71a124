-- The admin audit trail's read model (docs/admin-audit.md): one row per sign-in, view of personal
-- data, export and erasure, newest first. Built from events only; nothing in the product edits it.
CREATE TABLE admin_audit_entries (
  entry_id text PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL
);
CREATE INDEX admin_audit_entries_at ON admin_audit_entries (at DESC, entry_id DESC);
