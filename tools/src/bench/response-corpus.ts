import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  CURRENT_QUESTIONNAIRE_VERSION,
  END_OF_QUESTIONNAIRE,
  NEXT_STEP_WILDCARD,
  questionnaireConfigFor,
  questionnaireStreamId,
  responseReviewStreamId,
  ResponseTagEvents,
  SELF_DESCRIPTION_OPTIONS,
  workWithUsStreamId,
  type Question,
} from '@intake/contracts';
import { seeded } from './analytics-traffic.js';

/**
 * Submitted responses for `npm run bench -- responses`, written to the event log as the api writes
 * them (QuestionnaireSubmitted along the configuration's own routes, WorkWithUsSubmitted, and
 * ResponseTagAdded on review streams), in bulk; the projections are then replayed over them.
 */

const DAY = 86_400_000;
export const BENCH_TAGS = ['promising', 'follow-up', 'partner', 'needs-info', 'duplicate'];
const WORDS = ['ward', 'sepsis', 'rural', 'clinic', 'early', 'alert', 'nurses', 'patients', 'home', 'monitor', 'data', 'pilot', 'cost', 'care'];
const AMOUNTS = ['40k', '$250,000', '100000', '1.5m', 'about 50k a year', '€ 80 000', '', '500000'];

interface Row {
  stream_id: string;
  stream_position: number;
  event_type: string;
  data: string;
  created_at: string;
}

function answerTo(q: Question, rnd: () => number): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  switch (q.type) {
    case 'single_choice':
      return pick(q.options!).value;
    case 'multiple_choice':
      return q.options!.filter(() => rnd() < 0.35).map((o) => o.value);
    case 'select_or_text': {
      const value = pick(q.options!).value;
      return { value, other_text: value === 'other' ? words(2) : '' };
    }
    case 'textarea':
      return /amount|budget/.test(q.field) ? pick(AMOUNTS) : words(3 + Math.floor(rnd() * 12));
    default:
      return [];
  }
}

/** One questionnaire's answers by field, along the route its answers take through the configuration. */
function walk(rnd: () => number): { formData: Record<string, unknown>; path: string[] } {
  const config = questionnaireConfigFor(CURRENT_QUESTIONNAIRE_VERSION)!;
  const byId = new Map(config.questions.map((q) => [q.id, q]));
  const formData: Record<string, unknown> = {};
  const path: string[] = [];
  let q = config.questions[0];
  while (q && q.type !== 'contact_form' && path.length < 40) {
    path.push(q.id);
    // The bench has no documents: the route without an upload.
    const value = q.id === 'Q1' ? 'no_questions' : answerTo(q, rnd);
    formData[q.field] = value;
    const key = typeof value === 'string' ? value : '';
    const next = q.next_step_logic[key] ?? q.next_step_logic[NEXT_STEP_WILDCARD];
    q = next === undefined || next === END_OF_QUESTIONNAIRE ? undefined : byId.get(next);
  }
  return { formData, path };
}

export function* generateResponses(count: number, now: number, seed = 35): Generator<Row> {
  const rnd = seeded(seed);
  for (let i = 0; i < count; i++) {
    const at = new Date(now - Math.floor(rnd() * 90 * DAY)).toISOString();
    if (i % 10 === 9) {
      const id = randomUUID();
      const data = {
        submission_id: id,
        name: `Applicant ${i}`,
        email: `applicant${i}@example.org`,
        video_link: '',
        preferred_roles: SELF_DESCRIPTION_OPTIONS[Math.floor(i / 10) % SELF_DESCRIPTION_OPTIONS.length],
        work_type: i % 3 === 0 ? 'part-time' : 'general',
        compensation: i % 2 === 0 ? '60000' : '',
        additional_notes: `Note ${i}`,
        client_metadata: {},
        location_data: null,
        submitted_at: at,
      };
      yield { stream_id: workWithUsStreamId(id), stream_position: 1, event_type: 'WorkWithUsSubmitted', data: JSON.stringify(data), created_at: at };
      continue;
    }
    const session = randomUUID();
    const { formData, path } = walk(rnd);
    const data = {
      session_id: session,
      submission_id: randomUUID(),
      config_version: CURRENT_QUESTIONNAIRE_VERSION,
      path,
      form_data: formData,
      name: `Visitor ${i}`,
      email: `visitor${i}@example.org`,
      affiliation: 'Bench University',
      timezone: 'Europe/London',
      privacy_consent: true,
      newsletter_consent: rnd() < 0.3,
      uploaded_files: [],
      location_data: null,
      client_metadata: {},
      submitted_at: at,
    };
    yield { stream_id: questionnaireStreamId(session), stream_position: 1, event_type: 'QuestionnaireSubmitted', data: JSON.stringify(data), created_at: at };
    // One questionnaire in five carries a tag or two, as staff would leave them.
    if (rnd() < 0.2) {
      const tags = [...new Set([BENCH_TAGS[Math.floor(rnd() * BENCH_TAGS.length)]!, BENCH_TAGS[Math.floor(rnd() * 2)]!])];
      let position = 1;
      for (const tag of tags) {
        const tagged = { channel: 'questionnaire', response_id: session, tag, by: 'bench-admin', at };
        yield {
          stream_id: responseReviewStreamId('questionnaire', session),
          stream_position: position++,
          event_type: ResponseTagEvents.Added,
          data: JSON.stringify(tagged),
          created_at: at,
        };
      }
    }
  }
}

/** Writes the rows in batches of 2,000, then the streams' versions; returns how many events. */
export async function loadResponses(db: Kysely<any>, rows: Iterable<Row>): Promise<number> {
  let batch: Row[] = [];
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const col = <K extends keyof Row>(k: K) => batch.map((r) => r[k]);
    await sql`
      insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at)
      select r.stream_id, r.stream_position, gen_random_uuid(), r.event_type, 1, r.data, '{"actor":"bench"}'::jsonb, r.created_at
      from unnest(${col('stream_id')}::text[], ${col('stream_position')}::bigint[], ${col('event_type')}::text[], ${col('data')}::jsonb[], ${col('created_at')}::timestamptz[])
        as r(stream_id, stream_position, event_type, data, created_at)`.execute(db);
    total += batch.length;
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= 2000) await flush();
  }
  await flush();
  await sql`insert into streams (stream_id, version) select stream_id, max(stream_position) from events group by stream_id
            on conflict (stream_id) do update set version = excluded.version`.execute(db);
  await sql`analyze events`.execute(db);
  return total;
}
