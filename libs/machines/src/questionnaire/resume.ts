import type { AnswerValue, QuestionnaireConfig, UploadedFileRef } from '@intake/contracts';
import { checkAnswer } from './answer-validation.js';
import { isFileQuestion, nextQuestion } from './routing.js';
import type { FilesByQuestion } from './questionnaire.types.js';

export interface ResumePoint {
  currentId: string;
  history: string[];
  answers: Record<string, AnswerValue>;
}

/**
 * Where a returning visitor continues: follow next_step_logic from the first question through
 * the recorded answers, and stop at the first question on that path without an acceptable
 * answer. When every question on the path is answered, they land on the last one, one Next away
 * from submitting. A file question's recorded answer counts only the files still attached.
 */
export function resumePoint(config: QuestionnaireConfig, recorded: Record<string, unknown>, files: FilesByQuestion): ResumePoint {
  const answers: Record<string, AnswerValue> = {};
  const history: string[] = [];
  let question = config.questions[0];
  if (!question) throw new Error('a questionnaire configuration needs at least one question');
  for (let steps = 0; steps <= config.questions.length; steps++) {
    if (!Object.hasOwn(recorded, question.id)) break;
    let value = recorded[question.id];
    if (isFileQuestion(question)) {
      const attached = new Set((files[question.id] ?? []).map((f) => f.document_id));
      value = Array.isArray(value) ? (value as UploadedFileRef[]).filter((f) => attached.has(f?.document_id)) : [];
    }
    const check = checkAnswer(question, value, config.validation);
    if (!check.ok) break;
    answers[question.id] = check.value;
    const next = nextQuestion(config, question, check.value);
    if (!next || history.includes(next.id)) break;
    history.push(question.id);
    question = next;
  }
  return { currentId: question.id, history, answers };
}
