import { WORK_WITH_US_MESSAGES } from '@intake/contracts';
import { assign, fromPromise, setup } from 'xstate';
import { attachmentProblem, fileExtension } from './attachment-rules.js';
import { describeRefusedSubmission, describeSubmitFailure, describeFailureReason, describeUploadFailure } from './failure-messages.js';
import { reachStep, stepForField } from './form-steps.js';
import { fieldProblem, isSelfDescription, validateFields } from './form-validation.js';
import { UNKNOWN_SESSION_FACTS } from './session-metadata.js';
import { buildSubmissionPayload } from './submission-payload.js';
import type {
  FormInteraction,
  NotifyAdminInput,
  NotifyAdminOutput,
  SubmitApplicationInput,
  SubmitApplicationOutput,
  UploadAttachmentInput,
  UploadAttachmentOutput,
  WorkWithUsContext,
  WorkWithUsEvent,
  WorkWithUsInput,
} from './work-with-us.types.js';

/** Spec §7: uploads race a 60 s timer. */
export const UPLOAD_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_REASON = 'Upload timed out';

/** The schema accepts up to 1000; the newest are the ones worth keeping. */
export const MAX_FORM_INTERACTIONS = 500;

// The machine performs no I/O: whoever runs it supplies these three actors with `.provide()`.
// Left unprovided, they fail loudly instead of pretending to succeed.
const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`workWithUsMachine: the "${name}" actor was not provided`);
};

function record(context: WorkWithUsContext, entry: Omit<FormInteraction, 'timestamp'>): FormInteraction[] {
  const next = [...context.interactions, { ...entry, timestamp: new Date(context.clock()).toISOString() }];
  return next.length > MAX_FORM_INTERACTIONS ? next.slice(next.length - MAX_FORM_INTERACTIONS) : next;
}

// Free text (name, email, notes) is recorded by length only, so the interaction log never holds
// a second copy of personal data; the self-description is a fixed choice and is kept as is.
function interactionValue(context: WorkWithUsContext, field: keyof WorkWithUsContext['fields']): string | number {
  return field === 'selfDescription' ? context.fields.selfDescription : context.fields[field].length;
}

