import {
  QUESTIONNAIRE_TOASTS,
  QUESTIONNAIRE_UPLOAD_TIMEOUT_MS,
  type AnswerValue,
  type Question,
  type QuestionnaireConfig,
  type UploadedFileRef,
} from '@intake/contracts';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { checkAnswer } from './answer-validation.js';
import { resumePoint } from './resume.js';
import { findQuestion, isFileQuestion, nextQuestion, progressPercent, questionPosition } from './routing.js';
import { buildQuestionnaireSubmission } from './submission-payload.js';
import { checkPickedFiles } from './upload-picks.js';
import type {
  LoadConfigInput,
  OpenSessionOutput,
  QuestionnaireContext,
  QuestionnaireEmitted,
  QuestionnaireEvent,
  QuestionnaireInput,
  SessionFilesInput,
  SubmitQuestionnaireInput,
  SubmitQuestionnaireOutput,
  UploadFileInput,
} from './questionnaire.types.js';
import { isInvalidResponse } from '../backend/invalid-response.js';

// The machine performs no I/O: whoever runs it supplies these actors with `.provide()`. Left
// unprovided they fail loudly instead of pretending to succeed.
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`questionnaireMachine: the "${name}" actor was not provided`);
};

function currentQuestion(context: QuestionnaireContext): Question | undefined {
  return context.config ? findQuestion(context.config, context.currentId) : undefined;
}

/** What the current step's answer is: the draft, or for a file question the files it holds. */
function currentValue(context: QuestionnaireContext): unknown {
  const question = currentQuestion(context);
  if (question && isFileQuestion(question)) return context.files[question.id] ?? [];
  return context.draft;
}

function checkCurrent(context: QuestionnaireContext) {
  const question = currentQuestion(context);
  if (!question || !context.config) return { ok: false as const, message: 'No question is open.' };
  return checkAnswer(question, currentValue(context), context.config.validation);
}

function stepEvent(config: QuestionnaireConfig, questionId: string): QuestionnaireEmitted {
  return { type: 'step', questionId, position: questionPosition(config, questionId), progress: progressPercent(config, questionId) };
}

