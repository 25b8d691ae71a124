import { responseTagSchema, type ResponseFilter, type SummaryQuestion } from '@intake/contracts';
import { ValidationError } from '../platform/errors/domain-errors.js';

/** At most this many `answer=` conditions in one call. */
export const MAX_ANSWER_FILTERS = 5;

/**
 * `tag` and `answer` query parameters as a filter. `answer=<field>:<value>` names the field by its
 * stored key or question id (`Q5`), and the value by an option's value or label (any case); free
 * text is matched as written. A malformed parameter is a 422 with `detail`, never a 5xx.
 */
export function parseResponseFilter(questions: readonly SummaryQuestion[], raw: { tag?: unknown; answer?: unknown }): ResponseFilter {
  let tag: string | null = null;
  if (raw.tag !== undefined && raw.tag !== '') {
    const parsed = responseTagSchema.safeParse(raw.tag);
    if (!parsed.success) throw new ValidationError(`tag: ${parsed.error.issues[0]?.message ?? 'not a tag'}`);
    tag = parsed.data;
  }
  const given = raw.answer === undefined ? [] : Array.isArray(raw.answer) ? raw.answer : [raw.answer];
  if (given.length > MAX_ANSWER_FILTERS) throw new ValidationError(`answer: at most ${MAX_ANSWER_FILTERS} conditions`);
  const answers = given
    .filter((a) => a !== '')
    .map((a) => {
      if (typeof a !== 'string' || a.length > 500) throw new ValidationError('answer: give it as <field>:<value>');
      const colon = a.indexOf(':');
      if (colon <= 0 || colon === a.length - 1) throw new ValidationError(`answer: "${a.slice(0, 60)}" is not <field>:<value>`);
      const name = a.slice(0, colon).trim();
      const value = a.slice(colon + 1).trim();
      const question = questions.find((q) => q.field === name || q.aliases.includes(name));
      const field = question?.field ?? name;
      const option = question?.options.find((o) => o.value === value || o.label.toLowerCase() === value.toLowerCase());
      return { field, value: option?.value ?? value };
    });
  return { tag, answers };
}

/** Whether the filter keeps fewer than every response. */
export const isFiltered = (filter: ResponseFilter): boolean => filter.tag !== null || filter.answers.length > 0;
