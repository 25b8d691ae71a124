import { useEffect } from 'react';
import { beaconLeave, recordQuestionnaire, type QuestionnaireActor } from './questionnaire.recorder';
import type { SerialQueue } from './serial-queue';

/**
 * Records the questionnaire as the machine runs (see recordQuestionnaire). When the page goes
 * away mid-way, the step it was on and the time spent go by beacon.
 */
export function useQuestionnaireRecorder(actor: QuestionnaireActor, recordings: SerialQueue, visitStartedAt: number): void {
  useEffect(() => {
    const recording = recordQuestionnaire(actor, recordings, visitStartedAt);
    const leave = () => beaconLeave(actor, recording, visitStartedAt);
    window.addEventListener('pagehide', leave);
    return () => {
      recording.stop();
      window.removeEventListener('pagehide', leave);
    };
  }, [actor, recordings, visitStartedAt]);
}
