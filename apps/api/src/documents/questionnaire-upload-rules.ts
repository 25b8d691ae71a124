import type { DocumentOwner } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { BadRequestError, ValidationError } from '../platform/errors/domain-errors.js';
import type { UploadRules } from '../platform/files/upload-rules.js';

/** Visitor spec §5: the questionnaire's file questions. */
const FILE_QUESTIONS: Record<string, { allowed: string[]; maxMb: number; maxFiles: number }> = {
  Q1_UPLOAD: { allowed: ['pdf', 'docx', 'pptx', 'txt'], maxMb: 100, maxFiles: 1 },
  Q21: { allowed: ['pdf', 'docx', 'pptx', 'txt'], maxMb: 25, maxFiles: 5 },
};

export const QUESTIONNAIRE_UPLOAD_MAX_BYTES = Math.max(...Object.values(FILE_QUESTIONS).map((q) => q.maxMb)) * 1024 * 1024;

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
  if (Number(held.n) >= rule.maxFiles) throw new ValidationError(`You can only upload up to ${rule.maxFiles} file(s)`);
  const types = rule.allowed.map((t) => t.toUpperCase()).join(', ');
  return {
    allowed: rule.allowed,
    maxBytes: rule.maxMb * 1024 * 1024,
    messages: { tooLarge: `File size must be ${rule.maxMb}MB or less`, wrongType: `File type must be: ${types}` },
  };
}