export const workWithUsMachine = setup({
  types: {} as {
    context: WorkWithUsContext;
    events: WorkWithUsEvent;
    input: WorkWithUsInput;
  },
  actors: {
    submitApplication: fromPromise<SubmitApplicationOutput, SubmitApplicationInput>(notProvided('submitApplication')),
    uploadAttachment: fromPromise<UploadAttachmentOutput, UploadAttachmentInput>(notProvided('uploadAttachment')),
    notifyAdmin: fromPromise<NotifyAdminOutput, NotifyAdminInput>(notProvided('notifyAdmin')),
  },
  actions: {
    /** Spec: a failed admin notification is only logged. The caller decides where logs go. */
    reportNotificationFailure: (_, _params: { reason: string; submissionId: string | null }) => {},
  },
  delays: {
    uploadTimeout: UPLOAD_TIMEOUT_MS,
  },
  guards: {
    formIsValid: ({ context }) => Object.keys(validateFields(context.fields)).length === 0,
    attachmentAcceptable: ({ event }) => event.type === 'ATTACHMENT.SELECT' && attachmentProblem(event.file) === null,
    hasAttachment: ({ context }) => context.attachment !== null,
  },
}).createMachine({
  id: 'workWithUs',
  context: ({ input }) => {
    const clock = input.clock ?? Date.now;
    return {
      fields: { name: '', email: '', selfDescription: '', notes: '' },
      fieldErrors: {},
      attachment: null,
      attachmentError: null,
      error: null,
      submissionId: null,
      confirmation: null,
      uploadProgress: {},
      uploadError: null,
      partialFailure: false,
      notification: 'not-requested',
      interactions: [],
      stepsReached: [],
      startedAt: input.startedAt ?? clock(),
      submissionSource: input.submissionSource ?? 'direct',
      deviceType: input.deviceType ?? 'desktop',
      sessionFacts: input.sessionFacts ?? UNKNOWN_SESSION_FACTS,
      clock,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'FIELD.CHANGE': {
          actions: assign(({ context, event }) => {
            const value = event.field === 'selfDescription' ? (isSelfDescription(event.value) ? event.value : '') : event.value;
            const fields = { ...context.fields, [event.field]: value };
            const step = stepForField(event.field);
            // An error already on screen is re-judged as the visitor types, so it disappears as
            // soon as the field is fixed; untouched fields stay quiet until the first submit.
            const fieldErrors = { ...context.fieldErrors };
            if (event.field !== 'notes' && fieldErrors[event.field]) {
              const problem = fieldProblem(event.field, fields);
              if (problem) fieldErrors[event.field] = problem;
              else delete fieldErrors[event.field];
            }
            return {
              fields,
              fieldErrors,
              stepsReached: step ? reachStep(context.stepsReached, step) : context.stepsReached,
              interactions: event.field === 'selfDescription' ? record(context, { field: event.field, action: 'select', value }) : context.interactions,
            };
          }),
        },
        'FIELD.FOCUS': {
          actions: assign(({ context, event }) => {
            const step = stepForField(event.field);
            return {
              stepsReached: step ? reachStep(context.stepsReached, step) : context.stepsReached,
              interactions: record(context, { field: event.field, action: 'focus', value: interactionValue(context, event.field) }),
            };
          }),
        },
        'FIELD.BLUR': {
          actions: assign(({ context, event }) => ({
            interactions: record(context, { field: event.field, action: 'blur', value: interactionValue(context, event.field) }),
          })),
        },
        'ATTACHMENT.SELECT': [
          {
            guard: 'attachmentAcceptable',
            actions: assign(({ context, event }) => ({
              attachment: event.file,
              attachmentError: null,
              interactions: record(context, { field: 'attachment', action: 'attach', value: fileExtension(event.file.name) }),
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              attachmentError: attachmentProblem(event.file),
              interactions: record(context, { field: 'attachment', action: 'reject', value: fileExtension(event.file.name) }),
            })),
          },
        ],
        'ATTACHMENT.CLEAR': {
          actions: assign(({ context }) => ({
            attachment: null,
            attachmentError: null,
            interactions: context.attachment ? record(context, { field: 'attachment', action: 'remove' }) : context.interactions,
          })),
        },
        SUBMIT: [
          {
            guard: 'formIsValid',
            target: 'submitting',
            actions: assign(({ context }) => ({
              fieldErrors: {},
              error: null,
              stepsReached: reachStep(context.stepsReached, 'submit'),
              interactions: record(context, { field: 'form', action: 'submit' }),
            })),
          },
          {
            actions: assign(({ context }) => ({
              fieldErrors: validateFields(context.fields),
              stepsReached: reachStep(context.stepsReached, 'submit'),
            })),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({ payload: buildSubmissionPayload(context) }),
        onDone: [
          {
            guard: ({ event }) => event.output.success === true && typeof event.output.submission_id === 'string' && event.output.submission_id !== '',
            target: 'submitted',
            actions: assign(({ event }) => ({
              submissionId: event.output.submission_id ?? null,
              confirmation: event.output.message ?? WORK_WITH_US_MESSAGES.submitted,
            })),
          },
          {
            target: 'editing',
            actions: assign(({ event }) => ({ error: describeRefusedSubmission(event.output) })),
          },
        ],
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: describeSubmitFailure(event.error) })),
        },
      },
    },
    submitted: {
      tags: ['submitted'],
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'hasAttachment', target: 'uploading' }, { target: 'notifying' }],
        },
        uploading: {
          tags: ['uploading'],
          entry: assign(({ context }) => ({
            uploadProgress: context.attachment ? { [context.attachment.name]: 50 } : {},
          })),
          invoke: {
            id: 'uploadAttachment',
            src: 'uploadAttachment',
            input: ({ context }) => {
              // Guarded by hasAttachment on the way in; the check narrows the type.
              if (!context.attachment || !context.submissionId) throw new Error('uploading without an attachment');
              return { submissionId: context.submissionId, file: context.attachment };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.success === true,
                target: 'notifying',
                actions: assign(({ context }) => ({ uploadProgress: setProgress(context, 100) })),
              },
              {
                target: 'notifying',
                actions: assign(({ context, event }) =>
                  uploadFailed(context, describeFailureReason(event.output.detail ?? event.output.message, 'Upload failed')),
                ),
              },
            ],
            onError: {
              target: 'notifying',
              actions: assign(({ context, event }) => uploadFailed(context, describeUploadFailure(event.error))),
            },
          },
          after: {
            // Leaving the state stops the upload actor, which aborts its request.
            uploadTimeout: {
              target: 'notifying',
              actions: assign(({ context }) => uploadFailed(context, UPLOAD_TIMEOUT_REASON)),
            },
          },
        },
        notifying: {
          entry: assign({ notification: 'pending' }),
          invoke: {
            id: 'notifyAdmin',
            src: 'notifyAdmin',
            input: ({ context }) => ({ submissionId: context.submissionId ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.success === true,
                target: 'done',
                actions: assign({ notification: 'sent' }),
              },
              {
                target: 'done',
                actions: [
                  assign({ notification: 'failed' }),
                  {
                    type: 'reportNotificationFailure',
                    params: ({ context, event }) => ({
                      reason: event.output.error ?? 'notification refused',
                      submissionId: context.submissionId,
                    }),
                  },
                ],
              },
            ],
            onError: {
              target: 'done',
              actions: [
                assign({ notification: 'failed' }),
                {
                  type: 'reportNotificationFailure',
                  params: ({ context, event }) => ({
                    reason: describeFailureReason(event.error),
                    submissionId: context.submissionId,
                  }),
                },
              ],
            },
          },
        },
        done: { type: 'final' },
      },
    },
  },
});

function setProgress(context: WorkWithUsContext, percent: number): Record<string, number> {
  return context.attachment ? { ...context.uploadProgress, [context.attachment.name]: percent } : context.uploadProgress;
}

function uploadFailed(context: WorkWithUsContext, reason: string): Partial<WorkWithUsContext> {
  return {
    uploadProgress: setProgress(context, 0),
    uploadError: WORK_WITH_US_MESSAGES.attachmentFailed(reason),
    partialFailure: true,
  };
}
