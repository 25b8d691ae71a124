import { SESSION_STORAGE_KEYS } from '@intake/contracts';
import type { questionnaireMachine } from '@intake/machines';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { removeSessionStored } from '../../app/browser-storage';
import { toast } from '../../app/toasts/toast-store';
import { reportRecordingFailure } from './recording-failure';
import { createSerialQueue } from './serial-queue';
import { beaconQuestionnaireStep, recordQuestionnaireAnswer, recordQuestionnaireStep } from './questionnaire.api';

type QuestionnaireActor = ActorRefFrom<typeof questionnaireMachine>;

/**
 * What the machine tells its runner: toasts to show, answers and steps to record on the session
 * (in order), and the end of the session (its id leaves session storage, so the next visit starts
 * afresh). When the page goes away mid-way, the step it was on and the time spent go by beacon.
 */
export function useQuestionnaireRecorder(actor: QuestionnaireActor, visitStartedAt: number): void {
  useEffect(() => {
    const enqueue = createSerialQueue(reportRecordingFailure);
    const sessionId = () => actor.getSnapshot().context.sessionId;
    let current: string | null = null;
    const subscriptions = [
      actor.on('toast', (e) => (e.kind === 'success' ? toast.success(e.message) : toast.error(e.message))),
      actor.on('answer', (e) => {
        const id = sessionId();
        if (id) void enqueue(() => recordQuestionnaireAnswer(id, e.questionId, e.value));
      }),
      actor.on('step', (e) => {
        const id = sessionId();
        current = e.questionId;
        const spent = Date.now() - visitStartedAt;
        if (id) void enqueue(() => recordQuestionnaireStep(id, e.questionId, spent));
      }),
      actor.on('submitted', () => {
        current = null;
        removeSessionStored(SESSION_STORAGE_KEYS.questionnaireSessionId);
      }),
    ];
    const leave = () => {
      const id = sessionId();
      if (id && current && !actor.getSnapshot().hasTag('complete')) beaconQuestionnaireStep(id, current, Date.now() - visitStartedAt);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      subscriptions.forEach((s) => s.unsubscribe());
      window.removeEventListener('pagehide', leave);
    };
  }, [actor, visitStartedAt]);
}
