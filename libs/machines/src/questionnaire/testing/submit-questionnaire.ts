import { QUESTIONNAIRE_V3, type AnswerValue } from '@intake/contracts';
import { createActor } from 'xstate';
import { isFileQuestion } from '../routing.js';
import { buildQuestionnaireSubmission } from '../submission-payload.js';
import { CONTACT } from './answer-candidates.js';
import { quietQuestionnaireMachine } from './quiet-machine.js';

/** The funding branch, Q1 to Q22 (Q21's files are left out: uploads are not values). */
export const FUNDING_ROUTE_ANSWERS: Readonly<Record<string, unknown>> = {
  Q1: 'no_questions',
  Q2: 'researcher',
  Q3: 'CardioWatch',
  Q4: 'A patch that flags fluid build-up at home.',
  Q5: 'prototype',
  Q6: 'Heart failure readmissions are missed.',
  Q7: 'Adults over 65 after discharge.',
  Q8: 'funding',
  Q9: 'grant',
  Q10: '$250,000 over 18 months',
  Q11: '',
  Q18: 'flexible',
  Q19: { value: 'other', other_text: 'Seed round' },
  Q20: 'We have IRB approval.',
  Q21: [],
  Q22: CONTACT,
};

/** Posts JSON to the api and resolves with the parsed reply; rejects on an error status. */
type Post = (path: string, body: unknown) => Promise<unknown>;

/** The collaboration branch, Q1 to Q22 (Q21's files are left out). */
export const COLLABORATION_ROUTE_ANSWERS: Readonly<Record<string, unknown>> = {
  Q1: 'no_questions',
  Q2: 'researcher',
  Q3: 'CardioWatch',
  Q4: 'A patch that flags fluid build-up at home.',
  Q5: 'prototype',
  Q6: 'Heart failure readmissions are missed.',
  Q7: 'Adults over 65 after discharge.',
  Q8: 'collaboration',
  Q16: ['clinical'],
  Q17: 'A cardiologist to champion a pilot.',
  Q18: 'flexible',
  Q19: { value: 'other', other_text: 'Seed round' },
  Q20: 'We have IRB approval.',
  Q21: [],
  Q22: CONTACT,
};

/**
 * What the questionnaire screen builds in the browser, with no call: the shared machine walks
 * `answers` under `sessionId` (file questions are left to their upload). Returns the answers the
 * screen would record and the submission it would post.
 */
export function walkQuestionnaire(sessionId: string, answers: Record<string, unknown>) {
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
  const snapshot = actor.getSnapshot();
  actor.stop();
  if (!snapshot.hasTag('complete')) throw new Error('the answers did not reach the end of the questionnaire');
  return { recorded, payload: buildQuestionnaireSubmission(snapshot.context) };
}

/**
 * What the questionnaire screen does, through the api: start a session, walk `answers`
 * (walkQuestionnaire), record each answer as the screen would, then submit. Returns the session id.
 */
export async function submitQuestionnaire(post: Post, answers: Record<string, unknown>): Promise<string> {
  const { session_id: sessionId } = (await post('/api/questionnaire/sessions', { metadata: { device_type: 'desktop' } })) as { session_id: string };
  const { recorded, payload } = walkQuestionnaire(sessionId, answers);
  for (const r of recorded) await post(`/api/questionnaire/sessions/${sessionId}/answers`, { question_id: r.questionId, value: r.value });
  await post('/api/submit', payload);
  return sessionId;
}
