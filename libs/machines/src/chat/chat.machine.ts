import { CHAT_BEHAVIOUR_MESSAGES, CHAT_ERRORS, GUIDE_TEXT, MODE_FIELDS, toLegacyName, type ChatStage } from '@intake/contracts';
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { BackendMode } from '../backend/backend-probe.js';
import { HEALTH_CHECK_INTERVAL_MS } from '../backend/backend-timing.js';
import { UPLOAD_READING_MESSAGE } from '../document-upload/reading-message.js';
import { completesConversation, failureReply, readChatReply, type ChatFailure, type ChatReply } from './chat-reply.js';
import { hasEmail } from './chat-progress.js';
import type {
  ChatContext,
  ChatEvent,
  ChatInput,
  ChatMessage,
  ContactInput,
  FinishInput,
  InitSessionInput,
  InitSessionOutput,
  ProbeOutput,
  SendMessageInput,
  UploadInput,
  UploadOutcome,
} from './chat.types.js';

// The machine does no I/O: the page provides every actor with `.provide()`. Unprovided, they fail.
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`chatMachine: the "${name}" actor was not provided`);
};
const callbackNotProvided = (name: string) => () => {
  throw new Error(`chatMachine: the "${name}" actor was not provided`);
};

/** Visitor spec §3/§9: the legacy mode's 12 fields by default (also while the mode is not known yet), 3 in guide mode. */
const DEFAULT_TOTAL_FIELDS = MODE_FIELDS.legacy.length;
const GUIDE_TOTAL_FIELDS = MODE_FIELDS.guide.length;

const emptyProgress = (mode: BackendMode | null) => ({
  completed_fields: 0,
  total_fields: mode === 'guide' ? GUIDE_TOTAL_FIELDS : DEFAULT_TOTAL_FIELDS,
  progress_percentage: 0,
  current_step: 'consent',
});

/** What a conversation starts with, at boot (mode not known yet) and after 'Start New Conversation'. */
const freshConversation = (mode: BackendMode | null) =>
  ({
    progress: emptyProgress(mode),
    stage: null,
    shouldWrapUp: false,
    isComplete: false,
    outgoing: null,
    botTyping: null,
    collected: {},
    uploadFile: null,
    completionEmail: 'not-sent',
    exported: false,
    lastFailure: null,
  }) as const;

/** Visitor spec §4 step 4: on completion progress is forced to 100%, whichever way the chat got there. */
function forcedComplete(context: ChatContext): Partial<ChatContext> {
  return {
    isComplete: true,
    botTyping: null,
    stage: 'complete',
    shouldWrapUp: false,
    progress: { ...context.progress, progress_percentage: 100, completed_fields: context.progress.total_fields, current_step: 'complete' },
  };
}

/** Anything an actor threw, as a ChatFailure; actors throw ChatFailure-shaped errors on purpose. */
export function toChatFailure(error: unknown): ChatFailure {
  const e = error as Partial<ChatFailure> & { message?: string };
  const kinds = ['not-found', 'timeout', 'server', 'client', 'stream', 'network'];
  if (e && typeof e.kind === 'string' && kinds.includes(e.kind)) return { kind: e.kind, status: e.status, message: e.message ?? e.kind };
  return { kind: 'network', message: e?.message ?? String(error) };
}

function botMessage(context: ChatContext, content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: `m${context.serial}`, content, isUser: false, timestamp: new Date(context.clock()).toISOString(), ...extra };
}

function userMessage(context: ChatContext, content: string): ChatMessage {
  return { id: `m${context.serial}`, content, isUser: true, timestamp: new Date(context.clock()).toISOString() };
}

/** The figures of a reply applied to the context; the streamed text is replaced by the final one. */
function applyReply(context: ChatContext, reply: ChatReply): Partial<ChatContext> {
  const messages = context.messages.filter((m) => !m.isStreaming);
  const streamed = context.messages.find((m) => m.isStreaming);
  const text = reply.response ?? streamed?.content ?? '';
  const next = text.trim() !== '' ? [...messages, { ...(streamed ?? botMessage(context, text)), content: text, isStreaming: false }] : messages;
  const total = reply.totalFields ?? context.progress.total_fields;
  const percent = reply.percent ?? context.progress.progress_percentage;
  const stage: ChatStage | null = reply.stage ?? context.stage;
  return {
    messages: next,
    serial: context.serial + 1,
    sessionId: reply.sessionId ?? context.sessionId,
    progress: {
      total_fields: total,
      completed_fields: reply.completedFields ?? Math.round((percent / 100) * total),
      progress_percentage: percent,
      current_step: stage ?? context.progress.current_step,
    },
    stage,
    shouldWrapUp: reply.shouldWrapUp,
    collected: reply.collected ? { ...context.collected, ...reply.collected } : context.collected,
    botTyping: null,
  };
}

