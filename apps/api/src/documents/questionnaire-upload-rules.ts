import { randomUUID } from 'node:crypto';
import { DocumentEvents, documentStreamId, QUESTIONNAIRE_FILE_RULES, type DocumentOwner, type DocumentStreamEvent } from '@intake/contracts';
import type { EventStore } from '@intake/event-store';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { BadRequestError, ValidationError } from '../platform/errors/domain-errors.js';
import type { UploadRules } from '../platform/files/upload-rules.js';
import type { DocumentOperationsTable } from './documents.tables.js';

/** The questionnaire configuration's file questions (Q1_UPLOAD, Q21) and their limits. */
const FILE_QUESTIONS: Readonly<Record<string, { allowed_types: readonly string[]; max_size_mb: number; max_files: number }>> = QUESTIONNAIRE_FILE_RULES;

export const QUESTIONNAIRE_UPLOAD_MAX_BYTES = Math.max(...Object.values(FILE_QUESTIONS).map((q) => q.max_size_mb)) * 1024 * 1024;

export interface QuestionnaireUploadTarget {
  questionId: string;
  maxFiles: number;
  rules: UploadRules;
}

/** The question the file answers and its limits; refused when `question_id` names no file question. */
export function questionnaireUploadTarget(owner: Extract<DocumentOwner, { kind: 'questionnaire' }>): QuestionnaireUploadTarget {
  const questionId = owner.question_id;
  const rule = questionId ? FILE_QUESTIONS[questionId] : undefined;
  if (!questionId || !rule) {
    throw new BadRequestError(`question_id must name a file question: ${Object.keys(FILE_QUESTIONS).join(', ')}.`);
  }
  const types = rule.allowed_types.map((t) => t.toLowerCase());
  return {
    questionId,
    maxFiles: rule.max_files,
    rules: {
      allowed: types,
      maxBytes: rule.max_size_mb * 1024 * 1024,
      // The configuration's generic validator messages (visitor spec §5).
      messages: { tooLarge: `File size must be ${rule.max_size_mb}MB or less`, wrongType: `File type must be: ${types.join(', ')}` },
    },
  };
}

/** A file the question already holds (not failed), with the hash of its bytes. */
export interface HeldUpload {
  document_id: string;
  filename: string;
  status: DocumentOperationsTable['status'];
  sha256: string | null;
}

/**
 * What the question already holds: the operations read model's rows (not failed), each with the
 * hash its DocumentUploaded event recorded.
 */
export async function loadHeldUploads(db: Kysely<Database>, store: EventStore, sessionId: string, questionId: string): Promise<HeldUpload[]> {
  const rows = await db
    .selectFrom('document_operations')
    .select(['document_id', 'filename', 'status'])
    .where('owner_session_id', '=', sessionId)
    .where('question_id', '=', questionId)
    .where('status', '!=', 'failed')
    .orderBy('created_at')
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const uploaded = (await store.readStream<DocumentStreamEvent>(documentStreamId(row.document_id))).find((e) => e.type === DocumentEvents.Uploaded);
      return { ...row, sha256: uploaded?.type === DocumentEvents.Uploaded ? uploaded.data.sha256 : null };
    }),
  );
}

/**
 * An upload of bytes the question already holds is the same file sent again (typically a retry
 * after the browser's 60 s timer gave up on an upload the server went on to store): it is that
 * file, not a new one, so it never counts against the limit. Anything else must fit the limit.
 * Returns the held file to answer with, or null to store the upload.
 */
export function decideQuestionnaireUpload(held: readonly HeldUpload[], sha256: string | null, maxFiles: number): HeldUpload | null {
  const same = sha256 === null ? undefined : held.find((h) => h.sha256 === sha256);
  if (same) return same;
  if (held.length >= maxFiles) throw new ValidationError(`You can only upload up to ${maxFiles} file(s)`);
  return null;
}

/**
 * Takes one of the question's file slots for a new upload, atomically: under a per-question
 * advisory lock, the claims not failed are counted and one more is made, so 10 uploads at once
 * cannot all pass the limit check (the operations read model trails the uploads). Returns the id
 * the document is to be stored under; refuses with the configuration's message when full.
 */
export async function claimUploadSlot(db: Kysely<Database>, sessionId: string, questionId: string, maxFiles: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`questionnaire-upload:${sessionId}/${questionId}`}))`.execute(trx);
    const { rows } = await sql<{ taken: string }>`
      select count(*) as taken from questionnaire_upload_claims c
      where c.session_id = ${sessionId} and c.question_id = ${questionId}
        and not exists (select 1 from document_operations d where d.document_id::text = c.document_id::text and d.status = 'failed')`.execute(trx);
    if (Number(rows[0]?.taken ?? 0) >= maxFiles) throw new ValidationError(`You can only upload up to ${maxFiles} file(s)`);
    const documentId = randomUUID();
    await sql`insert into questionnaire_upload_claims (document_id, session_id, question_id) values (${documentId}, ${sessionId}, ${questionId})`.execute(trx);
    return documentId;
  });
}

/** Gives a slot back when its upload was not stored after all. */
export async function releaseUploadSlot(db: Kysely<Database>, documentId: string): Promise<void> {
  await sql`delete from questionnaire_upload_claims where document_id = ${documentId}`.execute(db);
}
