import { sql, type Kysely } from 'kysely';
import {
  defineRowProjection,
  ERASED_TEXT,
  handlesOf,
  idsFromStreamIds,
  PERSONAL_DATA_ERASED,
  type ErasedEventData,
  type Projector,
  type RowProjectionDefinition,
  type StoredEvent,
  type StoredOf,
} from '@intake/event-store';
import {
  QuestionnaireEvents,
  questionnaireStreamId,
  unhandledEvent,
  WorkWithUsEvents,
  workWithUsStreamId,
  type EventOfType,
  type QuestionnaireEvent,
  type WorkWithUsEvent,
} from '@intake/contracts';
import { answerCountDeltas, answerTally, type AnswerCount, type CountedRow } from './response-answer-counts.js';
import { answerColumns, indexQuestionnaireAnswers, indexWorkWithUsAnswers, type IndexedAnswers } from './response-answers.index.js';
import type { ResponseAnswersTable } from './response-insight.tables.js';
import { responseKey } from './response-review-stream.js';

type Row = ResponseAnswersTable & Record<string, unknown>;
type Handled = EventOfType<QuestionnaireEvent, typeof QuestionnaireEvents.Submitted> | EventOfType<WorkWithUsEvent, typeof WorkWithUsEvents.Submitted>;

/** An erased answer's text is gone; its picked options stay (the erasure keeps them too). */
function withoutErased(answers: IndexedAnswers): IndexedAnswers {
  const texts = Object.fromEntries(Object.entries(answers.texts).filter(([, t]) => t !== ERASED_TEXT));
  return { ...answers, texts };
}

/**
 * One row per submitted questionnaire and Work With Us application, its answers indexed for the
 * summary and the answer filter (issue 35). Follows erasures: the row is written again from the
 * redacted event, without its free text.
 */
const responseAnswerRows: RowProjectionDefinition<Row, Handled> = {
  name: 'response-answers',
  table: 'response_answers',
  keyColumn: 'response_key',
  jsonColumns: ['texts', 'numbers'],
  handles: handlesOf<Handled>()([QuestionnaireEvents.Submitted, WorkWithUsEvents.Submitted]),
  key: (e) => (e.type === QuestionnaireEvents.Submitted ? responseKey('questionnaire', e.data.session_id) : responseKey('work-with-us', e.data.submission_id)),
  startsRow: () => true,
  evolve(row, e) {
    switch (e.type) {
      case QuestionnaireEvents.Submitted: {
        const d = e.data;
        const answers = answerColumns(withoutErased(indexQuestionnaireAnswers(d.config_version, d.form_data)));
        return {
          response_key: responseKey('questionnaire', d.session_id),
          channel: 'questionnaire',
          response_id: d.session_id,
          submitted_at: new Date(d.submitted_at),
          ...answers,
        };
      }
      case WorkWithUsEvents.Submitted: {
        const d = e.data;
        const answers = answerColumns(withoutErased(indexWorkWithUsAnswers(d)));
        return {
          response_key: responseKey('work-with-us', d.submission_id),
          channel: 'work-with-us',
          response_id: d.submission_id,
          submitted_at: new Date(d.submitted_at),
          ...answers,
        };
      }
      default:
        return unhandledEvent(e, row);
    }
  },
  erasure: {
    column: 'response_key',
    values: (streamIds) => [
      ...idsFromStreamIds(streamIds, questionnaireStreamId('')).map((id) => responseKey('questionnaire', id)),
      ...idsFromStreamIds(streamIds, workWithUsStreamId('')).map((id) => responseKey('work-with-us', id)),
    ],
  },
};

type Db = Kysely<any>;
const COUNT_COLUMNS = ['channel', 'kind', 'field', 'value', 'n'] as const;
/** Rows a rebuild reads at a time when it counts what it built. */
const REBUILD_COUNT_CHUNK = 5_000;

/** The rows of `keys` as their counters read them (query builders: a replay's withSchema scopes them). */
async function countedRows(db: Db, keys: readonly string[]): Promise<CountedRow[]> {
  if (keys.length === 0) return [];
  return (await db
    .selectFrom('response_answers')
    .select(['channel', 'choice_tokens', 'answered', 'numbers'])
    .where(sql<boolean>`response_key = any(${keys})`)
    .execute()) as CountedRow[];
}

/** Adds the deltas to their counters in one statement, then drops the counters they bring to zero. */
async function addCounts(db: Db, deltas: readonly AnswerCount[]): Promise<void> {
  if (deltas.length === 0) return;
  const records = sql`jsonb_populate_recordset(null::${sql.table('response_answer_counts')}, ${JSON.stringify(deltas)}::jsonb)`;
  await db
    .insertInto('response_answer_counts')
    .columns([...COUNT_COLUMNS])
    .expression((eb) => eb.selectFrom(records.as('d')).select(COUNT_COLUMNS.map((c) => `d.${c}` as const)))
    .onConflict((oc) => oc.columns(['channel', 'kind', 'field', 'value']).doUpdateSet({ n: sql`response_answer_counts.n + excluded.n` }))
    .execute();
  if (deltas.some((d) => d.n < 0)) await db.deleteFrom('response_answer_counts').where('n', '<=', 0).execute();
}

/** The response_answers rows a batch may change: those its submissions and erasures name. */
function touchedKeys(events: readonly StoredEvent[]): string[] {
  const keys = new Set<string>();
  for (const e of events) {
    if (e.type === PERSONAL_DATA_ERASED) for (const k of responseAnswerRows.erasure!.values((e.data as ErasedEventData).stream_ids)) keys.add(k);
    else {
      const k = responseAnswerRows.key(e as StoredOf<Handled>);
      if (k !== null) keys.add(k);
    }
  }
  return [...keys];
}

/**
 * The row projection, and the counters of its rows per channel (response_answer_counts) in the
 * same transaction: a batch reads the rows it touches before and after, and adds the difference.
 * A rebuild counts the rows it built when it writes them (flush).
 */
function withAnswerCounts(rows: Projector<any, Handled>): Projector<any, Handled> {
  return {
    ...rows,
    tables: [...rows.tables, 'response_answer_counts'],
    async apply(events, db: Db, memory) {
      const keys = touchedKeys(events);
      const before = await countedRows(db, keys);
      await rows.apply(events, db, memory);
      await addCounts(db, answerCountDeltas(before, await countedRows(db, keys)));
    },
    forRebuild(options) {
      const inner = rows.forRebuild!(options);
      return {
        apply: (events, db) => inner.apply(events, db),
        async flush(db: Db) {
          await inner.flush(db);
          const tally = answerTally();
          for (let after = ''; ; ) {
            const chunk = await db
              .selectFrom('response_answers')
              .select(['response_key', 'channel', 'choice_tokens', 'answered', 'numbers'])
              .where('response_key', '>', after)
              .orderBy('response_key')
              .limit(REBUILD_COUNT_CHUNK)
              .execute();
            tally.add(chunk as CountedRow[]);
            if (chunk.length < REBUILD_COUNT_CHUNK) break;
            after = chunk[chunk.length - 1]!.response_key as string;
          }
          // A replay flushes twice (before the swap and after its catch-up): each time the
          // counters are those of every row built so far, not an addition to the last ones.
          await db.deleteFrom('response_answer_counts').execute();
          await addCounts(db, tally.counts());
        },
      };
    },
  };
}

export const responseAnswersProjection = withAnswerCounts(defineRowProjection<Row, Handled>(responseAnswerRows));
