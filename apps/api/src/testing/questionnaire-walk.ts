import { QUESTIONNAIRE_V3, type AnswerValue, type QuestionnaireSessionView } from '@intake/contracts';
import { buildQuestionnaireSubmission } from '@intake/machines';
import { createActor } from 'xstate';
import { quietQuestionnaireMachine } from '../../../../libs/machines/src/questionnaire/testing/quiet-machine.js';
import type { ApiHarness } from './api-harness.js';

export interface QuestionnaireContact {
  name: string;
  email: string;
  affiliation: string;
  timezone: string;
  privacy_consent: boolean;
  newsletter_consent: boolean;
}

/** One researcher's answers along the collaboration route of QUESTIONNAIRE_V3. */
export function wardWatchAnswers(contact: QuestionnaireContact): Record<string, unknown> {
  return {
    Q1: 'no_questions',
    Q2: 'researcher',
    Q3: 'WardWatch',
    Q4: 'A ward board that flags deteriorating patients early.',
    Q5: 'prototype',
    Q6: 'Deterioration is noticed late on busy wards.',
    Q7: 'Nurses on acute wards.',
    Q8: 'collaboration',
    Q16: ['clinical'],
    Q17: 'A clinical lead for a pilot.',
    Q18: 'flexible',
    Q19: { value: 'other', other_text: 'Seed grant' },
    Q20: 'Nothing more.',
    Q21: [],
    Q22: contact,
  };
}

/**
 * The questionnaire as the screen walks it (the shared machine, no upload): the session, each
 * answer recorded, then the submission. Returns the session id.
 */
export async function submitQuestionnaire(
  api: ApiHarness,
  answers: Record<string, unknown>,
  opts: { deviceType: 'desktop' | 'mobile'; userAgent: string },
): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': opts.userAgent }, body: JSON.stringify(body) });
  const started = await post('/api/questionnaire/sessions', { metadata: { device_type: opts.deviceType, language: 'en-GB', timezone: 'Europe/London' } });
  const sessionId = ((await started.json()) as QuestionnaireSessionView).session_id;
  const actor = createActor(quietQuestionnaireMachine, { input: { config: QUESTIONNAIRE_V3, sessionId, files: {} } });
  const recorded: { questionId: string; value: AnswerValue }[] = [];
  actor.on('answer', (e) => recorded.push(e));
  actor.start();
  while (!actor.getSnapshot().hasTag('complete')) {
    actor.send({ type: 'ANSWER.CHANGE', value: answers[actor.getSnapshot().context.currentId] });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.error).toBeNull();
  }
  const context = actor.getSnapshot().context;
  actor.stop();
  for (const r of recorded)
    expect((await post(`/api/questionnaire/sessions/${sessionId}/answers`, { question_id: r.questionId, value: r.value })).status).toBe(200);
  expect((await post('/api/submit', buildQuestionnaireSubmission(context))).status).toBe(200);
  return sessionId;
}