export const chatMachine = setup({
  types: {} as { context: ChatContext; events: ChatEvent; input: ChatInput },
  actors: {
    probe: fromPromise<ProbeOutput, void>(notProvided('probe')),
    initSession: fromPromise<InitSessionOutput, InitSessionInput>(notProvided('initSession')),
    /** Sends STREAM.CHUNK* then STREAM.DONE, or STREAM.FAILED. */
    sendMessage: fromCallback<EventObject, SendMessageInput>(callbackNotProvided('sendMessage')),
    sendContact: fromPromise<unknown, ContactInput>(notProvided('sendContact')),
    /** Sends UPLOAD.PROGRESS* then UPLOAD.DONE or UPLOAD.FAILED. */
    uploadDocument: fromCallback<EventObject, UploadInput>(callbackNotProvided('uploadDocument')),
    healthCheck: fromPromise<boolean, { base: string }>(notProvided('healthCheck')),
    sendCompletionEmail: fromPromise<unknown, FinishInput>(notProvided('sendCompletionEmail')),
    exportSession: fromPromise<unknown, FinishInput>(notProvided('exportSession')),
    cleanupSession: fromPromise<unknown, { base: string; mode: ChatContext['mode']; sessionId: string }>(notProvided('cleanupSession')),
  },
  actions: {
    /** Where the page keeps the session id between visits. */
    persistSession: (_, _params: { sessionId: string | null }) => {},
    /** Failures that change nothing on screen (email, export, cleanup) are only logged. */
    reportProblem: (_, _params: { what: string; detail: string }) => {},
    /** Admin spec §8: the upload toasts, besides the in-chat message. */
    announceUpload: (_, _params: { outcome: UploadOutcome; filename: string }) => {},
    /** A session opened on the way (sessionOnTheWay) is the chat's from now on. */
    // Actions declared here cannot see an actor's done event (it is not in the machine's event
    // union), so the transitions pass the session actor's typed output in as params.
    adoptSession: assign((_, output: InitSessionOutput) => ({ sessionId: output.sessionId })),
    restore: assign(({ context }, output: InitSessionOutput) => {
      const restored = output.messages.map((m, i) => ({ id: `m${context.serial + i}`, content: m.content, isUser: m.isUser, timestamp: m.timestamp }));
      const messages = restored.length > 0 ? restored : [botMessage(context, GUIDE_TEXT.consentGreeting)];
      const reply = readChatReply(output.reply);
      const percent = reply.percent ?? 0;
      // A restored session's mode is known by now; a reply without its count falls back to the mode's.
      const total = reply.totalFields ?? (context.mode === 'legacy' ? DEFAULT_TOTAL_FIELDS : GUIDE_TOTAL_FIELDS);
      return {
        sessionId: output.sessionId,
        messages,
        serial: context.serial + messages.length + 1,
        stage: reply.stage,
        shouldWrapUp: reply.shouldWrapUp,
        collected: reply.collected ?? {},
        progress: { total_fields: total, completed_fields: reply.completedFields ?? 0, progress_percentage: percent, current_step: reply.stage ?? 'consent' },
      };
    }),
    forceComplete: assign(({ context }) => forcedComplete(context)),
    connectionLost: assign(({ context }) => ({
      connection: 'limited' as const,
      messages: [...context.messages, botMessage(context, CHAT_BEHAVIOUR_MESSAGES.connectionLost)],
      serial: context.serial + 1,
    })),
  },
  delays: { healthRecheck: HEALTH_CHECK_INTERVAL_MS },
  guards: {
    nonBlank: ({ event }) => event.type === 'SEND' && event.text.trim() !== '',
    hasPendingInitial: ({ context }) => context.pendingInitial !== null && context.pendingInitial.trim() !== '',
    needsSession: ({ context }) => context.sessionId === null,
    guideMode: ({ context }) => context.mode === 'guide',
    legacyNotFound: ({ context, event }) => context.mode === 'legacy' && event.type === 'STREAM.FAILED' && event.failure.kind === 'not-found',
  },
}).createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => ({
    base: '',
    mode: 'guide',
    connection: 'checking',
    sessionId: null,
    storedSessionId: input.storedSessionId ?? null,
    ...freshConversation(null),
    messages: [],
    pendingInitial: input.initialMessage?.trim() ? input.initialMessage.trim() : null,
    persona: input.persona ?? null,
    autoConfirm: input.autoConfirm ?? false,
    serial: 1,
    clock: input.clock ?? Date.now,
    random: input.random ?? Math.random,
  }),
  states: {
    conversation: {
      initial: 'booting',
      states: {
        booting: {
          initial: 'probing',
          states: {
            probing: {
              invoke: {
                src: 'probe',
                onDone: {
                  target: 'initializing',
                  actions: assign(({ event }) => ({
                    base: event.output.base,
                    mode: event.output.mode,
                    connection: event.output.reachable ? 'online' : 'limited',
                    progress: emptyProgress(event.output.mode),
                  })),
                },
                onError: { target: 'initializing', actions: assign({ connection: 'limited' }) },
              },
            },
            initializing: {
              invoke: {
                src: 'initSession',
                input: ({ context }) => ({
                  base: context.base,
                  mode: context.mode,
                  storedSessionId: context.storedSessionId,
                  previousSessionId: null,
                  persona: context.persona,
                  autoConfirm: context.autoConfirm,
                }),
                onDone: [
                  {
                    guard: ({ event }) => completesConversation(readChatReply(event.output.reply)),
                    target: '#chat.conversation.complete',
                    actions: [{ type: 'restore', params: ({ event }) => event.output }, 'forceComplete'],
                  },
                  {
                    target: '#chat.conversation.ready',
                    actions: [
                      { type: 'restore', params: ({ event }) => event.output },
                      { type: 'persistSession', params: ({ event }) => ({ sessionId: event.output.sessionId }) },
                    ],
                  },
                ],
                onError: {
                  target: '#chat.conversation.ready',
                  // The greeting is shown anyway; the session is opened when the first message goes out.
                  actions: assign(({ context }) => ({
                    connection: 'limited' as const,
                    messages: [botMessage(context, GUIDE_TEXT.consentGreeting)],
                    serial: context.serial + 1,
                  })),
                },
              },
            },
          },
        },
        ready: {
          always: {
            guard: 'hasPendingInitial',
            target: 'sending',
            actions: assign(({ context }) => ({
              messages: [...context.messages, userMessage(context, context.pendingInitial!)],
              outgoing: context.pendingInitial,
              pendingInitial: null,
              serial: context.serial + 1,
            })),
          },
          on: {
            SEND: {
              guard: 'nonBlank',
              target: 'sending',
              actions: assign(({ context, event }) => ({
                messages: [...context.messages, userMessage(context, event.text.trim())],
                outgoing: event.text.trim(),
                serial: context.serial + 1,
              })),
            },
            'EMAIL.SUBMIT': [
              {
                guard: 'guideMode',
                target: 'contacting',
                actions: assign(({ context, event }) => ({
                  messages: [...context.messages, userMessage(context, event.email.trim())],
                  serial: context.serial + 1,
                })),
              },
              {
                target: 'sending',
                actions: assign(({ context, event }) => ({
                  messages: [...context.messages, userMessage(context, event.email.trim())],
                  outgoing: event.email.trim(),
                  serial: context.serial + 1,
                })),
              },
            ],
            UPLOAD: { target: 'uploading' },
            RESET: { target: 'resetting' },
          },
        },
        sending: {
          tags: ['busy'],
          initial: 'routing',
          states: {
            routing: { always: [{ guard: 'needsSession', target: 'opening' }, { target: 'awaiting' }] },
            opening: {
              entry: assign({ botTyping: 'thinking' }),
              invoke: {
                src: 'initSession',
                input: ({ context }) => sessionOnTheWay(context),
                onDone: {
                  target: 'awaiting',
                  actions: [
                    { type: 'adoptSession', params: ({ event }) => event.output },
                    { type: 'persistSession', params: ({ event }) => ({ sessionId: event.output.sessionId }) },
                  ],
                },
                onError: {
                  target: '#chat.conversation.failing',
                  actions: assign(({ event }) => ({ lastFailure: { ...toChatFailure(event.error), message: 'No Guide session available' } })),
                },
              },
            },
            awaiting: {
              entry: assign({ botTyping: 'thinking' }),
              invoke: {
                src: 'sendMessage',
                input: ({ context }) => ({ base: context.base, mode: context.mode, sessionId: context.sessionId!, message: context.outgoing ?? '' }),
              },
              on: {
                'STREAM.CHUNK': {
                  actions: assign(({ context, event }) => {
                    const streaming = context.messages.find((m) => m.isStreaming);
                    if (streaming) {
                      return { botTyping: null, messages: context.messages.map((m) => (m === streaming ? { ...m, content: m.content + event.content } : m)) };
                    }
                    return {
                      botTyping: null,
                      messages: [...context.messages, botMessage(context, event.content, { isStreaming: true })],
                      serial: context.serial + 1,
                    };
                  }),
                },
                'STREAM.DONE': [
                  {
                    guard: ({ event }) => completesConversation(readChatReply(event.reply)),
                    target: '#chat.conversation.completing',
                    actions: assign(({ context, event }) => ({
                      ...applyReply(context, readChatReply(event.reply)),
                      outgoing: null,
                      connection: 'online' as const,
                    })),
                  },
                  {
                    target: '#chat.conversation.ready',
                    actions: assign(({ context, event }) => ({
                      ...applyReply(context, readChatReply(event.reply)),
                      outgoing: null,
                      connection: 'online' as const,
                    })),
                  },
                ],
                'STREAM.FAILED': [
                  {
                    // Visitor spec §4: a 404 from the legacy chat call falls back to guide mode.
                    guard: 'legacyNotFound',
                    target: 'opening',
                    actions: assign(({ context }) => ({ mode: 'guide' as const, sessionId: null, messages: context.messages.filter((m) => !m.isStreaming) })),
                  },
                  { target: '#chat.conversation.failing', actions: assign(({ event }) => ({ lastFailure: event.failure })) },
                ],
              },
            },
          },
        },
        contacting: {
          tags: ['busy'],
          entry: assign({ botTyping: 'thinking' }),
          invoke: {
            src: 'sendContact',
            input: ({ context, event }) => ({
              base: context.base,
              sessionId: context.sessionId ?? '',
              email: event.type === 'EMAIL.SUBMIT' ? event.email.trim() : '',
              fullName: event.type === 'EMAIL.SUBMIT' ? (event.fullName ?? '').trim() : '',
            }),
            onDone: [
              {
                guard: ({ event }) => completesConversation(readChatReply(event.output)),
                target: 'completing',
                actions: assign(({ context, event }) => applyReply(context, readChatReply(event.output))),
              },
              { target: 'ready', actions: assign(({ context, event }) => applyReply(context, readChatReply(event.output))) },
            ],
            onError: { target: 'failing', actions: assign(({ event }) => ({ lastFailure: toChatFailure(event.error) })) },
          },
        },
        failing: {
          entry: assign(({ context }) => {
            const failure = context.lastFailure ?? { kind: 'network' as const, message: 'unknown' };
            const reply = failureReply(failure, context.random);
            return {
              botTyping: null,
              outgoing: null,
              messages: [...context.messages.filter((m) => !m.isStreaming), botMessage(context, reply.text, { isError: reply.isError })],
              serial: context.serial + 1,
              // A guide session the server no longer knows is dropped; the next message opens a new one.
              sessionId: failure.kind === 'not-found' ? null : context.sessionId,
            };
          }),
          invoke: {
            src: 'healthCheck',
            input: ({ context }) => ({ base: context.base }),
            onDone: [
              { guard: ({ event }) => event.output === true, target: 'ready', actions: assign({ connection: 'online' }) },
              { target: 'ready', actions: 'connectionLost' },
            ],
            onError: { target: 'ready', actions: 'connectionLost' },
          },
        },
        uploading: {
          tags: ['busy'],
          entry: assign(({ context, event }) => ({
            botTyping: 'reading' as const,
            messages: [...context.messages, botMessage(context, '', { isStreaming: true })],
            serial: context.serial + 1,
            uploadFile: event.type === 'UPLOAD' ? event.file : null,
          })),
          initial: 'routing',
          states: {
            routing: { always: [{ guard: 'needsSession', target: 'opening' }, { target: 'sending' }] },
            opening: {
              // Visitor spec §8: like a message, an upload first opens the session the chat lacks;
              // 'Unable to initialize Guide session for upload' only when that fails.
              invoke: {
                src: 'initSession',
                input: ({ context }) => sessionOnTheWay(context),
                onDone: {
                  target: 'sending',
                  actions: [
                    { type: 'adoptSession', params: ({ event }) => event.output },
                    { type: 'persistSession', params: ({ event }) => ({ sessionId: event.output.sessionId }) },
                  ],
                },
                onError: {
                  target: '#chat.conversation.ready',
                  actions: [
                    announceUpload('failed'),
                    assign(({ context }) => finishUpload(context, CHAT_ERRORS.uploadSessionFailed, null)),
                    { type: 'reportProblem', params: ({ event }) => ({ what: 'session for upload', detail: toChatFailure(event.error).message }) },
                  ],
                },
              },
            },
            sending: {
              invoke: {
                src: 'uploadDocument',
                input: ({ context }) => ({
                  base: context.base,
                  mode: context.mode,
                  sessionId: context.sessionId!,
                  file: context.uploadFile ?? { name: '', size: 0 },
                }),
                onError: {
                  target: '#chat.conversation.ready',
                  actions: [announceUpload('failed'), assign(({ context, event }) => finishUpload(context, toChatFailure(event.error).message, null))],
                },
              },
            },
          },
          on: {
            'UPLOAD.PROGRESS': {
              // Once the message says what was found (or what went wrong), the reading notice goes.
              actions: assign(({ context, event }) => ({
                botTyping: event.message === UPLOAD_READING_MESSAGE ? ('reading' as const) : null,
                messages: context.messages.map((m) => (m.isStreaming ? { ...m, content: event.message } : m)),
              })),
            },
            'UPLOAD.DONE': {
              target: 'ready',
              actions: [
                announceUpload('uploaded'),
                assign(({ context, event }) => ({
                  ...finishUpload(context, event.message, event.followUp),
                  ...documentProgress(context, event.found ?? null),
                })),
              ],
            },
            'UPLOAD.FAILED': {
              target: 'ready',
              actions: [announceUpload('failed'), assign(({ context, event }) => finishUpload(context, event.message, null))],
            },
          },
        },
        completing: {
          // Visitor spec §4 step 4: progress forced to 100%, a completion message, the email, the export.
          entry: assign(({ context }) => {
            const last = [...context.messages].reverse().find((m) => !m.isUser);
            const shown = last?.content === GUIDE_TEXT.completion;
            return {
              ...forcedComplete(context),
              messages: shown ? context.messages : [...context.messages, botMessage(context, GUIDE_TEXT.completion)],
              serial: context.serial + 1,
            };
          }),
          initial: 'emailing',
          states: {
            emailing: {
              invoke: {
                src: 'sendCompletionEmail',
                input: ({ context }) => finishInput(context),
                onDone: { target: 'exporting', actions: assign({ completionEmail: 'sent' }) },
                onError: {
                  target: 'exporting',
                  actions: [
                    assign({ completionEmail: 'failed' }),
                    { type: 'reportProblem', params: ({ event }) => ({ what: 'completion email', detail: toChatFailure(event.error).message }) },
                  ],
                },
              },
            },
            exporting: {
              invoke: {
                src: 'exportSession',
                input: ({ context }) => finishInput(context),
                onDone: { target: '#chat.conversation.complete', actions: assign({ exported: true }) },
                onError: {
                  target: '#chat.conversation.complete',
                  actions: { type: 'reportProblem', params: ({ event }) => ({ what: 'export', detail: toChatFailure(event.error).message }) },
                },
              },
            },
          },
        },
        complete: {
          tags: ['complete'],
          on: { RESET: { target: 'resetting' } },
        },
        resetting: {
          // Visitor spec §4 step 5: 'Start New Conversation' resets everything.
          entry: [
            assign(({ context }) => ({
              ...freshConversation(context.mode),
              messages: [],
              pendingInitial: null,
              storedSessionId: null,
              serial: context.serial + 1,
            })),
            { type: 'persistSession', params: { sessionId: null } },
          ],
          initial: 'cleaning',
          states: {
            cleaning: {
              always: { guard: 'needsSession', target: 'opening' },
              invoke: {
                src: 'cleanupSession',
                input: ({ context }) => ({ base: context.base, mode: context.mode, sessionId: context.sessionId ?? '' }),
                onDone: { target: 'opening' },
                onError: {
                  target: 'opening',
                  actions: { type: 'reportProblem', params: ({ event }) => ({ what: 'cleanup', detail: toChatFailure(event.error).message }) },
                },
              },
            },
            opening: {
              invoke: {
                src: 'initSession',
                input: ({ context }) => ({
                  base: context.base,
                  mode: context.mode,
                  storedSessionId: null,
                  previousSessionId: context.sessionId,
                  persona: null,
                  autoConfirm: false,
                }),
                onDone: {
                  target: '#chat.conversation.ready',
                  actions: [
                    { type: 'restore', params: ({ event }) => event.output },
                    { type: 'persistSession', params: ({ event }) => ({ sessionId: event.output.sessionId }) },
                  ],
                },
                onError: {
                  target: '#chat.conversation.ready',
                  actions: assign(({ context }) => ({
                    sessionId: null,
                    connection: 'limited' as const,
                    messages: [botMessage(context, GUIDE_TEXT.consentGreeting)],
                    serial: context.serial + 1,
                  })),
                },
              },
            },
          },
        },
      },
    },
    connection: {
      initial: 'watching',
      states: {
        watching: {
          after: { healthRecheck: 'checking' },
          on: { RETRY: 'reprobing' },
        },
        checking: {
          invoke: {
            src: 'healthCheck',
            input: ({ context }) => ({ base: context.base }),
            onDone: { target: 'watching', actions: assign(({ event }) => ({ connection: event.output ? ('online' as const) : ('limited' as const) })) },
            onError: { target: 'watching', actions: assign({ connection: 'limited' }) },
          },
        },
        reprobing: {
          entry: assign({ connection: 'checking' }),
          invoke: {
            src: 'probe',
            onDone: {
              target: 'watching',
              actions: assign(({ context, event }) => ({
                base: event.output.base,
                // A live conversation keeps its mode; a new mode applies from the next session.
                mode: context.sessionId ? context.mode : event.output.mode,
                connection: event.output.reachable ? ('online' as const) : ('limited' as const),
              })),
            },
            onError: { target: 'watching', actions: assign({ connection: 'limited' }) },
          },
        },
      },
    },
  },
});

