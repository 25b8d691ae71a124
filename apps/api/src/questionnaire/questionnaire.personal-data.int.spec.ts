import { randomUUID } from 'node:crypto';
import {
  PersonalDataEvents,
  QUESTIONNAIRE_V3,
  formMetadataStreamId,
  personalDataStreamId,
  questionnaireStreamId,
  visitorSessionStreamId,
  type AnswerValue,
  type PersonalDataErasedData,
  type QuestionnaireSessionView,
} from '@intake/contracts';
import { ERASED_TEXT, EventStore, redactStreams, replayProjection, type EventStoreTables, type Projector } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { buildQuestionnaireSubmission } from '@intake/machines';
import { sql, type Kysely } from 'kysely';
import { createActor } from 'xstate';
import { quietQuestionnaireMachine } from '../../../../libs/machines/src/questionnaire/testing/quiet-machine.js';
import type { Database } from '../platform/database/database.types.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { questionnaireSessionsProjection } from './questionnaire-sessions.projection.js';
import { questionnaireSubmissionsProjection } from './questionnaire-submissions.projection.js';
import { questionnairePersonalData } from './questionnaire.personal-data.js';

const config = QUESTIONNAIRE_V3;
const CONTACT = {
  name: 'Grace Hopper',
  email: 'Grace.Hopper@Navy.example',
  affiliation: 'Harvard Mark I Lab',
  timezone: 'America/New_York',
  privacy_consent: true,
  newsletter_consent: true,
};
const ANSWERS: Record<string, unknown> = {
  Q1: 'no_questions',
  Q2: 'researcher',
  Q3: 'COBOL Compiler Grace',
  Q4: 'Grace writes a compiler that reads English.',
  Q5: 'prototype',
  Q6: 'Grace says machine code is slow to write.',
  Q7: 'Grace and fellow programmers.',
  Q8: 'collaboration',
  Q16: ['clinical'],
  Q17: 'Grace wants a debugging moth expert.',
  Q18: 'flexible',
  Q19: { value: 'other', other_text: 'Grace budget secret' },
  Q20: 'Grace has nothing more.',
  Q21: [],
  Q22: CONTACT,
};
const SECRETS = ['Grace', 'Hopper', 'navy.example', 'Harvard', 'America/New_York', 'Secret Browser', 'referrer.example'];

const rowsOf = async (db: Kysely<any>, table: string, key: string) => (await sql`select * from ${sql.table(table)} order by ${sql.ref(key)}`.execute(db)).rows;

