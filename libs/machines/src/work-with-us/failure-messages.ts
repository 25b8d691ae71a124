import { WORK_WITH_US_MESSAGES } from '@intake/contracts';

interface FailureShape {
  detail?: unknown;
  status?: unknown;
  message?: unknown;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The 'Submission Error' banner text for a rejected submit request, in the spec's order of
 * preference: the server's `detail`, then 'Submission failed: {status}', then the error's own
 * message (time-outs, network failures), and for anything that is not an error object at all the
 * generic unknown-error sentence.
 */
export function describeSubmitFailure(error: unknown): string {
  if (error === null || typeof error !== 'object') return WORK_WITH_US_MESSAGES.unknownError;
  const failure = error as FailureShape;
  if (nonEmpty(failure.detail)) return failure.detail;
  if (typeof failure.status === 'number') return WORK_WITH_US_MESSAGES.submissionFailedStatus(failure.status);
  if (nonEmpty(failure.message)) return failure.message;
  return error instanceof Error ? WORK_WITH_US_MESSAGES.submissionFailed : WORK_WITH_US_MESSAGES.unknownError;
}

/** A 2xx reply that still says `success: false` (or carries no id). */
export function describeRefusedSubmission(body: { detail?: string; message?: string }): string {
  if (nonEmpty(body.detail)) return body.detail;
  if (nonEmpty(body.message)) return body.message;
  return WORK_WITH_US_MESSAGES.submissionFailed;
}

/** A short reason for a failed side request, e.g. the {reason} in 'Failed to upload attachment: {reason}'. */
export function describeFailureReason(error: unknown, fallback = 'Unknown error'): string {
  if (nonEmpty(error)) return error;
  if (error !== null && typeof error === 'object') {
    const failure = error as FailureShape;
    if (nonEmpty(failure.detail)) return failure.detail;
    if (nonEmpty(failure.message)) return failure.message;
    if (typeof failure.status === 'number') return `HTTP ${failure.status}`;
  }
  return fallback;
}
