import { END_OF_QUESTIONNAIRE, NEXT_STEP_WILDCARD, type Question, type QuestionnaireConfig } from '@intake/contracts';

export function findQuestion(config: QuestionnaireConfig, id: string): Question | undefined {
  return config.questions.find((q) => q.id === id);
}

export const isFileQuestion = (q: Question) => q.type === 'file_upload' || q.type === 'file_upload_multiple';

/**
 * Visitor spec §4: next_step_logic keyed by the selected value, else the wildcard. Only a single
 * choice or a select_or_text answer is "a selected value"; other answers take the wildcard. An
 * answer with no entry and no wildcard has no next step, which ends the questionnaire.
 */
export function nextStepId(question: Question, answer: unknown): string | null {
  const logic = question.next_step_logic;
  const selected =
    question.type === 'single_choice' && typeof answer === 'string'
      ? answer
      : question.type === 'select_or_text' && answer !== null && typeof answer === 'object' && 'value' in answer
        ? String((answer as { value: unknown }).value)
        : undefined;
  if (selected !== undefined && Object.hasOwn(logic, selected)) return logic[selected] ?? null;
  return Object.hasOwn(logic, NEXT_STEP_WILDCARD) ? (logic[NEXT_STEP_WILDCARD] ?? null) : null;
}

/** The question an answer leads to, or null when it ends the questionnaire (the end, or an unknown id). */
export function nextQuestion(config: QuestionnaireConfig, question: Question, answer: unknown): Question | null {
  const next = nextStepId(question, answer);
  if (next === null || next === END_OF_QUESTIONNAIRE) return null;
  return findQuestion(config, next) ?? null;
}

/** 1-based position of a question among all questions. */
export function questionPosition(config: QuestionnaireConfig, id: string): number {
  return config.questions.findIndex((q) => q.id === id) + 1;
}

/** Visitor spec §4: progress is the position of the current question among all questions. */
export function progressPercent(config: QuestionnaireConfig, id: string): number {
  const position = questionPosition(config, id);
  return position <= 0 ? 0 : Math.round((position / config.questions.length) * 100);
}
