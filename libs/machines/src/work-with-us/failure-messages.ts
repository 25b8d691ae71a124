import { WORK_WITH_US_MESSAGES } from '@intake/contracts';
import { isInvalidResponse } from '../backend/invalid-response.js';

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
 * generic unknown-error sentence. A 2xx answer off its contract is the refusal the spec describes
 * (below), never words of its own.
 */
export function describeSubmitFailure(error: unknown): string {
  const refusal = refusalIn(error);
  if (refusal) return describeRefusedSubmission(refusal);
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

/**
 * The refusal inside a 2xx answer that broke its contract (the api client's InvalidResponseError),
 * or null: the spec knows such an answer only as `success` false with a `detail` or a `message`.
 */
function refusalIn(error: unknown): { detail?: string; message?: string } | null {
  if (!isInvalidResponse(error)) return null;
  const body: FailureShape = error.body !== null && typeof error.body === 'object' ? error.body : {};
  return { ...(nonEmpty(body.detail) ? { detail: body.detail } : {}), ...(nonEmpty(body.message) ? { message: body.message } : {}) };
}

/** The {reason} of 'Failed to upload attachment: {reason}' for a failed upload request. */
export function describeUploadFailure(error: unknown): string {
  const refusal = refusalIn(error);
  return refusal ? describeFailureReason(refusal.detail ?? refusal.message, 'Upload failed') : describeFailureReason(error);
}
