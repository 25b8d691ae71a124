import type { WorkWithUsSubmitRequest } from '@intake/contracts';
import type { NotifyAdminOutput, SubmitApplicationOutput, UploadAttachmentOutput } from '@intake/machines';
import { apiRequest } from '../../app/api-client';

export function submitWorkWithUs(payload: WorkWithUsSubmitRequest, signal?: AbortSignal): Promise<SubmitApplicationOutput> {
  return apiRequest<SubmitApplicationOutput>('/api/work-with-us/submit', { method: 'POST', json: payload, signal });
}

/**
 * Multipart upload of the one attachment. It has no timer of its own: the work-with-us machine
 * races it against the 60 s upload timer and aborts it through `signal` when the timer wins.
 */
export function uploadWorkWithUsAttachment(submissionId: string, file: File, signal?: AbortSignal): Promise<UploadAttachmentOutput> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<UploadAttachmentOutput>(`/api/work-with-us/upload/${encodeURIComponent(submissionId)}?file_type=attachment`, {
    method: 'POST',
    body: form,
    timeoutMs: null,
    signal,
  });
}

export function requestAdminNotification(submissionId: string, signal?: AbortSignal): Promise<NotifyAdminOutput> {
  return apiRequest<NotifyAdminOutput>(`/api/work-with-us/send-admin-notification/${encodeURIComponent(submissionId)}`, {
    method: 'POST',
    signal,
  });
}
