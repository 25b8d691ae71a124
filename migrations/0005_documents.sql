-- Document uploads as the client polls them: GET /api/progress/{operation_id}.
CREATE TABLE document_operations (
  operation_id     text PRIMARY KEY,
  document_id      text NOT NULL UNIQUE,
  owner_kind       text NOT NULL,
  owner_session_id text NOT NULL,
  question_id      text,
  filename         text NOT NULL,
  content_type     text NOT NULL,
  size             bigint NOT NULL,
  status           text NOT NULL,
  percent          integer NOT NULL,
  stage            text NOT NULL,
  error            text,
  result           jsonb,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX document_operations_owner_idx ON document_operations (owner_kind, owner_session_id);
