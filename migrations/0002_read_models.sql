-- Read models: rebuilt from the event log by their projectors (npm run replay).
CREATE TABLE work_with_us_submissions (
  submission_id      text PRIMARY KEY,
  name               text NOT NULL,
  email              text NOT NULL,
  video_link         text NOT NULL DEFAULT '',
  preferred_roles    text NOT NULL,
  work_type          text NOT NULL,
  compensation       text NOT NULL DEFAULT '',
  additional_notes   text NOT NULL DEFAULT '',
  location_data      jsonb,
  uploaded_files     jsonb NOT NULL DEFAULT '[]'::jsonb,
  admin_notification text,
  client_metadata    jsonb NOT NULL DEFAULT '{}'::jsonb,
  submitted_at       timestamptz NOT NULL
);
CREATE INDEX work_with_us_submissions_submitted_idx ON work_with_us_submissions (submitted_at DESC);

CREATE TABLE stored_files (
  file_id      text PRIMARY KEY,
  owner_kind   text NOT NULL,
  owner_id     text NOT NULL,
  filename     text NOT NULL,
  file_type    text NOT NULL,
  content_type text NOT NULL,
  size         bigint NOT NULL,
  sha256       text NOT NULL,
  blob_key     text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX stored_files_owner_idx ON stored_files (owner_kind, owner_id);
