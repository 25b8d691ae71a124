import type { Question } from '@intake/contracts';
import type { SnapshotFrom } from 'xstate';
import { describeAnswer } from './answer-text.js';
import { findQuestion, isFileQuestion, progressPercent } from './routing.js';
import type { questionnaireMachine } from './questionnaire.machine.js';

export type QuestionnaireSnapshot = SnapshotFrom<typeof questionnaireMachine>;

export type QuestionnaireStatus = 'loading' | 'failed' | 'answering' | 'uploading' | 'submitting' | 'submit-failed' | 'submitted';

export interface HistoryEntry {
  questionId: string;
  question: string;
  answer: string;
}

export interface CollectedField {
  field: string;
  label: string;
  collected: boolean;
}

/** What the screen shows, derived from one snapshot. */
export interface QuestionnaireView {
  status: QuestionnaireStatus;
  question: Question | null;
  progress: number;
  canGoBack: boolean;
  history: HistoryEntry[];
  collected: CollectedField[];
  error: string | null;
  /** Files the current question holds. */
  files: { document_id: string; filename: string; size: number }[];
  /** The file in flight, and how many wait behind it. */
  uploading: { name: string; waiting: number } | null;
  submitError: string | null;
}

const humanize = (field: string) => field.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function selectQuestionnaireView(snapshot: QuestionnaireSnapshot): QuestionnaireView {
  const { context } = snapshot;
  const config = context.config;
  const status: QuestionnaireStatus = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.hasTag('failed')
      ? 'failed'
      : snapshot.matches('submitted')
        ? 'submitted'
        : snapshot.matches('submitFailed')
          ? 'submit-failed'
          : snapshot.matches('submitting')
            ? 'submitting'
            : snapshot.hasTag('uploading')
              ? 'uploading'
              : 'answering';
  const question = config ? (findQuestion(config, context.currentId) ?? null) : null;
  const complete = snapshot.hasTag('complete');
  const answered = complete && context.currentId !== '' ? [...context.history, context.currentId] : context.history;
  const history: HistoryEntry[] = [];
  const collected: CollectedField[] = [];
  if (config) {
    for (const id of answered) {
      const q = findQuestion(config, id);
      const answer = context.answers[id];
      if (!q || answer === undefined) continue;
      history.push({ questionId: id, question: q.question, answer: describeAnswer(q, answer) });
      collected.push({ field: q.field, label: humanize(q.field), collected: true });
    }
    if (question && !complete) collected.push({ field: question.field, label: humanize(question.field), collected: false });
  }
  const head = context.uploadQueue[0];
  return {
    status,
    question,
    progress: complete ? 100 : config && context.currentId ? progressPercent(config, context.currentId) : 0,
    canGoBack: snapshot.can({ type: 'BACK' }),
    history,
    collected,
    error: context.error,
    files: question && isFileQuestion(question) ? (context.files[question.id] ?? []) : [],
    uploading: snapshot.hasTag('uploading') && head ? { name: head.name, waiting: context.uploadQueue.length - 1 } : null,
    submitError: context.submitError,
  };
}