/** A message or an upload found the chat without a session: open a fresh one for it (visitor spec §8). */
function sessionOnTheWay(context: ChatContext): InitSessionInput {
  return { base: context.base, mode: context.mode, storedSessionId: null, previousSessionId: null, persona: context.persona, autoConfirm: context.autoConfirm };
}

/** Visitor spec §7: the completion email call's fields, from what the chat has collected. */
function finishInput(context: ChatContext): FinishInput {
  const sessionId = context.sessionId ?? '';
  const value = (field: string) => context.collected[field]?.trim() || null;
  return {
    base: context.base,
    mode: context.mode,
    sessionId,
    completionPercentage: 100,
    userEmail: value('email'),
    userName: value('full_name'),
    projectTitle: value('project_title'),
    sessionData: {
      session_id: sessionId,
      mode: context.mode,
      collected_info: context.collected,
      completed_fields: context.progress.completed_fields,
      total_fields: context.progress.total_fields,
      message_count: context.messages.length,
    },
  };
}

function announceUpload(outcome: UploadOutcome) {
  return { type: 'announceUpload', params: ({ context }: { context: ChatContext }) => ({ outcome, filename: context.uploadFile?.name ?? '' }) } as const;
}

/**
 * A document's findings fill the gaps in what the chat collected (as on the server, what the
 * visitor typed wins), and in guide mode they move the bar: the server counts the same way, so
 * the next reply agrees with it.
 */
