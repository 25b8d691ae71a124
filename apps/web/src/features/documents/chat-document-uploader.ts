import { documentUploadMachine, type ProgressAnswer, type UploadAnswer } from '@intake/machines';
import { createActor, fromPromise } from 'xstate';
import { raceUploadTimer, REQUEST_TIMEOUT_MS } from '../../app/api-client';
import type { ChatDocumentUploader } from '../chat/chat-upload';

/** The error text the server sent (its `detail`), for the machine's size/type wording. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
  return new Error(typeof body?.detail === 'string' ? body.detail : `HTTP ${response.status}: ${response.statusText}`);
}

/**
 * The in-chat upload: the document-upload machine with the real calls. Guide mode posts to the
 * guide session's upload path, legacy mode to /api/upload/{sessionId}; both then poll
 * GET /api/progress/{operationId}.
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
            if (!response.ok) throw await failure(response);
            return (await response.json()) as UploadAnswer;
          }),
        ),
        poll: fromPromise<ProgressAnswer, { operationId: string }>(async ({ input: { operationId } }) => {
          const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
          const response = await fetch(`${input.base}/api/progress/${operationId}`, { signal: AbortSignal.any([timeout, signal]) }).catch((err: unknown) => {
            throw new Error(timeout.aborted ? 'Request timed out' : `connection: ${String(err)}`);
          });
          if (!response.ok) throw await failure(response);
          return (await response.json()) as ProgressAnswer;
        }),
      },
    });
    const actor = createActor(machine, { input: { file: input.file } });
    let shown = '';
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') {
        resolve({ message: snapshot.context.message, followUp: snapshot.context.followUp });
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
