import { questionnaireConfigFor, type AnswerValue, type Question } from '@intake/contracts';
import { optionLabel } from '@intake/machines';

/**
 * The questionnaire's answers under the conversation info names the dashboard reads (admin spec
 * §3 "Extracted info fields"), so a submitted questionnaire shows its solution, support needed,
 * urgency, background and commitment like a chat does (docs/admin-dashboard.md). Choices read as
 * their labels; a multiple choice as its labels joined. The questionnaire asks no category, so
 * none is made up.
 *
 * | §3 name | from the questionnaire (v3.0) |
 * |---|---|
 * | background | user_type (Q2) |
 * | solution_description | elevator_pitch (Q4) |
 * | support_needed | main_goal (Q8), then the answers of its branch: funding_type + funding_amount, technical_help_needed + ideal_deliverable, regulatory_challenge + regulatory_process_stage, missing_expertise + team_needs |
 * | urgency | timeline (Q18), with funding_deadline (Q11) when given |
 * | commitment_level | budget (Q19): what the visitor puts into the project |
 *
 * problem_statement and project_stage already carry §3 names; name, email and affiliation come
 * from the contact form.
 */

/** Per goal (Q8), the answers of its branch, in the order they are asked. */
const GOAL_DETAILS: Readonly<Record<string, readonly string[]>> = {
  funding: ['funding_type', 'funding_amount'],
  technical: ['technical_help_needed', 'ideal_deliverable'],
  regulatory: ['regulatory_challenge', 'regulatory_process_stage'],
  collaboration: ['missing_expertise', 'team_needs'],
};

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * An answer as words: a choice's label, the chosen labels joined, a select-or-text's own text
 * when 'other' was picked. Files and the contact form are not info values (null).
 */
export function answerText(question: Question | undefined, value: AnswerValue | undefined): string | null {
  if (typeof value === 'string') return value.trim() ? optionLabel(question, value.trim()) : null;
  if (Array.isArray(value)) {
    const words = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => optionLabel(question, v.trim()));
    return words.length > 0 ? words.join(', ') : null;
  }
  if (isRecord(value) && typeof value.value === 'string' && 'other_text' in value) {
    const other = typeof value.other_text === 'string' ? value.other_text.trim() : '';
    if (value.value === 'other' && other) return other;
    return value.value.trim() ? optionLabel(question, value.value.trim()) : null;
  }
  return null;
}

/** The §3 info values the answers give; a name the form data already uses is left to it. */
export function questionnaireInfo(formData: Readonly<Record<string, AnswerValue>>, configVersion: string): Record<string, string> {
  const questions = new Map((questionnaireConfigFor(configVersion)?.questions ?? []).map((q) => [q.field, q]));
  const say = (field: string) => answerText(questions.get(field), formData[field]);
  const info: Record<string, string | null> = {};

  info.background = say('user_type');
  info.solution_description = say('elevator_pitch');

  const goal = say('main_goal');
  const goalValue = typeof formData.main_goal === 'string' ? formData.main_goal : '';
  const details = (GOAL_DETAILS[goalValue] ?? []).map(say).filter((d): d is string => d !== null);
  info.support_needed = goal ? (details.length > 0 ? `${goal}: ${details.join('; ')}` : goal) : null;

  const timeline = say('timeline');
  const deadline = say('funding_deadline');
  info.urgency = timeline && deadline ? `${timeline} (deadline: ${deadline})` : (timeline ?? (deadline ? `Deadline: ${deadline}` : null));

  info.commitment_level = say('budget');

  return Object.fromEntries(Object.entries(info).filter((e): e is [string, string] => e[1] !== null && !(e[0] in formData)));
}
