import type { ResponseChannel } from '@intake/contracts';
import { CHOICE_TOKEN_SEPARATOR } from './response-answers.index.js';
import type { ResponseAnswerCountsTable, ResponseAnswersTable } from './response-insight.tables.js';
import type { SummaryFacts } from './response-summary.js';

/** What one counter counts: responses, responses that answered a field, chose an option, or gave a number. */
export type AnswerCountKind = ResponseAnswerCountsTable['kind'];

/** The columns of a response_answers row that its counters come from. */
export type CountedRow = Pick<ResponseAnswersTable, 'channel' | 'choice_tokens' | 'answered' | 'numbers'>;

export type AnswerCount = Pick<ResponseAnswerCountsTable, 'channel' | 'kind' | 'field' | 'value' | 'n'>;

const SEP = '\u0000';
const keyOf = (channel: string, kind: AnswerCountKind, field: string, value: string) => [channel, kind, field, value].join(SEP);

/** Counters being summed: rows added (+1) or taken away (-1), then the counters that changed. */
export function answerTally() {
  const counts = new Map<string, number>();
  const bump = (key: string, sign: number) => counts.set(key, (counts.get(key) ?? 0) + sign);
  return {
    add(rows: Iterable<CountedRow>, sign: 1 | -1 = 1): void {
      for (const r of rows) {
        bump(keyOf(r.channel, 'response', '', ''), sign);
        for (const field of r.answered) bump(keyOf(r.channel, 'answered', field, ''), sign);
        for (const token of r.choice_tokens) {
          const at = token.indexOf(CHOICE_TOKEN_SEPARATOR);
          bump(keyOf(r.channel, 'choice', token.slice(0, at), token.slice(at + 1)), sign);
        }
        for (const [field, n] of Object.entries(r.numbers)) bump(keyOf(r.channel, 'number', field, String(n)), sign);
      }
    },
    /** The counters that moved (those that net to zero left out). */
    counts(): AnswerCount[] {
      const out: AnswerCount[] = [];
      for (const [key, n] of counts) {
        if (n === 0) continue;
        const [channel, kind, field, value] = key.split(SEP) as [ResponseChannel, AnswerCountKind, string, string];
        out.push({ channel, kind, field, value, n });
      }
      return out;
    },
  };
}

/** What changes in the counters when rows `before` become rows `after`. */
export function answerCountDeltas(before: Iterable<CountedRow>, after: Iterable<CountedRow>): AnswerCount[] {
  const tally = answerTally();
  tally.add(after, 1);
  tally.add(before, -1);
  return tally.counts();
}

/** Responses counted, and the facts of the summary but its newest texts. */
export type CountedFacts = { responses: number; facts: Omit<SummaryFacts, 'latest'> };

/**
 * A channel's counters as the summary reads them (latest texts apart). A number's counter becomes
 * that many values: the spread needs them all, and distinct values are far fewer than responses.
 */
export function factsFromCounts(counts: readonly Pick<AnswerCount, 'kind' | 'field' | 'value' | 'n'>[]): CountedFacts {
  let responses = 0;
  const answered = new Map<string, number>();
  const choices = new Map<string, Map<string, number>>();
  const numbers = new Map<string, number[]>();
  for (const c of counts) {
    if (c.kind === 'response') responses += c.n;
    else if (c.kind === 'answered') answered.set(c.field, c.n);
    else if (c.kind === 'choice') {
      const options = choices.get(c.field) ?? new Map<string, number>();
      options.set(c.value, c.n);
      choices.set(c.field, options);
    } else {
      const values = numbers.get(c.field) ?? [];
      for (let i = 0; i < c.n; i++) values.push(Number(c.value));
      numbers.set(c.field, values);
    }
  }
  return { responses, facts: { answered, choices, numbers } };
}
