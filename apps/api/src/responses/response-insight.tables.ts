import type { ResponseChannel } from '@intake/contracts';

/** One row per submitted response: its answers indexed for the summary and the answer filter (migration 0150). */
export interface ResponseAnswersTable {
  /** `<channel>:<response id>`. */
  response_key: string;
  channel: ResponseChannel;
  response_id: string;
  submitted_at: Date;
  /** One `<field>\x1f<option value>` per option chosen (choiceToken). */
  choice_tokens: string[];
  /** The fields answered, each once. */
  answered: string[];
  /** Field → the free text given. */
  texts: Record<string, string>;
  /** Field → a number the answer is (an amount written as one, a count of files). */
  numbers: Record<string, number>;
}

/** One row per tagged response (migration 0150); a response whose last tag was removed keeps an empty row. */
export interface ResponseTagsTable {
  response_key: string;
  channel: ResponseChannel;
  response_id: string;
  tags: string[];
  updated_at: Date;
}

/**
 * The response_answers rows counted per channel (migration 0151), kept by the same projection so
 * that a channel's whole summary reads a few hundred counters instead of every response.
 * `response`: the responses ('' field and value); `answered`: those that answered `field`;
 * `choice`: those that chose option `value`; `number`: those that gave the number `value`.
 */
export interface ResponseAnswerCountsTable {
  channel: ResponseChannel;
  kind: 'response' | 'answered' | 'choice' | 'number';
  field: string;
  value: string;
  n: number;
}

export interface ResponseInsightTables {
  response_answers: ResponseAnswersTable;
  response_answer_counts: ResponseAnswerCountsTable;
  response_tags: ResponseTagsTable;
}
