import { CHAT_ERRORS, UPLOAD_SESSION_NOT_FOUND } from '@intake/contracts';
import { documentUploadMachine, type PollInput, type ProgressAnswer, type UploadAnswer } from '@intake/machines';
import { createActor, fromPromise } from 'xstate';
import { answerShape } from '../../app/answer-shape';
import { checkedAnswer, raceUploadTimer, REQUEST_TIMEOUT_MS } from '../../app/api-client';
import type { ChatDocumentUploader } from '../chat/chat-upload';

/** Statuses that say the upload service itself is not serving (no such method, not implemented, a gateway without a backend). */
const SERVICE_UNAVAILABLE_STATUSES = new Set([405, 501, 502, 503, 504]);

/**
 * Visitor spec §8 'File upload service is not currently available': the upload route is not there
 * or not serving. Our API answers an upload with 200 or a refusal of its own (400, 404 with
 * UPLOAD_SESSION_NOT_FOUND, 413, 415, 422, 500); any other 404 (an unknown route, a proxy's page)
 * and the statuses above mean the call never reached an upload handler. A 500 is that handler
 * failing on this file, which the generic 'trouble uploading' message covers.
 */
export function uploadRouteUnavailable(status: number, detail: string | null): boolean {
  if (status === 404) return detail !== UPLOAD_SESSION_NOT_FOUND;
  return SERVICE_UNAVAILABLE_STATUSES.has(status);
}

async function detailOf(response: Response): Promise<string | null> {
  const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
  return typeof body?.detail === 'string' ? body.detail : null;
}

/** The error text the server sent (its `detail`), for the machine's size/type wording. */
async function uploadFailure(response: Response): Promise<Error> {
  const detail = await detailOf(response);
  if (uploadRouteUnavailable(response.status, detail)) return new Error(CHAT_ERRORS.uploadUnavailable);
  return new Error(detail ?? `HTTP ${response.status}: ${response.statusText}`);
}

/**
 * The answers, checked without zod (the chat page loads none): the upload answer's fields the
 * machine reads, and progressResponseSchema's (documents.schema.ts). An answer off them fails
 * as a refused upload or a failed poll does, in the spec's words for those.
 */
const UPLOAD_ANSWER = answerShape<UploadAnswer>({
  operation_id: 'string?',
  progress_endpoint: 'string?',
  status: 'string?',
  chat_message: 'string?',
  extracted_data: 'object?',
});
const PROGRESS_ANSWER = answerShape<ProgressAnswer>({
  status: 'string',
  error: 'string?',
  chat_message: 'string?',
  extracted_data: 'object?',
  verification_questions: 'array?',
});

/** Where to poll: the upload answer's progress_endpoint (a path on the API, or a full http(s) URL), else /api/progress/{operationId}. */
export function progressUrl(base: string, { operationId, progressEndpoint }: PollInput): string {
  const endpoint = progressEndpoint?.trim() ?? '';
  if (/^https?:\/\//i.test(endpoint)) return endpoint;
  if (endpoint.startsWith('/') && !endpoint.startsWith('//')) return `${base}${endpoint}`;
  return `${base}/api/progress/${encodeURIComponent(operationId)}`;
}

/**
 * The in-chat upload: the document-upload machine with the real calls. Guide mode posts to the
 * guide session's upload path, legacy mode to /api/upload/{sessionId}; both then poll the
 * progress endpoint the answer names.
 */
export const chatDocumentUploader: ChatDocumentUploader = (input, report, signal) =>
  new Promise((resolve) => {
    const path = input.mode === 'guide' ? `/api/guide/sessions/${input.sessionId}/upload` : `/api/upload/${input.sessionId}`;
    const machine = documentUploadMachine.provide({
      actors: {
        upload: fromPromise<UploadAnswer, { file: typeof input.file }>(({ input: { file } }) =>
          raceUploadTimer(async (timer) => {
            const form = new FormData();
            form.append('file', file as File, file.name);
            const response = await fetch(`${input.base}${path}`, { method: 'POST', body: form, signal: AbortSignal.any([timer, signal]) });
            if (!response.ok) throw await uploadFailure(response);
            return checkedAnswer(path, UPLOAD_ANSWER, await response.json());
          }),
        ),
        poll: fromPromise<ProgressAnswer, PollInput>(async ({ input: poll }) => {
          const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
          const response = await fetch(progressUrl(input.base, poll), { signal: AbortSignal.any([timeout, signal]) }).catch((err: unknown) => {
            throw new Error(timeout.aborted ? 'Request timed out' : `connection: ${String(err)}`);
          });
          if (!response.ok) throw new Error((await detailOf(response)) ?? `HTTP ${response.status}: ${response.statusText}`);
          return checkedAnswer(progressUrl(input.base, poll), PROGRESS_ANSWER, await response.json());
        }),
      },
    });
    const actor = createActor(machine, { input: { file: input.file } });
    let shown = '';
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        // Only a refusal (before sending, or by the server or a missing route) leaves the file unstored.
        resolve({
          message: snapshot.context.message,
          followUp: snapshot.context.followUp,
          outcome: snapshot.matches('refused') ? 'failed' : 'uploaded',
          ...foundIn(snapshot.context.result),
        });
        return;
      }
      if (snapshot.context.message && snapshot.context.message !== shown) {
        shown = snapshot.context.message;
        report.progress(shown);
      }
    });
    signal.addEventListener('abort', () => actor.stop(), { once: true });
    actor.start();
  });

/** What the analysis found, when it found something: it moves the chat's progress bar. */
function foundIn(result: { extracted_data?: Record<string, string> | null } | null): { found?: Record<string, string> } {
  const found = result?.extracted_data;
  return found && Object.keys(found).length > 0 ? { found } : {};
}
