import type { ReadableAnswer } from '../admin/response-detail.schema.js';
import type { Question, QuestionnaireConfig } from './questionnaire.types.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `target_population` → `Target population`. */
export function humanKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function optionLabel(question: Question | undefined, value: string): string {
  return question?.options?.find((option) => option.value === value)?.label ?? value;
}

function linesOf(question: Question | undefined, value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() === '' ? [] : [optionLabel(question, value)];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((entry) => linesOf(question, entry));
  if (isRecord(value)) {
    // "Other: …" of a select-or-text question.
    if (typeof value['value'] === 'string') {
      const label = optionLabel(question, value['value']);
      const other = typeof value['other_text'] === 'string' && value['other_text'].trim() !== '' ? `: ${value['other_text']}` : '';
      return [`${label}${other}`];
    }
    // An uploaded file.
    if (typeof value['filename'] === 'string') return [value['filename']];
    // A contact form: each detail on its own line.
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${humanKey(k)}: ${typeof v === 'boolean' ? (v ? 'yes' : 'no') : typeof v === 'string' ? v : JSON.stringify(v)}`);
  }
  return [JSON.stringify(value)];
}

/**
 * A questionnaire submission's answers as staff read them: in the configuration's order, each with
 * its question text and the chosen options' labels (not their stored values), then any stored key
 * the configuration does not know, under its own name. Answers are found by field or question id.
 */
export function readableAnswers(config: QuestionnaireConfig, formData: Record<string, unknown>): ReadableAnswer[] {
  const used = new Set<string>();
  const answers: ReadableAnswer[] = [];
  for (const question of config.questions) {
    const key = question.field in formData ? question.field : question.id in formData ? question.id : null;
    if (key === null) continue;
    used.add(key);
    answers.push({ question: question.question, lines: linesOf(question, formData[key]) });
  }
  for (const [key, value] of Object.entries(formData)) {
    if (!used.has(key)) answers.push({ question: humanKey(key), lines: linesOf(undefined, value) });
  }
  return answers;
}
