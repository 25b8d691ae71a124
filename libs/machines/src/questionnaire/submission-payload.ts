import type { AnswerValue, ContactAnswer, QuestionnaireSubmitRequest, UploadedFileRef } from '@intake/contracts';
import { describeAnswer } from './answer-text.js';
import { findQuestion, isFileQuestion } from './routing.js';
import type { QuestionnaireContext } from './questionnaire.types.js';

/** The questions the answers lead through, ending at the current one. */
export const answeredPath = (context: Pick<QuestionnaireContext, 'history' | 'currentId'>) =>
  context.currentId === '' ? [...context.history] : [...context.history, context.currentId];

/**
 * Visitor spec §3 "Questionnaire submission payload": the answers on the path under their field
 * names, with the session's identifiers, the consents and the contact details copied to the top
 * as the spec lists them, and the conversation as question/answer messages.
 */
export function buildQuestionnaireSubmission(context: QuestionnaireContext): QuestionnaireSubmitRequest {
  const config = context.config;
  if (!config || !context.sessionId) throw new Error('a submission needs a loaded configuration and a session');
  const now = new Date(context.clock()).toISOString();
  const path = answeredPath(context);
  const byField: Record<string, AnswerValue> = {};
  const uploadedFiles: (UploadedFileRef & { question_id: string })[] = [];
  const messages: { id: string; content: string; isUser: boolean; timestamp: string }[] = [];
  let contact: ContactAnswer | undefined;
  for (const id of path) {
    const question = findQuestion(config, id);
    const answer = context.answers[id];
    if (!question || answer === undefined) continue;
    byField[question.field] = answer;
    if (question.type === 'contact_form') contact = answer as ContactAnswer;
    if (isFileQuestion(question)) for (const f of answer as UploadedFileRef[]) uploadedFiles.push({ ...f, question_id: id });
    messages.push({ id: `${id}-question`, content: question.question, isUser: false, timestamp: now });
    messages.push({ id: `${id}-answer`, content: describeAnswer(question, answer), isUser: true, timestamp: now });
  }
  return {
    session_id: context.sessionId,
    conversation_data: {
      ...byField,
      session_id: context.sessionId,
      timestamp: now,
      submission_type: 'STRUCTURED_QUESTIONNAIRE',
      data_source: 'QUESTIONNAIRE',
      conversation_source: 'QUESTIONNAIRE',
      privacy_consent: contact?.privacy_consent ?? false,
      newsletter_consent: contact?.newsletter_consent ?? false,
      email: contact?.email ?? '',
      name: contact?.name ?? '',
    },
    submission_type: 'structured_questionnaire',
    metadata: {
      submissionType: 'structured_questionnaire',
      completedAt: now,
      totalFields: Object.keys(byField).length,
      sessionId: context.sessionId,
      uploadedFiles,
      questionnaireVersion: config.version,
    },
    messages,
  };
}
