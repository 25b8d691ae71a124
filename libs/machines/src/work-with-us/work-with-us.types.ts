import type { SelfDescription, WorkWithUsSubmitRequest } from '@intake/contracts';
import type { DeviceType } from '../visitor/device-type.js';
import type { SubmissionSource } from '../visitor/submission-source.js';
import type { WorkWithUsStep } from './form-steps.js';
import type { WorkUsSessionFacts } from './session-metadata.js';

export type WorkWithUsField = 'name' | 'email' | 'selfDescription' | 'notes';
export type RequiredWorkWithUsField = Exclude<WorkWithUsField, 'notes'>;

export interface WorkWithUsFields {
  name: string;
  email: string;
  selfDescription: SelfDescription | '';
  notes: string;
}

export type FieldErrors = Partial<Record<RequiredWorkWithUsField, string>>;

/** One entry of metadata.form_interactions. */
export interface FormInteraction {
  field: string;
  action: 'focus' | 'blur' | 'select' | 'attach' | 'reject' | 'remove' | 'submit';
  timestamp: string;
  value?: string | number;
}

export type NotificationStatus = 'not-requested' | 'pending' | 'sent' | 'failed';

export interface WorkWithUsContext {
  fields: WorkWithUsFields;
  fieldErrors: FieldErrors;
  attachment: File | null;
  /** Why the last picked file was refused; the previous attachment, if any, is kept. */
  attachmentError: string | null;
  /** Text of the 'Submission Error' banner. */
  error: string | null;
  submissionId: string | null;
  /** The server's confirmation message. */
  confirmation: string | null;
  /** Percent per file name: 50 while the request is in flight, 100 once stored, 0 after a failure. */
  uploadProgress: Record<string, number>;
  uploadError: string | null;
  /** The application is stored but its attachment is not. */
  partialFailure: boolean;
  notification: NotificationStatus;
  interactions: FormInteraction[];
  stepsReached: WorkWithUsStep[];
  startedAt: number;
  submissionSource: SubmissionSource;
  deviceType: DeviceType;
  sessionFacts: WorkUsSessionFacts;
  clock: () => number;
}

export interface WorkWithUsInput {
  submissionSource?: SubmissionSource;
  deviceType?: DeviceType;
  /** What the browser says about the visit (visitor spec §3 "Work Us session metadata"). */
  sessionFacts?: WorkUsSessionFacts;
  /** Milliseconds since the epoch; defaults to Date.now. Tests pass a fixed clock. */
  clock?: () => number;
  /** When the visitor opened the form; defaults to the clock's reading at start. */
  startedAt?: number;
}

export type WorkWithUsEvent =
  | { type: 'FIELD.CHANGE'; field: WorkWithUsField; value: string }
  | { type: 'FIELD.FOCUS'; field: WorkWithUsField }
  | { type: 'FIELD.BLUR'; field: WorkWithUsField }
  | { type: 'ATTACHMENT.SELECT'; file: File }
  | { type: 'ATTACHMENT.CLEAR' }
  | { type: 'SUBMIT' };

/** What the caller's submit actor resolves with: the parsed response body of a 2xx reply. */
export interface SubmitApplicationOutput {
  success: boolean;
  submission_id?: string;
  message?: string;
  detail?: string;
}
export interface SubmitApplicationInput {
  payload: WorkWithUsSubmitRequest;
}

export interface UploadAttachmentOutput {
  success: boolean;
  message?: string;
  detail?: string;
}
export interface UploadAttachmentInput {
  submissionId: string;
  file: File;
}

export interface NotifyAdminOutput {
  success: boolean;
  error?: string;
}
export interface NotifyAdminInput {
  submissionId: string;
}
