import {
  CONVERSATION_META_KEYS,
  QUESTIONNAIRE_MESSAGES,
  type AnswerValue,
  type Question,
  type QuestionnaireConfig,
  type UploadedFileRef,
} from '@intake/contracts';
import { createActor, fromPromise } from 'xstate';
import { isFileQuestion } from './routing.js';
import { questionnaireMachine } from './questionnaire.machine.js';
import type { FilesByQuestion, SubmitQuestionnaireInput, SubmitQuestionnaireOutput } from './questionnaire.types.js';

export const SUBMISSION_CHECK_MESSAGES = {
  offPath: 'This question is not on the path your earlier answers lead to.',
  unknownAnswer: (key: string) => `"${key}" is not a question of this questionnaire.`,
  fileNotUploaded: (name: string) => `The file "${name}" was not uploaded in this session.`,
  noEnd: 'The answers do not reach the end of the questionnaire.',
} as const;

export type SubmissionCheck =
  | { ok: true; path: string[]; answers: Record<string, AnswerValue> }
  | { ok: false; questionId: string | null; field: string | null; message: string; detail: string };

function refuse(question: Question | null, message: string, key?: string): SubmissionCheck {
  const name = question ? `${question.id} (${question.field})` : (key ?? 'conversation_data');
  return { ok: false, questionId: question?.id ?? null, field: question?.field ?? null, message, detail: `${name}: ${message}` };
}

/**
 * The spec's payload carries the consents beside the answers (conversation_data.privacy_consent,
 * newsletter_consent), while our screen also puts them inside the contact answer. A contact answer
 * that does not state a consent takes the payload's; one that states it keeps its own.
 */
function withPayloadConsents(question: Question, value: unknown, conversationData: Record<string, unknown>): unknown {
  if (question.type !== 'contact_form' || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const contact = value as Record<string, unknown>;
  return {
    ...contact,
    privacy_consent: contact.privacy_consent ?? conversationData.privacy_consent,
    newsletter_consent: contact.newsletter_consent ?? conversationData.newsletter_consent,
  };
}

// On the server the machine only has to reach its end; the submission it would post is the one
// being checked, so its submit actor simply never settles.
const replayMachine = questionnaireMachine.provide({
  actors: { submitQuestionnaire: fromPromise<SubmitQuestionnaireOutput, SubmitQuestionnaireInput>(() => new Promise(() => undefined)) },
});

/**
 * The server's check of a submission (DESIGN "Machines"): the answers in conversation_data,
 * keyed by field, are fed to the same machine the browser ran, step by step from the first
 * question, exactly as the screen feeds it. The submission stands only if the machine accepts
 * every answer on the way and reaches the end; an answer to a question off that path, a field no
 * question has, a file the session never received, or a missing privacy consent (given either at
 * the payload's level or in the contact answer; a no at either level refuses) is refused. Each
 * refusal names the question.
 *
 * `attached` holds, per question, the files the documents context recorded for this session: a
 * file answer may name only those, and is judged on the server's record of them.
 */
export function checkQuestionnaireSubmission(
  config: QuestionnaireConfig,
  conversationData: Record<string, unknown>,
  attached: FilesByQuestion,
): SubmissionCheck {
  const byField = new Map(config.questions.map((q) => [q.field, q]));
  const given = new Map<string, unknown>();
  const meta = new Set<string>(CONVERSATION_META_KEYS);
  for (const [key, value] of Object.entries(conversationData)) {
    if (meta.has(key)) continue;
    const question = byField.get(key);
    if (!question) return refuse(null, SUBMISSION_CHECK_MESSAGES.unknownAnswer(key), key);
    given.set(question.id, value);
  }

  const files: FilesByQuestion = {};
  for (const question of config.questions.filter(isFileQuestion)) {
    const claimed = given.get(question.id);
    if (!Array.isArray(claimed)) continue;
    const held = new Map((attached[question.id] ?? []).map((f) => [f.document_id, f]));
    const chosen: UploadedFileRef[] = [];
    for (const item of claimed) {
      const ref = held.get(String((item as { document_id?: unknown })?.document_id));
      if (!ref) return refuse(question, SUBMISSION_CHECK_MESSAGES.fileNotUploaded(String((item as { filename?: unknown })?.filename ?? '')));
      chosen.push(ref);
    }
    files[question.id] = chosen;
  }

  const actor = createActor(replayMachine, { input: { config, sessionId: 'replay', files } });
  actor.start();
  try {
    for (let step = 0; step <= config.questions.length; step++) {
      const snapshot = actor.getSnapshot();
      if (snapshot.hasTag('complete')) break;
      const question = config.questions.find((q) => q.id === snapshot.context.currentId) ?? null;
      if (!question) return refuse(null, SUBMISSION_CHECK_MESSAGES.noEnd);
      if (!isFileQuestion(question) && given.has(question.id)) {
        actor.send({ type: 'ANSWER.CHANGE', value: withPayloadConsents(question, given.get(question.id), conversationData) });
      }
      actor.send({ type: 'NEXT' });
      const after = actor.getSnapshot();
      if (after.context.error !== null) return refuse(question, after.context.error);
    }
    const final = actor.getSnapshot();
    if (!final.hasTag('complete')) return refuse(null, SUBMISSION_CHECK_MESSAGES.noEnd);
    const path = [...final.context.history, final.context.currentId];
    const onPath = new Set(path);
    for (const id of given.keys()) {
      if (!onPath.has(id)) return refuse(config.questions.find((q) => q.id === id) ?? null, SUBMISSION_CHECK_MESSAGES.offPath);
    }
    // The contact answer was refused above unless it consents; a payload that says no still refuses.
    if (conversationData.privacy_consent === false) {
      const contact = config.questions.find((q) => q.type === 'contact_form') ?? null;
      return refuse(contact, QUESTIONNAIRE_MESSAGES.privacyConsent);
    }
    const answers: Record<string, AnswerValue> = {};
    for (const id of path) {
      const answer = final.context.answers[id];
      if (answer !== undefined) answers[id] = answer;
    }
    return { ok: true, path, answers };
  } finally {
    actor.stop();
  }
}
