import { CHAT_UPLOAD_TOASTS } from '@intake/contracts';
import { chatMachine, checkBackendHealth, type ChatInput, type SendMessageInput } from '@intake/machines';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { selectBackend } from '../../app/backend';
import { logger } from '../../app/logger';
import { toast } from '../../app/toasts/toast-store';
import {
  cleanupSession,
  exportSession,
  initChatSession,
  sendCompletionEmail,
  sendContact,
  sendGuideMessage,
  streamLegacyMessage,
  toChatCallError,
} from './chat.api';
import type { ChatDocumentUploader } from './chat-upload';

const browserFetch = (url: string, init: { method: 'GET'; signal: AbortSignal; headers: Record<string, string> }) =>
  fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });

export interface ChatRuntimeOptions {
  uploadDocument: ChatDocumentUploader;
  persistSession(sessionId: string | null): void;
  /** Persona and auto-confirm travel with legacy requests too. */
  legacy: Pick<ChatInput, 'persona' | 'autoConfirm'>;
}

/** The shared chat machine wired to this app's HTTP calls, storage and logger. */
export function connectedChatMachine(options: ChatRuntimeOptions) {
  const legacy = { persona: options.legacy.persona ?? null, autoConfirm: options.legacy.autoConfirm ?? false };
  return chatMachine.provide({
    actors: {
      // Visitor spec §7: the chat probes with its own 8 s time-out.
      probe: fromPromise(async () => {
        const selection = await selectBackend('chat');
        return { base: selection.base, mode: selection.mode, reachable: selection.reachable };
      }),
      initSession: fromPromise(({ input, signal }) => initChatSession(input, signal)),
      sendMessage: fromCallback<EventObject, SendMessageInput>(({ input, sendBack }) => {
        const controller = new AbortController();
        const run =
          input.mode === 'legacy'
            ? streamLegacyMessage(
                input.sessionId,
                input.message,
                legacy,
                { onChunk: (content) => sendBack({ type: 'STREAM.CHUNK', content }) },
                controller.signal,
              )
            : sendGuideMessage(input.sessionId, input.message, controller.signal);
        run.then(
          (reply) => sendBack({ type: 'STREAM.DONE', reply }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const failure = toChatCallError(error);
            sendBack({ type: 'STREAM.FAILED', failure: { kind: failure.kind, status: failure.status, message: failure.message } });
          },
        );
        return () => controller.abort();
      }),
      sendContact: fromPromise(({ input, signal }) => sendContact(input.sessionId, input.email, input.fullName, signal)),
      healthCheck: fromPromise(({ input, signal }) => checkBackendHealth(input.base, { fetch: browserFetch, signal })),
      sendCompletionEmail: fromPromise(({ input, signal }) => sendCompletionEmail(input, signal)),
      exportSession: fromPromise(({ input, signal }) => exportSession(input.sessionId, signal)),
      cleanupSession: fromPromise(({ input, signal }) => cleanupSession(input.sessionId, signal)),
      uploadDocument: fromCallback<EventObject, Parameters<ChatDocumentUploader>[0]>(({ input, sendBack }) => {
        // The machine opens a session first when it has none (visitor spec §8), so there is one here.
        const controller = new AbortController();
        options.uploadDocument(input, { progress: (message) => sendBack({ type: 'UPLOAD.PROGRESS', message }) }, controller.signal).then(
          (result) =>
            result.outcome === 'uploaded'
              ? sendBack({ type: 'UPLOAD.DONE', message: result.message, followUp: result.followUp, found: result.found ?? null })
              : sendBack({ type: 'UPLOAD.FAILED', message: result.message }),
          (error: unknown) => {
            if (!controller.signal.aborted) sendBack({ type: 'UPLOAD.FAILED', message: error instanceof Error ? error.message : String(error) });
          },
        );
        return () => controller.abort();
      }),
    },
    actions: {
      persistSession: (_, { sessionId }) => options.persistSession(sessionId),
      reportProblem: (_, { what, detail }) => logger.warn(`chat: ${what} failed`, detail),
      // Admin spec §8: the upload toasts, besides the in-chat message.
      announceUpload: (_, { outcome, filename }) =>
        outcome === 'uploaded' ? toast.success(CHAT_UPLOAD_TOASTS.uploaded(filename)) : toast.error(CHAT_UPLOAD_TOASTS.failed),
    },
  });
}