describe('questionnaire personal data: erasure by redaction (real Postgres, real HTTP)', () => {
  let api: ApiHarness;
  let db: Kysely<Database>;
  const projections: [Projector, string, string][] = [
    [questionnaireSessionsProjection, 'questionnaire_sessions', 'session_id'],
    [questionnaireSubmissionsProjection, 'questionnaire_submissions', 'submission_id'],
  ];

  beforeAll(async () => {
    api = await startApi();
    db = api.database.db as unknown as Kysely<Database>;
  });
  afterAll(() => api.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const start = async () => {
    const res = await post(
      '/api/questionnaire/sessions',
      { metadata: { device_type: 'mobile', timezone: 'America/New_York', referrer: 'https://referrer.example/grace', language: 'en' } },
      { 'user-agent': 'Secret Browser 1.0' },
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as QuestionnaireSessionView).session_id;
  };
  /** What the screen does: the shared machine walks the answers, each is recorded as given; returns the payload to submit. */
  async function walk(sessionId: string, answers: Record<string, unknown>, upTo = Infinity) {
    const actor = createActor(quietQuestionnaireMachine, { input: { config, sessionId, files: {} } });
    const recorded: { questionId: string; value: AnswerValue }[] = [];
    actor.on('answer', (e) => recorded.push(e));
    actor.start();
    for (let i = 0; i < Math.min(upTo, config.questions.length) && !actor.getSnapshot().hasTag('complete'); i++) {
      const id = actor.getSnapshot().context.currentId;
      actor.send({ type: 'ANSWER.CHANGE', value: answers[id] });
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().context.error).toBeNull();
      expect((await post(`/api/questionnaire/sessions/${sessionId}/steps`, { question_id: id, time_spent_ms: 1000 * (i + 1) })).status).toBe(200);
    }
    const context = actor.getSnapshot().context;
    actor.stop();
    for (const r of recorded)
      expect((await post(`/api/questionnaire/sessions/${sessionId}/answers`, { question_id: r.questionId, value: r.value })).status).toBe(200);
    return context;
  }

  it('erases one visitor: rows show placeholders, the log keeps nothing of them, the lookups find their streams, a replay agrees', async () => {
    const grace = await start();
    const submitted = await post('/api/submit', buildQuestionnaireSubmission(await walk(grace, ANSWERS)), { 'user-agent': 'Secret Browser 1.0' });
    expect(submitted.status).toBe(200);
    const { submission_id } = (await submitted.json()) as { submission_id: string };
    // A second session of hers that stopped after the contact answer was recorded (not submitted).
    const unfinished = await start();
    await post(`/api/questionnaire/sessions/${unfinished}/answers`, { question_id: 'Q22', value: CONTACT });
    const other = await start();
    await walk(other, { Q1: 'no_questions', Q2: 'researcher', Q3: 'Other title' }, 3);
    // Consent records, tracked under the visitor-analytics session id.
    const analytics = `a${randomUUID().replace(/-/g, '')}`;
    for (const event of ['consent_viewed', 'consent_accepted']) {
      const res = await post('/api/forms/track-metadata', {
        session_id: analytics,
        metadata: { page: 'questionnaire', event, route: '/questionnaire', timestamp: new Date().toISOString() },
      });
      expect(res.status).toBe(200);
    }
    await eventually(
      async () =>
        (await db.selectFrom('questionnaire_submissions').select('submission_id').where('submission_id', '=', submission_id).executeTakeFirst()) ?? null,
    );
    for (const [p] of projections) await waitForCatchUp(db, p.name, { types: p.handles });

    // The lookups the erasure service asks.
    const byEmail = await questionnairePersonalData.streamsByEmail!(db, 'grace.hopper@navy.example');
    expect(byEmail.sort()).toEqual([questionnaireStreamId(grace), questionnaireStreamId(unfinished)].sort());
    expect(await questionnairePersonalData.streamsByEmail!(db, 'nobody@example.org')).toEqual([]);
    expect(await questionnairePersonalData.streamsById!(db, grace)).toEqual([questionnaireStreamId(grace)]);
    expect(await questionnairePersonalData.streamsById!(db, submission_id)).toEqual([questionnaireStreamId(grace)]);
    expect(await questionnairePersonalData.streamsById!(db, analytics)).toEqual([formMetadataStreamId(analytics)]);
    expect(await questionnairePersonalData.streamsById!(db, randomUUID())).toEqual([]);
    expect(await questionnairePersonalData.relatedStreams!(db, [visitorSessionStreamId(analytics), questionnaireStreamId(grace)])).toEqual([
      formMetadataStreamId(analytics),
    ]);
    expect(await questionnairePersonalData.expiredStreams!(db, new Date(Date.now() - 60_000))).toEqual([]);
    expect((await questionnairePersonalData.expiredStreams!(db, new Date(Date.now() + 60_000))).sort()).toEqual(
      [grace, unfinished, other].map(questionnaireStreamId).concat(formMetadataStreamId(analytics)).sort(),
    );

    const sessionsBefore = await db
      .selectFrom('questionnaire_sessions')
      .selectAll()
      .where('session_id', 'in', [grace, unfinished])
      .orderBy('session_id')
      .execute();
    const streamIds = [...byEmail, formMetadataStreamId(analytics)];
    await db.transaction().execute(async (trx) => {
      expect(await redactStreams(trx, streamIds, questionnairePersonalData.fields)).toBeGreaterThan(0);
      const data: PersonalDataErasedData = { erasure_id: randomUUID(), reason: 'request', stream_ids: streamIds, requested_by: 'test' };
      await new EventStore(db as unknown as Kysely<EventStoreTables>).append(
        personalDataStreamId(data.erasure_id),
        [{ type: PersonalDataEvents.Erased, data }],
        0,
        trx as unknown as Kysely<EventStoreTables>,
      );
    });
    for (const [p] of projections) await waitForCatchUp(db, p.name, { types: p.handles });

    const row = await db.selectFrom('questionnaire_submissions').selectAll().where('submission_id', '=', submission_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      session_id: grace,
      name: ERASED_TEXT,
      email: ERASED_TEXT,
      organization: ERASED_TEXT,
      newsletter_consent: true,
      questionnaire_version: '3.0',
    });
    // Typed text goes, picked options stay (the figures keep counting them).
    expect(row.form_data).toMatchObject({
      document_availability: 'no_questions',
      user_type: 'researcher',
      project_title: ERASED_TEXT,
      elevator_pitch: ERASED_TEXT,
      problem_statement: ERASED_TEXT,
      main_goal: 'collaboration',
      budget: { value: 'other', other_text: ERASED_TEXT },
      contact_info: { name: ERASED_TEXT, email: ERASED_TEXT, affiliation: ERASED_TEXT, timezone: ERASED_TEXT, privacy_consent: true, newsletter_consent: true },
    });
    // The drop-off record holds nothing personal: the same after the erasure.
    expect(await db.selectFrom('questionnaire_sessions').selectAll().where('session_id', 'in', [grace, unfinished]).orderBy('session_id').execute()).toEqual(
      sessionsBefore,
    );
    const rowText = JSON.stringify(row).toLowerCase();
    for (const s of SECRETS) expect(rowText).not.toContain(s.toLowerCase());
    const otherRow = await db.selectFrom('questionnaire_sessions').select('session_id').where('session_id', '=', other).executeTakeFirst();
    expect(otherRow).toBeDefined();

    const events = await db.selectFrom('events').select(['stream_id', 'event_type', 'data', 'metadata']).where('stream_id', 'in', streamIds).execute();
    expect(new Set(events.map((e) => e.event_type))).toEqual(
      new Set(['QuestionnaireStarted', 'QuestionnaireStepReached', 'QuestionnaireAnswerRecorded', 'QuestionnaireSubmitted', 'FormConsentTracked']),
    );
    const log = JSON.stringify(events).toLowerCase();
    for (const s of SECRETS) expect(log).not.toContain(s.toLowerCase());
    expect(log).not.toContain('"ip"');
    expect(log).not.toContain('useragent');
    // The untouched session keeps its browser.
    const [otherStart] = await new EventStore(db as unknown as Kysely<EventStoreTables>).readStream(questionnaireStreamId(other));
    expect(JSON.stringify(otherStart!.data)).toContain('Secret Browser');

    for (const [p, table, key] of projections) {
      const live = await rowsOf(db, table, key);
      await replayProjection(db as unknown as Kysely<EventStoreTables>, p);
      expect(await rowsOf(db, table, key)).toEqual(live);
    }
  });
});
