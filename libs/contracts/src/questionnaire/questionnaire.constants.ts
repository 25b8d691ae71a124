import { fileUploadedToast } from '../documents/documents.constants.js';
import type { QuestionnaireConfig } from './questionnaire.types.js';

/** Visitor spec §5 "Questionnaire answers", word for word. */
export const QUESTIONNAIRE_MESSAGES = {
  selectOption: 'Please select an option.',
  selectAtLeastOne: 'Please select at least one option.',
  provideResponse: 'Please provide a response.',
  tooLong: (max: number) => `Response too long (max ${max} characters).`,
  provideName: 'Please provide your name.',
  provideEmail: 'Please provide a valid email address.',
  provideAffiliation: 'Please provide your affiliation.',
  otherDetails: 'Please provide details for "Other".',
  uploadFile: 'Please upload a file.',
  /** Not in the spec (the screen keeps the button disabled until the box is ticked); the server says this. */
  privacyConsent: 'Please accept the privacy policy to continue.',
} as const;

/**
 * Visitor spec §5 "Chat-side upload in the wizard": the picker's checks, with the question's own
 * limits in place of the defaults (5 files, 10 MB). The type sentence is the spec's, whatever the
 * question allows.
 */
export const WIZARD_UPLOAD_DEFAULTS = { maxFiles: 5, maxSizeMb: 10, types: ['pdf', 'doc', 'docx', 'txt'] } as const;
export const WIZARD_UPLOAD_MESSAGES = {
  tooMany: (max: number) => `You can only upload up to ${max} file(s)`,
  tooLarge: (name: string, maxMb: number) => `File "${name}" is too large. Maximum size is ${maxMb}MB`,
  wrongType: (name: string) => `File "${name}" type not allowed. Please upload PDF, DOC, DOCX, or TXT files only`,
} as const;

/** Visitor spec §8 "Wizard toasts". */
export const QUESTIONNAIRE_TOASTS = {
  initFailed: 'Failed to initialize questionnaire. Please refresh the page.',
  loadFailed: 'Failed to load questionnaire. Please ensure the backend is running and refresh the page.',
  submitFailed: 'Submission failed, but your responses are recorded.',
  uploadTimedOut: (name: string) => `Upload of "${name}" timed out. Please try with a smaller file.`,
  uploadFailed: (name: string) => `Failed to upload "${name}". Please try again.`,
  unexpected: 'An unexpected error occurred. Please refresh and try again.',
  submitted: 'Questionnaire submitted successfully!',
  uploaded: fileUploadedToast,
} as const;

/**
 * The 409 `detail` for an answer recorded after the submission. The screen treats it as harmless:
 * the answer reached the server with the submission anyway.
 */
export const QUESTIONNAIRE_ALREADY_SUBMITTED = 'This questionnaire was already submitted.';

/** Visitor spec §7: uploads race a 60 s timer. */
export const QUESTIONNAIRE_UPLOAD_TIMEOUT_MS = 60_000;

export interface QuestionnaireFileRule {
  question_id: string;
  field: string;
  required: boolean;
  /** Lowercase extensions of what the bytes must be. */
  allowed_types: readonly string[];
  max_size_mb: number;
  max_files: number;
}

/** The file limits of one configuration, by question id. */
export function questionnaireFileRules(config: QuestionnaireConfig): Readonly<Record<string, QuestionnaireFileRule>> {
  const rules: Record<string, QuestionnaireFileRule> = {};
  for (const q of config.questions) {
    if (q.type !== 'file_upload' && q.type !== 'file_upload_multiple') continue;
    rules[q.id] = {
      question_id: q.id,
      field: q.field,
      required: q.required,
      allowed_types: q.allowed_types ?? [...WIZARD_UPLOAD_DEFAULTS.types],
      max_size_mb: q.max_size_mb ?? WIZARD_UPLOAD_DEFAULTS.maxSizeMb,
      max_files: q.max_files ?? (q.type === 'file_upload' ? 1 : WIZARD_UPLOAD_DEFAULTS.maxFiles),
    };
  }
  return rules;
}

export const MB = 1024 * 1024;
