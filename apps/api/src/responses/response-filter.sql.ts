import type { ResponseChannel, ResponseFilter } from '@intake/contracts';
import { sql, type RawBuilder } from 'kysely';
import { choiceToken } from './response-answers.index.js';

/**
 * A where-condition keeping the `channel` responses whose id is `responseId` (a column of the
 * list's own table) that pass the filter, through the response_answers and response_tags
 * projections and their GIN indexes. Admin-read's lists and the summary share it; the summary,
 * which reads response_answers itself, names its alias (`answers`) so answers are tested in place.
 * A chat's answers are the fields its guide collected (chat_conversations.collected_info).
 */
export function responseFilterCondition(
  channel: ResponseChannel,
  responseId: RawBuilder<unknown>,
  filter: ResponseFilter,
  answers?: string,
): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [];
  if (filter.tag !== null) {
    parts.push(
      sql<boolean>`exists (select 1 from response_tags t where t.channel = ${channel} and t.response_id = ${responseId} and t.tags @> array[${filter.tag}]::text[])`,
    );
  }
  for (const answer of filter.answers) {
    const choice = choiceToken(answer.field, answer.value);
    const text = JSON.stringify({ [answer.field]: answer.value });
    if (channel === 'chat') {
      // A chat has no fixed questions: its answers are the fields the guide collected, in its own projection.
      parts.push(sql<boolean>`exists (select 1 from chat_conversations c where c.session_id = ${responseId} and c.collected_info @> ${text}::jsonb)`);
      continue;
    }
    const a = sql.table(answers ?? 'a');
    const test = sql<boolean>`(${a}.choice_tokens @> array[${choice}]::text[] or ${a}.texts @> ${text}::jsonb)`;
    parts.push(
      answers !== undefined
        ? test
        : sql<boolean>`exists (select 1 from response_answers a where a.channel = ${channel} and a.response_id = ${responseId} and ${test})`,
    );
  }
  return parts.length === 0 ? sql<boolean>`true` : sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
