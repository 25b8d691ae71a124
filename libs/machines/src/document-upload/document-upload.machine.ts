import { assign, fromPromise, setup } from 'xstate';
import {
  analysisFallbackMessage,
  chatUploadProblem,
  DOCUMENT_UPLOAD_MESSAGES,
  followUpQuestion,
  foundInformationMessage,
  uploadFailureMessage,
} from './document-upload.messages.js';

/** Visitor spec §4/§9: first poll after 1 s, then every 2 s, at most 30 polls. */
export const POLL_FIRST_DELAY_MS = 1000;
export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 30;
/** Admin spec §9: the follow-up question comes 100 ms after the found information. */
export const FOLLOW_UP_DELAY_MS = 100;

export interface UploadAnswer {
  operation_id?: string;
  /** Where to poll, when the server says (visitor spec §3); the uploader falls back to /api/progress/{operation_id}. */
  progress_endpoint?: string | null;
  status?: string;
  chat_message?: string | null;
  extracted_data?: Record<string, string> | null;
}

export interface ProgressAnswer {
  status: 'queued' | 'processing' | 'completed' | 'failed';
  error?: string | null;
  chat_message?: string | null;
  extracted_data?: Record<string, string> | null;
  verification_questions?: string[];
}

export interface DocumentUploadContext {
  file: File | { name: string; size: number };
  operationId: string | null;
  progressEndpoint: string | null;
  /** Polls made so far, failed ones included: each is one of the MAX_POLLS attempts. */
  polls: number;
  /** The text of the placeholder message while reading, then of the message that replaces it. */
  message: string;
  followUp: string | null;
  result: ProgressAnswer | null;
}

export interface PollInput {
  operationId: string;
  /** The upload answer's progress_endpoint, when it gave one. */
  progressEndpoint: string | null;
}

const errorText = (error: unknown): string => String((error as Error)?.message ?? error);

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`documentUploadMachine: the "${name}" actor was not provided`);
};

/**
 * One upload in the chat: check, send, then poll the operation until it completes or fails.
 * The caller provides `upload` and `poll` (the HTTP calls) and renders `message`.
 */
export const documentUploadMachine = setup({
  types: {} as { context: DocumentUploadContext; input: { file: DocumentUploadContext['file'] } },
  actors: {
    upload: fromPromise<UploadAnswer, { file: DocumentUploadContext['file'] }>(notProvided('upload')),
    poll: fromPromise<ProgressAnswer, PollInput>(notProvided('poll')),
  },
  delays: { firstPoll: POLL_FIRST_DELAY_MS, nextPoll: POLL_INTERVAL_MS, followUp: FOLLOW_UP_DELAY_MS },
  guards: {
    fileRefused: ({ context }) => chatUploadProblem(context.file) !== null,
    // A guard declared here cannot see an actor's done event (it is not in the machine's event
    // union), so the transitions pass the typed output in as params instead of the guard casting.
    answeredAtOnce: (_, answer: UploadAnswer) => answer.status === 'completed',
    hasOperation: (_, answer: UploadAnswer) => Boolean(answer.operation_id),
    completed: (_, answer: ProgressAnswer) => answer.status === 'completed',
    failed: (_, answer: ProgressAnswer) => answer.status === 'failed',
    pollsLeft: ({ context }) => context.polls < MAX_POLLS,
  },
}).createMachine({
  id: 'documentUpload',
  context: ({ input }) => ({ file: input.file, operationId: null, progressEndpoint: null, polls: 0, message: '', followUp: null, result: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        // The spec's own words: 'File size must be less than 10MB' / 'Please upload PDF, DOC, DOCX, or TXT files only'.
        { guard: 'fileRefused', target: 'refused', actions: assign({ message: ({ context }) => chatUploadProblem(context.file)! }) },
        { target: 'uploading' },
      ],
    },
    uploading: {
      entry: assign({ message: DOCUMENT_UPLOAD_MESSAGES.reading }),
      invoke: {
        src: 'upload',
        input: ({ context }) => ({ file: context.file }),
        onDone: [
          {
            guard: { type: 'answeredAtOnce', params: ({ event }) => event.output },
            target: 'found',
            actions: assign({ result: ({ event }) => ({ ...event.output, status: 'completed' as const }) }),
          },
          {
            guard: { type: 'hasOperation', params: ({ event }) => event.output },
            target: 'reading',
            actions: assign({
              operationId: ({ event }) => event.output.operation_id!,
              progressEndpoint: ({ event }) => event.output.progress_endpoint || null,
            }),
          },
          { target: 'analysisUnavailable', actions: assign({ message: DOCUMENT_UPLOAD_MESSAGES.readyForDiscussion }) },
        ],
        onError: { target: 'refused', actions: assign({ message: ({ event }) => uploadFailureMessage(errorText(event.error)) }) },
      },
    },
    reading: { after: { firstPoll: 'polling' } },
    polling: {
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      invoke: {
        src: 'poll',
        input: ({ context }) => ({ operationId: context.operationId!, progressEndpoint: context.progressEndpoint }),
        onDone: [
          { guard: { type: 'completed', params: ({ event }) => event.output }, target: 'found', actions: assign({ result: ({ event }) => event.output }) },
          {
            guard: { type: 'failed', params: ({ event }) => event.output },
            target: 'analysisFailed',
            actions: assign({ message: DOCUMENT_UPLOAD_MESSAGES.analysisFailed }),
          },
          { guard: 'pollsLeft', target: 'waiting' },
          { target: 'takingLonger', actions: assign({ message: DOCUMENT_UPLOAD_MESSAGES.takingLonger }) },
        ],
        // A failed poll (network, time-out, a 404 before the operation is visible, a 5xx) is one
        // spent attempt, not the end: the file is stored, and the next poll may well answer. Only
        // when it was the last attempt does its reason pick the admin spec §8 message.
        onError: [
          { guard: 'pollsLeft', target: 'waiting' },
          { target: 'analysisUnavailable', actions: assign({ message: ({ event }) => analysisFallbackMessage(errorText(event.error)) }) },
        ],
      },
    },
    waiting: {
      always: {
        guard: ({ context }) => context.polls >= MAX_POLLS,
        target: 'takingLonger',
        actions: assign({ message: DOCUMENT_UPLOAD_MESSAGES.takingLonger }),
      },
      after: { nextPoll: 'polling' },
    },
    found: {
      entry: assign({ message: ({ context }) => foundInformationMessage(context.result ?? {}, context.file.name) }),
      after: { followUp: { target: 'done', actions: assign({ followUp: ({ context }) => followUpQuestion(context.result ?? {}) }) } },
    },
    done: { type: 'final' },
    refused: { type: 'final' },
    analysisFailed: { type: 'final' },
    analysisUnavailable: { type: 'final' },
    takingLonger: { type: 'final' },
  },
});
