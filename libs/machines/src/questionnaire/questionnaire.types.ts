import type { AnswerValue, QuestionnaireConfig, QuestionnaireSubmitRequest, UploadedFileRef } from '@intake/contracts';

export type FilesByQuestion = Record<string, UploadedFileRef[]>;

export interface QuestionnaireContext {
  sessionId: string | null;
  /** Null until loaded; the session's own version once it is. */
  config: QuestionnaireConfig | null;
  configVersion: string | null;
  /** The question on screen ('' before the configuration is known). */
  currentId: string;
  /** The questions answered on the way to the current one, in order; Back pops it. */
  history: string[];
  /** Accepted answers by question id, in their stored form. A branch left by Back keeps its answers but they are off the path. */
  answers: Record<string, AnswerValue>;
  /** What the visitor has entered on the current step; reset on every step. */
  draft: unknown;
  /** The current step's validation message. */
  error: string | null;
  /**
   * Uploaded files by question id, as the documents context recorded them. A stored file stays
   * attached to its question (the upload endpoint counts it against the question's limit), so
   * there is no removing one.
   */
  files: FilesByQuestion;
  /** Picked files still to send, for the current question; the head is in flight while uploading. */
  uploadQueue: File[];
  submissionId: string | null;
  /** The server's reason, when the last submission attempt failed. */
  submitError: string | null;
  clock: () => number;
}

export interface QuestionnaireInput {
  /** Known up front on the server and in tests; otherwise the machine opens a session and loads it. */
  config?: QuestionnaireConfig;
  sessionId?: string;
  files?: FilesByQuestion;
  clock?: () => number;
}

export type QuestionnaireEvent =
  | { type: 'ANSWER.CHANGE'; value: unknown }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'FILES.SELECT'; files: File[] }
  | { type: 'SUBMIT.RETRY' };

/** Told to whoever runs the machine (the screen's toasts, the session's recorder). */
export type QuestionnaireEmitted =
  | { type: 'toast'; kind: 'success' | 'error'; message: string }
  | { type: 'answer'; questionId: string; value: AnswerValue }
  | { type: 'step'; questionId: string; position: number; progress: number }
  | { type: 'submitted'; submissionId: string };

/** A session as the server holds it: where the visitor resumes. */
export interface OpenSessionOutput {
  session_id: string;
  config_version: string;
  status: 'in_progress' | 'submitted';
  answers: Record<string, unknown>;
  files: FilesByQuestion;
  submission_id: string | null;
}

export interface LoadConfigInput {
  version: string;
}

export interface UploadFileInput {
  sessionId: string;
  questionId: string;
  file: File;
}

/** Which question's files to read back from the session. */
export interface SessionFilesInput {
  sessionId: string;
  questionId: string;
}

export interface SubmitQuestionnaireInput {
  payload: QuestionnaireSubmitRequest;
}
export interface SubmitQuestionnaireOutput {
  success: boolean;
  submission_id?: string;
  message?: string;
  detail?: string;
}
