import {
  QUESTIONNAIRE_MESSAGES as M,
  WIZARD_UPLOAD_DEFAULTS,
  WIZARD_UPLOAD_MESSAGES,
  type AnswerValue,
  type ContactAnswer,
  type Question,
  type QuestionnaireValidation,
  type SelectOrTextAnswer,
  type UploadedFileRef,
} from '@intake/contracts';
import { validateField } from './field-validators.js';

/** Contact fields are short; the configuration gives no limits, so these are the product's. */
export const CONTACT_LIMITS = { name: 200, email: 320, affiliation: 200, timezone: 100 } as const;

export type AnswerCheck = { ok: true; value: AnswerValue } | { ok: false; message: string };

const ok = (value: AnswerValue): AnswerCheck => ({ ok: true, value });
const fail = (message: string): AnswerCheck => ({ ok: false, message });
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const optionValues = (q: Question) => (q.options ?? []).map((o) => o.value);

/**
 * Visitor spec §5: whether an answer to one question may be accepted, with the spec's message
 * when it may not, and the answer in its stored form when it may (text trimmed, contact details
 * complete). The value is untrusted: the server replays what a browser sent through this.
 */
export function checkAnswer(question: Question, value: unknown, validation: QuestionnaireValidation): AnswerCheck {
  switch (question.type) {
    case 'single_choice': {
      // One option's value: a blank, an array or an object is no choice at all (" " and [] were stored).
      if (typeof value !== 'string' || value.trim() === '') return fail(M.selectOption);
      const problem = validateField(value, { options: optionValues(question) }, validation);
      return problem ? fail(problem) : ok(value);
    }
    case 'multiple_choice': {
      if (!Array.isArray(value) || value.length === 0) return fail(M.selectAtLeastOne);
      const problem = validateField(
        value,
        { options: optionValues(question), min_selections: question.min_selections, max_selections: question.max_selections },
        validation,
      );
      return problem ? fail(problem) : ok(value as string[]);
    }
    case 'textarea': {
      if (value !== undefined && value !== null && typeof value !== 'string') return fail(M.provideResponse);
      const answer = text(value);
      if (answer === '') return question.required ? fail(M.provideResponse) : ok('');
      if (question.max_length !== undefined && answer.length > question.max_length) return fail(M.tooLong(question.max_length));
      return ok(answer);
    }
    case 'select_or_text': {
      const selected = isRecord(value) ? value.value : value;
      if (selected === undefined || selected === null || selected === '') return fail(M.selectOption);
      const problem = validateField(selected, { options: optionValues(question) }, validation);
      if (problem) return fail(problem);
      const other = isRecord(value) ? text(value.other_text) : '';
      if (selected === 'other') {
        if (other === '') return fail(M.otherDetails);
        if (question.max_length !== undefined && other.length > question.max_length) return fail(M.tooLong(question.max_length));
      }
      const answer: SelectOrTextAnswer = { value: selected as string, other_text: selected === 'other' ? other : '' };
      return ok(answer);
    }
    case 'file_upload':
    case 'file_upload_multiple':
      return checkFiles(question, value, validation);
    case 'contact_form':
      return checkContact(value, validation);
  }
}

function checkFiles(question: Question, value: unknown, validation: QuestionnaireValidation): AnswerCheck {
  const files = Array.isArray(value) ? value : [];
  if (files.length === 0) return question.required ? fail(M.uploadFile) : ok([]);
  const refs = files.filter(
    (f): f is UploadedFileRef =>
      isRecord(f) && typeof f.document_id === 'string' && typeof f.filename === 'string' && typeof f.size === 'number' && typeof f.content_type === 'string',
  );
  if (refs.length !== files.length) return fail(M.uploadFile);
  const maxFiles = question.max_files ?? (question.type === 'file_upload' ? 1 : WIZARD_UPLOAD_DEFAULTS.maxFiles);
  if (refs.length > maxFiles) return fail(WIZARD_UPLOAD_MESSAGES.tooMany(maxFiles));
  const problem = validateField(
    refs.map((r) => ({ name: r.filename, size: r.size })),
    { max_size_mb: question.max_size_mb, allowed_types: question.allowed_types },
    validation,
  );
  return problem ? fail(problem) : ok(refs.map(({ document_id, filename, size, content_type }) => ({ document_id, filename, size, content_type })));
}

function checkContact(value: unknown, validation: QuestionnaireValidation): AnswerCheck {
  const v = isRecord(value) ? value : {};
  const answer: ContactAnswer = {
    name: text(v.name),
    email: text(v.email),
    affiliation: text(v.affiliation),
    timezone: text(v.timezone),
    privacy_consent: v.privacy_consent === true,
    newsletter_consent: v.newsletter_consent === true,
  };
  if (answer.name === '') return fail(M.provideName);
  const long =
    validateField(answer.name, { max_length: CONTACT_LIMITS.name }, validation) ??
    validateField(answer.email, { max_length: CONTACT_LIMITS.email }, validation) ??
    validateField(answer.affiliation, { max_length: CONTACT_LIMITS.affiliation }, validation) ??
    validateField(answer.timezone, { max_length: CONTACT_LIMITS.timezone }, validation);
  if (answer.email === '' || !answer.email.includes('@')) return fail(M.provideEmail);
  if (answer.affiliation === '') return fail(M.provideAffiliation);
  if (long) return fail(long);
  if (!answer.privacy_consent) return fail(M.privacyConsent);
  return ok(answer);
}