function documentProgress(context: ChatContext, found: Record<string, string> | null): Partial<ChatContext> {
  if (!found || Object.keys(found).length === 0) return {};
  // The progress call names fields canonically (problem, ...); the chat keeps the admin names.
  const named = Object.fromEntries(Object.entries(found).map(([k, v]) => [toLegacyName(k), v]));
  const collected = { ...named, ...context.collected };
  if (context.mode !== 'guide') return { collected };
  const content = GUIDE_CONTENT_NAMES.filter((f) => (collected[f] ?? '').trim() !== '').length;
  const percent = Math.round(((content + (hasEmail(collected) ? 1 : 0)) / (GUIDE_CONTENT_NAMES.length + 2)) * 100);
  return {
    collected,
    progress: {
      ...context.progress,
      completed_fields: Math.max(context.progress.completed_fields, content),
      progress_percentage: Math.max(context.progress.progress_percentage, percent),
    },
  };
}

const GUIDE_CONTENT_NAMES = ['problem_statement', 'solution_description', 'support_needed'];

function finishUpload(context: ChatContext, message: string, followUp: string | null): Partial<ChatContext> {
  const messages = context.messages.map((m) => (m.isStreaming ? { ...m, content: message, isStreaming: false } : m));
  return {
    botTyping: null,
    messages: followUp ? [...messages, botMessage(context, followUp)] : messages,
    serial: context.serial + 1,
    uploadFile: null,
  };
}
