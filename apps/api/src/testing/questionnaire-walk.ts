import { QUESTIONNAIRE_V3, type AnswerValue } from '@intake/contracts';
import { buildQuestionnaireSubmission, isFileQuestion } from '@intake/machines';
import { createActor } from 'xstate';
import { quietQuestionnaireMachine } from '../../../../libs/machines/src/questionnaire/testing/quiet-machine.js';

type Post = (path: string, body: unknown) => Promise<unknown>;

/**
 * What the questionnaire screen does, through the api: start a session, let the shared machine
 * walk `answers` (file questions are left to their upload, none here), record each answer as the
 * screen would, then submit the machine's payload. Returns the session id.
 */
export async function submitQuestionnaire(post: Post, answers: Record<string, unknown>): Promise<string> {
  const { session_id: sessionId } = (await post('/api/questionnaire/sessions', { metadata: { device_type: 'desktop' } })) as { session_id: string };
  const actor = createActor(quietQuestionnaireMachine, { input: { config: QUESTIONNAIRE_V3, sessionId, files: {} } });
  const recorded: { questionId: string; value: AnswerValue }[] = [];
  actor.on('answer', (e) => recorded.push(e));
  actor.start();
  for (let i = 0; i < QUESTIONNAIRE_V3.questions.length && !actor.getSnapshot().hasTag('complete'); i++) {
    const id = actor.getSnapshot().context.currentId;
    if (!isFileQuestion(QUESTIONNAIRE_V3.questions.find((q) => q.id === id)!)) actor.send({ type: 'ANSWER.CHANGE', value: answers[id] });
    actor.send({ type: 'NEXT' });
    const error = actor.getSnapshot().context.error;
    if (error !== null) throw new Error(`the questionnaire machine refused the answer to ${id}: ${error}`);
  }
  const context = actor.getSnapshot().context;
  actor.stop();
  if (!actor.getSnapshot().hasTag('complete')) throw new Error('the answers did not reach the end of the questionnaire');
  for (const r of recorded) await post(`/api/questionnaire/sessions/${sessionId}/answers`, { question_id: r.questionId, value: r.value });
  await post('/api/submit', buildQuestionnaireSubmission(context));
  return sessionId;
}
