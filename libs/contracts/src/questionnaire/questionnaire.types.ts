/** Visitor spec §3 "Questionnaire": the question types of the static configuration. */
export const QUESTION_TYPES = [
  'single_choice',
  'multiple_choice',
  'textarea',
  'select_or_text',
  'file_upload',
  'file_upload_multiple',
  'contact_form',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export interface QuestionOption {
  value: string;
  label: string;
}

/** Where `next_step_logic` sends every value it does not name. */
export const NEXT_STEP_WILDCARD = '*';
/** The next-step id that ends the questionnaire. */
export const END_OF_QUESTIONNAIRE = 'end';

export interface Question {
  id: string;
  question: string;
  type: QuestionType;
  /** The key the answer is stored under in the submission. */
  field: string;
  required: boolean;
  /** Selected value → next question id; `*` for any other value; `end` finishes. */
  next_step_logic: Record<string, string>;
  options?: QuestionOption[];
  max_length?: number;
  rows?: number;
  max_selections?: number;
  min_selections?: number;
  allowed_types?: string[];
  max_size_mb?: number;
  max_files?: number;
  help_text?: string;
  placeholder?: string;
}

/** Visitor spec §9 "Questionnaire theme" and the auto-save interval. */
export interface QuestionnaireTheme {
  required_indicator: string;
  progress_display: 'percentage';
  auto_advance: boolean;
  allow_back_navigation: boolean;
  save_progress: boolean;
  /** Seconds. */
  auto_save_interval: number;
}

export type ValidationPatternName = 'email' | 'phone' | 'url';

/** The configuration's generic validators: patterns as regex sources (the config travels as JSON). */
export interface QuestionnaireValidation {
  patterns: Record<ValidationPatternName, string>;
  /** Templates; {n} and {list} are filled in by the validator. */
  messages: {
    required: string;
    invalid_option: string;
    min_selections: string;
    max_selections: string;
    max_length: string;
    min_length: string;
    file_size: string;
    file_type: string;
    pattern: Record<ValidationPatternName, string>;
  };
}

export interface QuestionnaireConfig {
  version: string;
  title: string;
  description: string;
  questions: Question[];
  theme: QuestionnaireTheme;
  validation: QuestionnaireValidation;
}

/** The answer to a select_or_text question: a chosen value, and details when it is 'other'. */
export interface SelectOrTextAnswer {
  value: string;
  other_text: string;
}

/** One file of a file question, as the documents context recorded it (DocumentAttached). */
export interface UploadedFileRef {
  document_id: string;
  filename: string;
  size: number;
  content_type: string;
}

/** Q22: contact details and the two consents. */
export interface ContactAnswer {
  name: string;
  email: string;
  affiliation: string;
  timezone: string;
  privacy_consent: boolean;
  newsletter_consent: boolean;
}

export type AnswerValue = string | string[] | SelectOrTextAnswer | UploadedFileRef[] | ContactAnswer;
