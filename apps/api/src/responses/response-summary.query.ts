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
import type { ResponseAnswerCountsTable } from './response-insight.tables.js';
import { DB } from '../platform/tokens.js';
import { CHOICE_TOKEN_SEPARATOR } from './response-answers.index.js';
import { responseFilterCondition } from './response-filter.sql.js';
import { isFiltered } from './response-filter.js';
import { factsFromCounts, type CountedFacts } from './response-answer-counts.js';
import { summarise } from './response-summary.js';

/**
 * A channel's summary from the response_answers projection: unfiltered, from its counters
 * (countedFacts); filtered, from the rows kept (scannedFacts); then each text question's newest
 * answers (latestTexts) and summarise(). Bench: `npm run bench -- responses`.
 */
export async function readSummary(db: Kysely<Database>, channel: ResponseChannel, filter: ResponseFilter): Promise<ResponseSummary> {
  const questions = summaryQuestions(channel);
  const textFields = questions.filter((q) => q.kind === 'text').map((q) => q.field);
  const kept = responseFilterCondition(channel, sql.ref('m.response_id'), filter, 'm');
  const where = sql`m.channel = ${channel} and ${kept}`;
  const [{ responses, facts }, latest] = await Promise.all([
    isFiltered(filter) ? scannedFacts(db, where) : countedFacts(db, channel),
    latestTexts(db, channel, where, textFields, isFiltered(filter)),
  ]);
  const texts = new Map<string, { response_id: string; text: string; submitted_at: string }[]>();
  for (const r of latest.rows) {
    const list = texts.get(r.field) ?? [];
    list.push({ response_id: r.response_id, text: r.text, submitted_at: new Date(r.submitted_at).toISOString() });
    texts.set(r.field, list);
  }
  return { channel, responses, filter, questions: summarise(questions, { ...facts, latest: texts }) };
}

/** A whole channel's facts: a few hundred counters the projection keeps, whatever the number of responses. */
export async function countedFacts(db: Kysely<Database>, channel: ResponseChannel): Promise<CountedFacts> {
  const counts = await db.selectFrom('response_answer_counts').select(['kind', 'field', 'value', 'n']).where('channel', '=', channel).execute();
  return factsFromCounts(counts);
}

/**
 * The facts of the rows `where` keeps, counted from the rows themselves in the counters' shape, in
 * one statement: the filter runs once, and one call holds one connection rather than four.
 */
export async function scannedFacts(db: Kysely<Database>, where: RawBuilder<unknown>): Promise<CountedFacts> {
  const { rows } = await sql<Pick<ResponseAnswerCountsTable, 'kind' | 'field' | 'value' | 'n'>>`
    with kept as materialized (select m.choice_tokens, m.answered, m.numbers from response_answers m where ${where})
    select 'response' as kind, '' as field, '' as value, count(*)::int as n from kept
    union all
    select 'answered', f, '', count(*)::int from kept, unnest(kept.answered) f group by 2
    union all
    select 'choice', split_part(t, ${CHOICE_TOKEN_SEPARATOR}, 1), substr(t, strpos(t, ${CHOICE_TOKEN_SEPARATOR}) + 1), count(*)::int
    from kept, unnest(kept.choice_tokens) t group by 2, 3
    union all
    select 'number', f.key, f.value, count(*)::int from kept, jsonb_each_text(kept.numbers) f group by 2, 3`.execute(db);
  return factsFromCounts(rows);
}

type LatestRow = { field: string; response_id: string; text: string; submitted_at: Date };

/**
 * Each text question's newest answers. Unfiltered, each question reads the newest rows through
 * the (channel, submitted_at) index until it has five; filtered, that walk would test the filter
 * on row after row for a rare question (0.46 s at 10k), so the kept rows are taken once and each
 * question takes its newest five from them (5 ms at 10k, against 16 ms ranking every text of the
 * kept rows with a window).
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
    select q.field, x.response_id, x.text, x.submitted_at
    from unnest(${fields}::text[]) as q(field)
    cross join lateral (
      select k.response_id, k.texts ->> q.field as text, k.submitted_at from kept k
      where k.texts ? q.field order by k.submitted_at desc, k.response_id limit ${SUMMARY_LATEST_TEXTS}
    ) x`.execute(db);
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