export const questionnaireMachine = setup({
  types: {} as {
    context: QuestionnaireContext;
    events: QuestionnaireEvent;
    input: QuestionnaireInput;
    emitted: QuestionnaireEmitted;
  },
  actors: {
    openSession: fromPromise<OpenSessionOutput, void>(notProvided('openSession')),
    loadConfig: fromPromise<QuestionnaireConfig, LoadConfigInput>(notProvided('loadConfig')),
    uploadFile: fromPromise<UploadedFileRef, UploadFileInput>(notProvided('uploadFile')),
    sessionFiles: fromPromise<UploadedFileRef[], SessionFilesInput>(notProvided('sessionFiles')),
    submitQuestionnaire: fromPromise<SubmitQuestionnaireOutput, SubmitQuestionnaireInput>(notProvided('submitQuestionnaire')),
  },
  actions: {
    /** Drops the head of the upload queue, whatever became of it. */
    shiftQueue: assign(({ context }) => ({ uploadQueue: context.uploadQueue.slice(1) })),
  },
  delays: {
    uploadTimeout: QUESTIONNAIRE_UPLOAD_TIMEOUT_MS,
  },
  guards: {
    hasConfig: ({ context }) => context.config !== null,
    answerRefused: ({ context }) => !checkCurrent(context).ok,
    answerEnds: ({ context }) => {
      const check = checkCurrent(context);
      const question = currentQuestion(context);
      return check.ok && !!question && !!context.config && nextQuestion(context.config, question, check.value) === null;
    },
    canGoBack: ({ context }) => context.history.length > 0 && context.config?.theme.allow_back_navigation !== false,
    isFileStep: ({ context }) => {
      const question = currentQuestion(context);
      return !!question && isFileQuestion(question);
    },
    hasQueuedUploads: ({ context }) => context.uploadQueue.length > 0,
    // Guards declared here cannot see an actor's done event, so its typed output comes as params.
    sessionSubmitted: (_, output: OpenSessionOutput) => output.status === 'submitted',
  },
}).createMachine({
  id: 'questionnaire',
  context: ({ input }) => {
    const clock = input.clock ?? Date.now;
    const config = input.config ?? null;
    return {
      sessionId: input.sessionId ?? null,
      config,
      configVersion: config?.version ?? null,
      currentId: config?.questions[0]?.id ?? '',
      history: [],
      answers: {},
      draft: null,
      error: null,
      files: input.files ?? {},
      uploadQueue: [],
      submissionId: null,
      submitError: null,
      clock,
    };
  },
  initial: 'boot',
  states: {
    boot: {
      always: [{ guard: 'hasConfig', target: 'answering' }, { target: 'initializing' }],
    },
    initializing: {
      tags: ['loading'],
      initial: 'session',
      states: {
        session: {
          invoke: {
            id: 'openSession',
            src: 'openSession',
            onDone: [
              {
                guard: { type: 'sessionSubmitted', params: ({ event }) => event.output },
                target: '#questionnaire.submitted',
                actions: assign(({ event }) => ({ sessionId: event.output.session_id, submissionId: event.output.submission_id })),
              },
              {
                target: 'config',
                actions: assign(({ event }) => ({
                  sessionId: event.output.session_id,
                  configVersion: event.output.config_version,
                  answers: event.output.answers as Record<string, AnswerValue>,
                  files: event.output.files,
                })),
              },
            ],
            onError: {
              target: '#questionnaire.failed',
              actions: emit({ type: 'toast', kind: 'error', message: QUESTIONNAIRE_TOASTS.initFailed } as const),
            },
          },
        },
        config: {
          invoke: {
            id: 'loadConfig',
            src: 'loadConfig',
            input: ({ context }) => ({ version: context.configVersion ?? '' }),
            onDone: {
              target: '#questionnaire.answering',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const config = event.output;
                // The recorded answers were given on this version; replaying them through its
                // routing finds the step the visitor stopped at.
                const resume = resumePoint(config, context.answers, context.files);
                enqueue.assign({ config, configVersion: config.version, ...resume, draft: null, error: null });
                enqueue.emit(stepEvent(config, resume.currentId));
              }),
            },
            onError: {
              target: '#questionnaire.failed',
              actions: emit({ type: 'toast', kind: 'error', message: QUESTIONNAIRE_TOASTS.loadFailed } as const),
            },
          },
        },
      },
    },
    failed: {
      tags: ['failed'],
    },
    answering: {
      initial: 'idle',
      on: {
        'ANSWER.CHANGE': { actions: assign(({ event }) => ({ draft: event.value, error: null })) },
      },
      states: {
        idle: {
          on: {
            NEXT: [
              {
                guard: 'answerRefused',
                actions: assign(({ context }) => {
                  const check = checkCurrent(context);
                  return { error: check.ok ? null : check.message };
                }),
              },
              {
                guard: 'answerEnds',
                target: '#questionnaire.submitting',
                actions: enqueueActions(({ context, enqueue }) => {
                  const check = checkCurrent(context);
                  if (!check.ok) return;
                  enqueue.assign({ answers: { ...context.answers, [context.currentId]: check.value }, error: null });
                  enqueue.emit({ type: 'answer', questionId: context.currentId, value: check.value });
                }),
              },
              {
                actions: enqueueActions(({ context, enqueue }) => {
                  const check = checkCurrent(context);
                  const question = currentQuestion(context);
                  if (!check.ok || !question || !context.config) return;
                  const next = nextQuestion(context.config, question, check.value);
                  if (!next) return;
                  enqueue.assign({
                    answers: { ...context.answers, [context.currentId]: check.value },
                    history: [...context.history, context.currentId],
                    currentId: next.id,
                    draft: null,
                    error: null,
                  });
                  enqueue.emit({ type: 'answer', questionId: context.currentId, value: check.value });
                  enqueue.emit(stepEvent(context.config, next.id));
                }),
              },
            ],
            BACK: {
              guard: 'canGoBack',
              actions: enqueueActions(({ context, enqueue }) => {
                const previous = context.history[context.history.length - 1];
                if (previous === undefined || !context.config) return;
                enqueue.assign({ history: context.history.slice(0, -1), currentId: previous, draft: null, error: null });
                enqueue.emit(stepEvent(context.config, previous));
              }),
            },
            'FILES.SELECT': {
              guard: 'isFileStep',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const question = currentQuestion(context);
                if (!question) return;
                const held = (context.files[question.id] ?? []).length + context.uploadQueue.length;
                const { accepted, problems } = checkPickedFiles(question, held, event.files);
                enqueue.assign({ uploadQueue: [...context.uploadQueue, ...accepted], error: problems[0] ?? null });
                for (const message of problems) enqueue.emit({ type: 'toast', kind: 'error', message });
              }),
              target: 'routingUpload',
            },
          },
        },
        routingUpload: {
          always: [{ guard: 'hasQueuedUploads', target: 'uploading' }, { target: 'idle' }],
        },
        uploading: {
          tags: ['uploading'],
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => {
              const file = context.uploadQueue[0];
              // Only entered with a non-empty queue and a session; the check narrows the types.
              if (!file || !context.sessionId) throw new Error('uploading without a file or a session');
              return { sessionId: context.sessionId, questionId: context.currentId, file };
            },
            onDone: {
              target: 'routingUpload',
              reenter: true,
              actions: [
                enqueueActions(({ context, event, enqueue }) => {
                  const held = context.files[context.currentId] ?? [];
                  enqueue.assign({ files: { ...context.files, [context.currentId]: [...held, event.output] }, error: null });
                  enqueue.emit({ type: 'toast', kind: 'success', message: QUESTIONNAIRE_TOASTS.uploaded(event.output.filename) });
                }),
                'shiftQueue',
              ],
            },
            onError: {
              target: 'reconciling',
              actions: [
                emit(
                  ({ context }) => ({ type: 'toast', kind: 'error', message: QUESTIONNAIRE_TOASTS.uploadFailed(context.uploadQueue[0]?.name ?? '') }) as const,
                ),
                'shiftQueue',
              ],
            },
          },
          after: {
            // Leaving the state stops the upload actor, which aborts its request.
            uploadTimeout: {
              target: 'reconciling',
              actions: [
                emit(
                  ({ context }) =>
                    ({ type: 'toast', kind: 'error', message: QUESTIONNAIRE_TOASTS.uploadTimedOut(context.uploadQueue[0]?.name ?? '') }) as const,
                ),
                'shiftQueue',
              ],
            },
          },
        },
        // After a failed or timed-out upload: the server may have kept the file all the same (the
        // timer gave up while it was storing it), and it counts against the question's limit. The
        // files the session holds for the question are taken over, so a full question is never a
        // dead end; if they cannot be read, nothing changes.
        reconciling: {
          tags: ['uploading'],
          invoke: {
            id: 'sessionFiles',
            src: 'sessionFiles',
            input: ({ context }) => {
              if (!context.sessionId) throw new Error('reconciling without a session');
              return { sessionId: context.sessionId, questionId: context.currentId };
            },
            onDone: {
              target: 'routingUpload',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const held = context.files[context.currentId] ?? [];
                const known = new Set(held.map((f) => f.document_id));
                const found = event.output.filter((f) => !known.has(f.document_id));
                if (found.length === 0) return;
                enqueue.assign({ files: { ...context.files, [context.currentId]: [...held, ...found] }, error: null });
                for (const f of found) enqueue.emit({ type: 'toast', kind: 'success', message: QUESTIONNAIRE_TOASTS.uploaded(f.filename) });
              }),
            },
            onError: { target: 'routingUpload' },
          },
        },
      },
    },
    submitting: {
      tags: ['complete', 'busy'],
      invoke: {
        id: 'submitQuestionnaire',
        src: 'submitQuestionnaire',
        input: ({ context }) => ({ payload: buildQuestionnaireSubmission(context) }),
        onDone: [
          {
            guard: ({ event }) => event.output.success === true && typeof event.output.submission_id === 'string' && event.output.submission_id !== '',
            target: 'submitted',
            actions: enqueueActions(({ event, enqueue }) => {
              const submissionId = event.output.submission_id ?? '';
              enqueue.assign({ submissionId, submitError: null });
              enqueue.emit({ type: 'toast', kind: 'success', message: QUESTIONNAIRE_TOASTS.submitted });
              enqueue.emit({ type: 'submitted', submissionId });
            }),
          },
          {
            target: 'submitFailed',
            actions: [
              assign(({ event }) => ({ submitError: event.output.detail ?? event.output.message ?? null })),
              emit({ type: 'toast', kind: 'error', message: QUESTIONNAIRE_TOASTS.submitFailed } as const),
            ],
          },
        ],
        onError: {
          target: 'submitFailed',
          actions: [
            assign(({ event }) => ({ submitError: failureDetail(event.error) })),
            emit({ type: 'toast', kind: 'error', message: QUESTIONNAIRE_TOASTS.submitFailed } as const),
          ],
        },
      },
    },
    submitFailed: {
      tags: ['complete'],
      on: {
        // The reason belongs to the attempt that failed; the next attempt or a change of answer starts clean.
        'SUBMIT.RETRY': { target: 'submitting', actions: assign({ submitError: null }) },
        // Back to the last question, answers kept, to change what the server refused: its form
        // shows what was sent, not an empty one to type again.
        BACK: {
          target: 'answering',
          actions: assign(({ context }) => ({ draft: context.answers[context.currentId] ?? null, error: null, submitError: null })),
        },
      },
    },
    submitted: {
      tags: ['complete'],
      type: 'final',
    },
  },
});

/** The server's `detail` when it gave one (the client's ApiError carries it), else the error's message. */
function failureDetail(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null;
  // A 2xx answer off its contract reads as the refusal it carries (its detail or message), like the
  // onDone refusal above: never 'Invalid response format', which is no visitor-side message.
  const { detail, message } = (isInvalidResponse(error) ? (error.body ?? {}) : error) as { detail?: unknown; message?: unknown };
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
