-- The files each questionnaire file question has taken, claimed before the file is stored, so a
-- question's limit (Q21: 5 files) holds under concurrent uploads: the claim is counted and made
-- under a per-question advisory lock, where the operations read model trails the uploads.
CREATE TABLE questionnaire_upload_claims (
  document_id uuid PRIMARY KEY,
  session_id text NOT NULL,
  question_id text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaire_upload_claims_question ON questionnaire_upload_claims (session_id, question_id);
