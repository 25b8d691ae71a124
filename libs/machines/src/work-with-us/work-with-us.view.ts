import { WORK_WITH_US_MESSAGES } from '@intake/contracts';
import type { SnapshotFrom } from 'xstate';
import { completionPercentage } from './form-steps.js';
import type { workWithUsMachine } from './work-with-us.machine.js';

export type WorkWithUsSnapshot = SnapshotFrom<typeof workWithUsMachine>;

export type AttachmentUploadStatus =
  | { state: 'uploading'; fileName: string; percent: number; label: 'Uploading...' }
  | { state: 'uploaded'; fileName: string; percent: 100; label: 'Uploaded' }
  | { state: 'failed'; fileName: string; message: string };

/** Spec §3 "submission state", plus what the screen shows, derived from one snapshot. */
export interface WorkWithUsView {
  isSubmitting: boolean;
  isSubmitted: boolean;
  submissionId: string | null;
  error: string | null;
  uploadProgress: Record<string, number>;
  submitLabel: 'Submit' | 'Submitting...';
  /** Null when the visitor attached nothing. */
  attachmentStatus: AttachmentUploadStatus | null;
  partialFailureMessage: string | null;
  completionPercentage: number;
}

export function selectWorkWithUsView(snapshot: WorkWithUsSnapshot): WorkWithUsView {
  const { context } = snapshot;
  const isSubmitting = snapshot.matches('submitting');
  const isSubmitted = snapshot.matches('submitted');
  return {
    isSubmitting,
    isSubmitted,
    submissionId: context.submissionId,
    error: context.error,
    uploadProgress: context.uploadProgress,
    submitLabel: isSubmitting ? 'Submitting...' : 'Submit',
    attachmentStatus: isSubmitted ? attachmentStatus(context) : null,
    partialFailureMessage: context.partialFailure ? WORK_WITH_US_MESSAGES.partialFailure : null,
    completionPercentage: completionPercentage(context.stepsReached),
  };
}

function attachmentStatus(context: WorkWithUsSnapshot['context']): AttachmentUploadStatus | null {
  if (!context.attachment) return null;
  const fileName = context.attachment.name;
  if (context.uploadError) return { state: 'failed', fileName, message: context.uploadError };
  const percent = context.uploadProgress[fileName] ?? 0;
  return percent >= 100 ? { state: 'uploaded', fileName, percent: 100, label: 'Uploaded' } : { state: 'uploading', fileName, percent, label: 'Uploading...' };
}
