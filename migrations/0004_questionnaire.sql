-- Questionnaire read models (projections of the questionnaire-<session id> streams).
CREATE TABLE questionnaire_submissions (
  submission_id         text PRIMARY KEY,
  session_id            text NOT NULL UNIQUE,
  name                  text NOT NULL,
  email                 text NOT NULL,
  organization          text NOT NULL,
  location_data         jsonb,
  form_data             jsonb NOT NULL DEFAULT '{}'::jsonb,
  uploaded_files        jsonb NOT NULL DEFAULT '[]'::jsonb,
  questionnaire_version text NOT NULL,
  newsletter_consent    boolean NOT NULL DEFAULT false,
  submitted_at          timestamptz NOT NULL
);
CREATE INDEX questionnaire_submissions_submitted_idx ON questionnaire_submissions (submitted_at DESC);

CREATE TABLE questionnaire_sessions (
  session_id       text PRIMARY KEY,
  config_version   text NOT NULL,
  status           text NOT NULL,
  device_type      text NOT NULL DEFAULT 'desktop',
  last_question_id text,
  last_position    integer NOT NULL DEFAULT 0,
  progress_percent integer NOT NULL DEFAULT 0,
  steps_reached    jsonb NOT NULL DEFAULT '[]'::jsonb,
  time_spent_ms    bigint NOT NULL DEFAULT 0,
  submission_id    text,
  started_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  submitted_at     timestamptz
);
CREATE INDEX questionnaire_sessions_status_idx ON questionnaire_sessions (status, last_question_id);
