import {
  adminNotificationResponseSchema,
  workWithUsSubmitResponseSchema,
  workWithUsUploadResponseSchema,
  type AdminNotificationResponse,
  type WorkWithUsSubmitRequest,
  type WorkWithUsSubmitResponse,
  type WorkWithUsUploadResponse,
} from '@intake/contracts';
import { apiRequest } from '../../app/api-client';

// An answer off its schema rejects with an InvalidResponseError that keeps the body; the
// machine reads it as the refusal the spec describes (failure-messages.ts), so the visitor sees
// the spec's words, never 'Invalid response format'.

export function submitWorkWithUs(payload: WorkWithUsSubmitRequest, signal?: AbortSignal): Promise<WorkWithUsSubmitResponse> {
  return apiRequest('/api/work-with-us/submit', workWithUsSubmitResponseSchema, { method: 'POST', json: payload, signal });
}

/**
 * Multipart upload of the one attachment. It has no timer of its own: the work-with-us machine
 * races it against the 60 s upload timer and aborts it through `signal` when the timer wins.
 */
export function uploadWorkWithUsAttachment(submissionId: string, file: File, signal?: AbortSignal): Promise<WorkWithUsUploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest(`/api/work-with-us/upload/${encodeURIComponent(submissionId)}?file_type=attachment`, workWithUsUploadResponseSchema, {
    method: 'POST',
    body: form,
    timeoutMs: null,
    signal,
  });
}

export function requestAdminNotification(submissionId: string, signal?: AbortSignal): Promise<AdminNotificationResponse> {
  return apiRequest(`/api/work-with-us/send-admin-notification/${encodeURIComponent(submissionId)}`, adminNotificationResponseSchema, {
    method: 'POST',
    signal,
  });
}
