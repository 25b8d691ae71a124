import { QUESTIONNAIRE_FILE_RULES, type DocumentOwner } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { BadRequestError, ValidationError } from '../platform/errors/domain-errors.js';
import type { UploadRules } from '../platform/files/upload-rules.js';

/** The questionnaire configuration's file questions (Q1_UPLOAD, Q21) and their limits. */
const FILE_QUESTIONS: Readonly<Record<string, { allowed_types: readonly string[]; max_size_mb: number; max_files: number }>> = QUESTIONNAIRE_FILE_RULES;

export const QUESTIONNAIRE_UPLOAD_MAX_BYTES = Math.max(...Object.values(FILE_QUESTIONS).map((q) => q.max_size_mb)) * 1024 * 1024;

/** The limits of the question the file answers, and how many it already holds. */
export async function questionnaireUploadRules(db: Kysely<Database>, owner: Extract<DocumentOwner, { kind: 'questionnaire' }>): Promise<UploadRules> {
  const questionId = owner.question_id;
  const rule = questionId ? FILE_QUESTIONS[questionId] : undefined;
  if (!questionId || !rule) {
    throw new BadRequestError(`question_id must name a file question: ${Object.keys(FILE_QUESTIONS).join(', ')}.`);
  }
  const held = await db
    .selectFrom('document_operations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_session_id', '=', owner.session_id)
    .where('question_id', '=', questionId)
    .where('status', '!=', 'failed')
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= rule.max_files) throw new ValidationError(`You can only upload up to ${rule.max_files} file(s)`);
  const types = rule.allowed_types.map((t) => t.toLowerCase());
  return {
    allowed: types,
    maxBytes: rule.max_size_mb * 1024 * 1024,
    // The configuration's generic validator messages (visitor spec §5).
    messages: { tooLarge: `File size must be ${rule.max_size_mb}MB or less`, wrongType: `File type must be: ${types.join(', ')}` },
  };
}
