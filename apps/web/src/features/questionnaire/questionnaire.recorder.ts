import { SESSION_STORAGE_KEYS } from '@intake/contracts';
import type { questionnaireMachine } from '@intake/machines';
import type { ActorRefFrom } from 'xstate';
import { removeSessionStored } from '../../app/browser-storage';
import { toast } from '../../app/toasts/toast-store';
import { beaconQuestionnaireStep, recordQuestionnaireAnswer, recordQuestionnaireStep } from './questionnaire.api';
import type { SerialQueue } from './serial-queue';

export type QuestionnaireActor = ActorRefFrom<typeof questionnaireMachine>;

export interface QuestionnaireRecording {
  stop(): void;
  /** The step the visitor is on, for the page-leave beacon; null once submitted. */
  currentStep(): string | null;
}

/**
 * What the machine tells its runner: toasts to show, answers and steps to record on the session
 * (in order, through `recordings`, which the submission waits for), and the end of the session
 * (its id leaves session storage, so the next visit starts afresh).
 */
export function recordQuestionnaire(actor: QuestionnaireActor, recordings: SerialQueue, visitStartedAt: number): QuestionnaireRecording {
  const sessionId = () => actor.getSnapshot().context.sessionId;
  let current: string | null = null;
  const subscriptions = [
    actor.on('toast', (e) => (e.kind === 'success' ? toast.success(e.message) : toast.error(e.message))),
    actor.on('answer', (e) => {
      const id = sessionId();
      if (id) void recordings.enqueue(() => recordQuestionnaireAnswer(id, e.questionId, e.value));
    }),
    actor.on('step', (e) => {
      const id = sessionId();
      current = e.questionId;
      const spent = Date.now() - visitStartedAt;
      if (id) void recordings.enqueue(() => recordQuestionnaireStep(id, e.questionId, spent));
    }),
    actor.on('submitted', () => {
      current = null;
      removeSessionStored(SESSION_STORAGE_KEYS.questionnaireSessionId);
    }),
  ];
  return {
    stop: () => subscriptions.forEach((s) => s.unsubscribe()),
    currentStep: () => current,
  };
}

/** The last step and time spent by beacon, when the page goes away before the questionnaire is complete. */
export function beaconLeave(actor: QuestionnaireActor, recording: QuestionnaireRecording, visitStartedAt: number): void {
  const id = actor.getSnapshot().context.sessionId;
  const current = recording.currentStep();
  if (id && current && !actor.getSnapshot().hasTag('complete')) beaconQuestionnaireStep(id, current, Date.now() - visitStartedAt);
}
