import { CURRENT_QUESTIONNAIRE_VERSION, questionnaireConfigFor } from '@intake/contracts';

/** A response's answers as the summary and the answer filter read them (response_answers). */
export interface IndexedAnswers {
  choices: Record<string, string[]>;
  texts: Record<string, string>;
  numbers: Record<string, number>;
}

/** A chosen option as the summary counts it and the filter finds it: field and value, split by a unit separator. */
export const CHOICE_TOKEN_SEPARATOR = '\u001f';
export const choiceToken = (field: string, value: string) => `${field}${CHOICE_TOKEN_SEPARATOR}${value}`;

/** The row's columns for a response's answers (response_answers). */
export function answerColumns(answers: IndexedAnswers): {
  choice_tokens: string[];
  answered: string[];
  texts: Record<string, string>;
  numbers: Record<string, number>;
} {
  const choice_tokens = Object.entries(answers.choices).flatMap(([field, values]) => [...new Set(values)].map((v) => choiceToken(field, v)));
  const answered = [
    ...new Set([...Object.keys(answers.choices).filter((f) => answers.choices[f]!.length > 0), ...Object.keys(answers.texts), ...Object.keys(answers.numbers)]),
  ];
  return { choice_tokens, answered, texts: answers.texts, numbers: answers.numbers };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A free-text answer that is a number as people write amounts: `250000`, `$250,000`, `€ 1 200.50`,
 * `40k`, `1.5m`. Anything with more words ("$250,000 over 18 months") is text only.
 */
export function numberFromAnswer(text: string): number | null {
  const match = /^\s*[$€£]?\s*(\d{1,3}(?:[, ]\d{3})+|\d+)(\.\d+)?\s*([kKmM])?\s*$/.exec(text);
  if (!match) return null;
  const value = Number(`${match[1]!.replace(/[, ]/g, '')}${match[2] ?? ''}`);
  const scale = match[3] === undefined ? 1 : match[3].toLowerCase() === 'k' ? 1_000 : 1_000_000;
  return Number.isFinite(value) ? value * scale : null;
}

function addText(into: IndexedAnswers, field: string, text: string): void {
  const trimmed = text.trim();
  if (trimmed === '') return;
  into.texts[field] = trimmed;
  const n = numberFromAnswer(trimmed);
  if (n !== null) into.numbers[field] = n;
}

/**
 * A questionnaire's answers indexed by its configuration's question types: choices by option
 * value, free text as written (and as a number when it is one), file questions as the number of
 * files. The contact form is left out: it is the person, not an answer to summarise. Keys the
 * configuration does not know are kept as text (a string) or choices (a list of strings).
 */
export function indexQuestionnaireAnswers(configVersion: string, formData: Record<string, unknown>): IndexedAnswers {
  const config = questionnaireConfigFor(configVersion) ?? questionnaireConfigFor(CURRENT_QUESTIONNAIRE_VERSION)!;
  const out: IndexedAnswers = { choices: {}, texts: {}, numbers: {} };
  const used = new Set<string>();
  for (const q of config.questions) {
    const key = q.field in formData ? q.field : q.id in formData ? q.id : null;
    if (key === null) continue;
    used.add(key);
    const value = formData[key];
    switch (q.type) {
      case 'single_choice':
        if (typeof value === 'string' && value !== '') out.choices[q.field] = [value];
        break;
      case 'multiple_choice':
        if (Array.isArray(value)) out.choices[q.field] = value.filter((v): v is string => typeof v === 'string');
        break;
      case 'select_or_text':
        if (isRecord(value) && typeof value['value'] === 'string') {
          out.choices[q.field] = [value['value']];
          if (typeof value['other_text'] === 'string') addText(out, q.field, value['other_text']);
        } else if (typeof value === 'string' && value !== '') out.choices[q.field] = [value];
        break;
      case 'textarea':
        if (typeof value === 'string') addText(out, q.field, value);
        break;
      case 'file_upload':
      case 'file_upload_multiple':
        if (Array.isArray(value)) out.numbers[q.field] = value.length;
        break;
      case 'contact_form':
        break;
    }
  }
  for (const [key, value] of Object.entries(formData)) {
    if (used.has(key)) continue;
    if (typeof value === 'string') addText(out, key, value);
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out.choices[key] = value;
  }
  return out;
}

/** A Work With Us application: the role and work type are choices, compensation and the message text. */
export function indexWorkWithUsAnswers(d: { preferred_roles: string; work_type: string; compensation: string; additional_notes: string }): IndexedAnswers {
  const out: IndexedAnswers = { choices: {}, texts: {}, numbers: {} };
  if (d.preferred_roles !== '') out.choices['preferred_roles'] = [d.preferred_roles];
  if (d.work_type !== '') out.choices['work_type'] = [d.work_type];
  addText(out, 'compensation', d.compensation);
  addText(out, 'additional_notes', d.additional_notes);
  return out;
}
