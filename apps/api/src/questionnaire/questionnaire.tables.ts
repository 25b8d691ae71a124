import type { AnswerValue, LocationData, QuestionnaireSubmittedFile } from '@intake/contracts';

/** One row per submitted questionnaire: the admin "Form Submissions" tab. */
export interface QuestionnaireSubmissionsTable {
  submission_id: string;
  session_id: string;
  name: string;
  email: string;
  /** The contact form's affiliation. */
  organization: string;
  location_data: LocationData | null;
  form_data: Record<string, AnswerValue>;
  uploaded_files: QuestionnaireSubmittedFile[];
  questionnaire_version: string;
  newsletter_consent: boolean;
  submitted_at: Date;
}

/** One row per questionnaire session, finished or not: where visitors stop (drop-off per question). */
export interface QuestionnaireSessionsTable {
  session_id: string;
  config_version: string;
  status: 'in_progress' | 'submitted';
  device_type: string;
  last_question_id: string | null;
  last_position: number;
  progress_percent: number;
  /** Question ids the visitor reached, each once, in first-reached order. */
  steps_reached: string[];
  time_spent_ms: number;
  submission_id: string | null;
  started_at: Date;
  updated_at: Date;
  submitted_at: Date | null;
}

export interface QuestionnaireTables {
  questionnaire_submissions: QuestionnaireSubmissionsTable;
  questionnaire_sessions: QuestionnaireSessionsTable;
}
