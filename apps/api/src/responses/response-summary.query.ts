import { Inject, Injectable } from '@nestjs/common';
import {
  SUMMARY_LATEST_TEXTS,
  summaryQuestions,
  type ResponseChannel,
  type ResponseFilter,
  type ResponseSummary,
  type ResponseTagsList,
} from '@intake/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';
import { CHOICE_TOKEN_SEPARATOR } from './response-answers.index.js';
import { responseFilterCondition } from './response-filter.sql.js';
import { isFiltered } from './response-filter.js';
import { summarise, type SummaryFacts } from './response-summary.js';

/**
 * A channel's summary from the response_answers projection: the count, the chosen options and the
 * fields answered (unnested text arrays), the numbers, and each text question's newest answers
 * (latestTexts), then summarise(). Bench: `npm run bench -- responses`.
 */
export async function readSummary(db: Kysely<Database>, channel: ResponseChannel, filter: ResponseFilter): Promise<ResponseSummary> {
  const questions = summaryQuestions(channel);
  const textFields = questions.filter((q) => q.kind === 'text').map((q) => q.field);
  const kept = responseFilterCondition(channel, sql.ref('m.response_id'), filter, 'm');
  const where = sql`m.channel = ${channel} and ${kept}`;
  const [total, choices, answered, numbers, latest] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n from response_answers m where ${where}`.execute(db),
    sql<{
      token: string;
      n: number;
    }>`select t as token, count(*)::int as n from response_answers m, unnest(m.choice_tokens) t where ${where} group by 1`.execute(db),
    sql<{ field: string; n: number }>`select f as field, count(*)::int as n from response_answers m, unnest(m.answered) f where ${where} group by 1`.execute(
      db,
    ),
    sql<{ field: string; values: number[] }>`
      select f.key as field, array_agg(f.value::float8) as values from response_answers m, jsonb_each_text(m.numbers) f where ${where} group by 1`.execute(db),
    latestTexts(db, channel, where, textFields, isFiltered(filter)),
  ]);
  const choiceCounts = new Map<string, Map<string, number>>();
  for (const r of choices.rows) {
    const at = r.token.indexOf(CHOICE_TOKEN_SEPARATOR);
    const field = r.token.slice(0, at);
    const counts = choiceCounts.get(field) ?? new Map<string, number>();
    counts.set(r.token.slice(at + 1), r.n);
    choiceCounts.set(field, counts);
  }
  const texts = new Map<string, { response_id: string; text: string; submitted_at: string }[]>();
  for (const r of latest.rows) {
    const list = texts.get(r.field) ?? [];
    list.push({ response_id: r.response_id, text: r.text, submitted_at: new Date(r.submitted_at).toISOString() });
    texts.set(r.field, list);
  }
  const facts: SummaryFacts = {
    answered: new Map(answered.rows.map((r) => [r.field, r.n])),
    choices: choiceCounts,
    numbers: new Map(numbers.rows.map((r) => [r.field, r.values.map(Number)])),
    latest: texts,
  };
  return { channel, responses: total.rows[0]!.n, filter, questions: summarise(questions, facts) };
}

type LatestRow = { field: string; response_id: string; text: string; submitted_at: Date };

/**
 * Each text question's newest answers. Unfiltered, each question reads the newest rows through
 * the (channel, submitted_at) index until it has five; filtered, that walk would test the filter
 * on row after row for a rare question (0.46 s at 10k), so the kept rows are taken once and ranked.
 */
function latestTexts(db: Kysely<Database>, channel: ResponseChannel, where: RawBuilder<unknown>, fields: string[], filtered: boolean) {
  if (fields.length === 0) return Promise.resolve({ rows: [] as LatestRow[] });
  if (!filtered) {
    return sql<LatestRow>`
      select q.field, x.response_id, x.text, x.submitted_at
      from unnest(${fields}::text[]) as q(field)
      cross join lateral (
        select m.response_id, m.texts ->> q.field as text, m.submitted_at from response_answers m
        where m.channel = ${channel} and m.texts ? q.field order by m.submitted_at desc, m.response_id limit ${SUMMARY_LATEST_TEXTS}
      ) x`.execute(db);
  }
  return sql<LatestRow>`
    with kept as materialized (select m.response_id, m.submitted_at, m.texts from response_answers m where ${where})
    select field, response_id, text, submitted_at from (
      select f.key as field, k.response_id, f.value as text, k.submitted_at,
        row_number() over (partition by f.key order by k.submitted_at desc, k.response_id) as rn
      from kept k, jsonb_each_text(k.texts) f where f.key = any(${fields}::text[])
    ) s where rn <= ${SUMMARY_LATEST_TEXTS}`.execute(db);
}

/** Each tagged response's tags, and every tag in use with how many responses carry it. */
export async function readTags(db: Kysely<Database>, channel: ResponseChannel): Promise<ResponseTagsList> {
  const rows = await db
    .selectFrom('response_tags')
    .select(['response_id', 'tags'])
    .where('channel', '=', channel)
    .where(sql<boolean>`cardinality(tags) > 0`)
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows) for (const t of r.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  const tags = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag, count]) => ({ tag, count }));
  return { channel, responses: rows.map((r) => ({ response_id: r.response_id, tags: r.tags })), tags };
}

/** The summary and tag reads, as the query object the controllers take. */
@Injectable()
export class ResponseSummaryQuery {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  summary(channel: ResponseChannel, filter: ResponseFilter): Promise<ResponseSummary> {
    return readSummary(this.db, channel, filter);
  }

  tags(channel: ResponseChannel): Promise<ResponseTagsList> {
    return readTags(this.db, channel);
  }
}
