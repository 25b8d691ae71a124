import {
  chatStreamId,
  conversationsResponseSchema,
  debugCreateTestDataResponseSchema,
  debugDatabaseDirectResponseSchema,
  debugTestDataFlowResponseSchema,
  statsSchema,
  type ChatSessionStartedData,
  type Conversation,
  type ConversationsResponse,
  type Stats,
} from '@intake/contracts';
import { createDb, createPool, EventStore } from '@intake/event-store';
import { sql } from 'kysely';
import { IpLocationService } from '../platform/geo/ip-location.service.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { FUNDING_ROUTE_ANSWERS, submitQuestionnaire } from '../../../../libs/machines/src/questionnaire/testing/submit-questionnaire.js';
import { databaseDirect } from './debug/debug.query.js';
import { TEST_DATA_CONTACT, TEST_DATA_LABEL, TEST_DATA_METADATA } from './debug/demo-conversation.js';
import { formatCompletionTime } from './stats/stats-format.js';

const LIST_PATHS = ['/conversations', '/conversation', '/sessions', '/api/conversations'];
const STATS_PATHS = ['/stats', '/api/stats'];
const DEBUG_PATHS = ['/api/debug/database-direct', '/api/debug/test-data-flow', '/api/debug/create-test-data'];
/** A public address the offline data places in a city; the completed chat is started from it. */
const VISITOR_IP = '81.2.69.142';

describe('admin dashboard API: merged conversations, stats, debug (real HTTP, real PostgreSQL)', () => {
  let api: ApiHarness;
  let auth: Record<string, string>;
  const ids = { completedChat: '', openChat: '', questionnaire: '' };

  const get = async <T>(path: string, headers: Record<string, string> = auth) => {
    const res = await fetch(`${api.url}${path}`, { headers });
    return { status: res.status, body: (await res.json()) as T };
  };
  const post = async <T>(path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status === 200 || res.status === 201 ? 'ok' : `${res.status} ${await res.clone().text()}`).toBe('ok');
    return (await res.json()) as T;
  };
  const say = (id: string, message: string) => post(`/api/guide/submissions/${id}/message`, { message });
  const list = async (query = '') => {
    const res = await get<ConversationsResponse>(`/conversations${query}`);
    expect(res.status).toBe(200);
    return conversationsResponseSchema.parse(res.body);
  };

  async function completedChat(): Promise<string> {
    // Through the loopback proxy, as a visitor's request arrives.
    const { session_id: id } = await post<{ session_id: string }>('/api/guide/sessions', undefined, { 'x-forwarded-for': VISITOR_IP });
    await say(id, 'CONFIRM');
    await say(id, 'Nurses on our ward miss early signs of patient deterioration at night.');
    await say(id, 'We built a wearable sensor patch that alerts the nurse station. It is a working prototype.');
    await say(id, 'We need funding for a pilot and a hospital partner.');
    await post(`/api/guide/submissions/${id}/contact`, { full_name: 'Grace Hopper', email: 'grace@clinic.example', affiliation: 'Navy Hospital' });
    await say(id, 'Yes');
    return id;
  }

  async function openChat(): Promise<string> {
    const { session_id: id } = await post<{ session_id: string }>('/api/guide/sessions');
    await say(id, 'CONFIRM');
    await say(id, 'Discharge letters reach family doctors a week late.');
    return id;
  }

  /** The questionnaire screen's calls: start, each answer recorded, the machine's payload submitted. */
  const submittedQuestionnaire = () => submitQuestionnaire(post, FUNDING_ROUTE_ANSWERS);

  let visitorPlace: unknown;

  beforeAll(async () => {
    visitorPlace = await new IpLocationService().lookup(VISITOR_IP);
    expect(visitorPlace).toMatchObject({ city: expect.any(String), country: 'United Kingdom' });
    api = await startApi();
    auth = { authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(() => api?.close());

  it('refuses every route without an admin token, or with a bad one', async () => {
    for (const path of [...LIST_PATHS, ...STATS_PATHS, ...DEBUG_PATHS]) {
      const bare = await get<{ detail: string }>(path, {});
      expect([path, bare.status]).toEqual([path, 401]);
      expect(typeof bare.body.detail).toBe('string');
      const forged = await get<{ detail: string }>(path, { authorization: 'Bearer not-a-token' });
      expect([path, forged.status]).toEqual([path, 401]);
    }
    // The refused create-test-data made nothing.
    const chats = await sql<{ n: string }>`select count(*) as n from events where stream_id like 'chat-%'`.execute(api.database.db);
    expect(Number(chats.rows[0]!.n)).toBe(0);
  });

  it('answers empty, with the spec defaults, before anything exists', async () => {
    expect(await list()).toEqual({ success: true, conversations: [], total: 0, limit: 1000, offset: 0 });
    const stats = await get<Stats>('/stats');
    expect(stats.status).toBe(200);
    expect(statsSchema.strict().parse(stats.body)).toEqual({
      total_conversations: 0,
      completed_conversations: 0,
      active_conversations: 0,
      completion_rate: 0,
      most_common_innovation_type: 'Digital Health/AI',
      average_completion_time: '5.2 minutes',
    });
  });

  it('lists a completed chat, a submitted questionnaire and an open chat, merged, newest first', async () => {
    ids.completedChat = await completedChat();
    ids.questionnaire = await submittedQuestionnaire();
    ids.openChat = await openChat();

    // Sessions and submissions are two projections: wait for both to have seen the submission.
    const page = await eventually(async () => {
      const p = await list();
      const find = (id: string) => p.conversations.find((c) => c.session_id === id);
      return (
        p.total === 3 &&
        find(ids.completedChat)?.state === 'completed' &&
        find(ids.questionnaire)?.preview.name === 'Ada Lovelace' &&
        !!find(ids.openChat)?.preview.problem &&
        p
      );
    });
    expect(page).toMatchObject({ success: true, total: 3, limit: 1000, offset: 0 });
    expect(page.conversations.map((c) => c.session_id)).toEqual([ids.openChat, ids.questionnaire, ids.completedChat]);
    const byId = Object.fromEntries(page.conversations.map((c) => [c.session_id, c])) as Record<string, Conversation>;
    const updated = page.conversations.map((c) => Date.parse(c.updated_at));
    expect([...updated].sort((a, b) => b - a)).toEqual(updated);

    expect(byId[ids.openChat]).toMatchObject({
      state: 'in_progress',
      conversation_source: 'ai_chat',
      data_source_type: 'ai_chat',
      submission_type: 'AI_CHAT',
      completed_at: null,
      preview: { name: null, email: null, problem: expect.stringMatching(/Discharge letters/) },
      collected_info: { problem_statement: expect.stringMatching(/Discharge letters/) },
      location_data: null,
    });
    expect(byId[ids.openChat]!.messages.length).toBe(byId[ids.openChat]!.message_count);
    expect(byId[ids.openChat]!.raw_data).toMatchObject({ session_id: ids.openChat, mode: 'guide', state: 'in_progress' });

    expect(byId[ids.completedChat]).toMatchObject({
      state: 'completed',
      conversation_source: 'ai_chat',
      submission_type: 'AI_CHAT',
      progress_percentage: 100,
      preview: { name: 'Grace Hopper', email: 'grace@clinic.example', problem: expect.stringMatching(/deterioration/) },
      collected_info: { category: 'Medical Device', project_stage: 'prototype', support_needed: expect.stringMatching(/funding/) },
      completed_at: expect.any(String),
      location_data: visitorPlace,
    });
    expect(byId[ids.completedChat]!.messages[0]).toMatchObject({ role: 'assistant' });

    expect(byId[ids.questionnaire]).toMatchObject({
      state: 'completed',
      conversation_source: 'questionnaire',
      data_source_type: 'questionnaire',
      submission_type: 'QUESTIONNAIRE',
      progress: 100,
      progress_percentage: 100,
      preview: { name: 'Ada Lovelace', email: 'ada@example.org', problem: 'Heart failure readmissions are missed.' },
      collected_info: {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        organization: 'Analytical Engines Inc',
        problem_statement: 'Heart failure readmissions are missed.',
        project_title: 'CardioWatch',
        main_goal: 'funding',
        elevator_pitch: 'A patch that flags fluid build-up at home.',
        // The same answers under the §3 names the dashboard reads.
        background: 'Researcher or academic',
        solution_description: 'A patch that flags fluid build-up at home.',
        support_needed: 'Funding: Grant; $250,000 over 18 months',
        urgency: 'Flexible',
        commitment_level: 'Seed round',
      },
      messages: [],
      message_count: 0,
      completed_at: expect.any(String),
      location_data: null,
    });
    expect(byId[ids.questionnaire]!.raw_data).toMatchObject({ session: { status: 'submitted' }, submission: { session_id: ids.questionnaire } });

    // The AI Guide Sessions tab's list places the chats as the merged list does.
    const ai = await get<{ conversations: { session_id: string; location_data: unknown }[] }>('/analytics/ai-conversations?limit=100');
    expect(ai.status).toBe(200);
    const placeOf = Object.fromEntries(ai.body.conversations.map((c) => [c.session_id, c.location_data]));
    expect(placeOf).toEqual({ [ids.completedChat]: visitorPlace, [ids.openChat]: null });
  });

  it('pages across both sources in the database order, and refuses a bad page', async () => {
    const all = (await list()).conversations.map((c) => c.session_id);
    const singles: string[] = [];
    for (let offset = 0; offset < 4; offset++) {
      const p = await list(`?limit=1&offset=${offset}`);
      expect(p).toMatchObject({ total: 3, limit: 1, offset });
      singles.push(...p.conversations.map((c) => c.session_id));
    }
    expect(singles).toEqual(all);
    expect((await list('?limit=2&offset=1')).conversations.map((c) => c.session_id)).toEqual(all.slice(1));
    expect((await list('?limit=5000')).limit).toBe(1000);
    // A client's other query shapes land on the defaults.
    expect(await list('?page=1&per_page=20')).toMatchObject({ limit: 1000, offset: 0, total: 3 });
    for (const bad of ['?limit=0', '?limit=abc', '?offset=-1']) {
      const res = await get<{ detail: string }>(`/conversations${bad}`);
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(res.body.detail).toMatch(/limit|offset/);
    }
  });

  it('counts the stats from the same conversations', async () => {
    const { body, status } = await get<Stats>('/stats');
    expect(status).toBe(200);
    expect(statsSchema.strict().parse(body)).toMatchObject({
      total_conversations: 3,
      completed_conversations: 2,
      active_conversations: 1,
      completion_rate: 67,
      most_common_innovation_type: 'Medical Device',
    });
    const completed = (await list()).conversations.filter((c) => c.state === 'completed');
    const mean = completed.reduce((s, c) => s + (Date.parse(c.completed_at!) - Date.parse(c.started_at)) / 1000, 0) / completed.length;
    expect(body.average_completion_time).toMatch(/^\d+ seconds?$/);
    // The database keeps microseconds, the list milliseconds: the rounding may differ by one.
    expect(Math.abs(parseInt(body.average_completion_time, 10) - parseInt(formatCompletionTime(mean), 10))).toBeLessThanOrEqual(1);
  });

  it('answers the same on every alias path', async () => {
    await eventually(async () => {
      const lists = await Promise.all(LIST_PATHS.map((p) => get<ConversationsResponse>(p)));
      const stats = await Promise.all(STATS_PATHS.map((p) => get<Stats>(p)));
      for (const r of [...lists, ...stats]) expect(r.status).toBe(200);
      const same = (rs: { body: unknown }[]) => rs.every((r) => JSON.stringify(r.body) === JSON.stringify(rs[0]!.body));
      return same(lists) && same(stats) && lists[0]!.body.total === 3;
    });
  });

  it('debug: reaches the database and counts each read model and the event log', async () => {
    const countEvents = async () => Number((await sql<{ n: string }>`select count(*) as n from events`.execute(api.database.db)).rows[0]!.n);
    const before = await countEvents();
    const { status, body } = await get('/api/debug/database-direct');
    const after = await countEvents();
    expect(status).toBe(200);
    const direct = debugDatabaseDirectResponseSchema.parse(body);
    expect(direct).toMatchObject({ success: true, connected: true, database: api.database.name });
    expect(direct.tables).toMatchObject({ chat_conversations: 2, questionnaire_sessions: 1, questionnaire_submissions: 1, work_with_us_submissions: 0 });
    // The log may grow while we look (the email reactor's outcomes): bracket the answer.
    expect(direct.tables.events).toBeGreaterThanOrEqual(before);
    expect(direct.tables.events).toBeLessThanOrEqual(after);
    expect(before).toBeGreaterThan(0);
    expect(direct.tables.chat_messages).toBeGreaterThan(0);
  });

  it('debug: an unreachable database is an answer, not a 500', async () => {
    const db = createDb(createPool('postgres://postgres@127.0.0.1:1/nowhere', 1));
    try {
      const direct = await databaseDirect(db, ['chat_conversations']);
      expect(direct).toMatchObject({ success: false, connected: false, database: null, tables: {} });
      expect(direct.detail).toMatch(/^Database connection failed: /);
    } finally {
      await db.destroy();
    }
  });

  it('debug: every stored conversation passes through the list formatter without an error', async () => {
    const { status, body } = await get('/api/debug/test-data-flow');
    expect(status).toBe(200);
    const flow = debugTestDataFlowResponseSchema.parse(body);
    expect(flow).toMatchObject({ success: true, raw_count: 3, formatted_count: 3, formatting_errors: [] });
    expect(flow.sample.map((c) => c.session_id)).toEqual((await list()).conversations.map((c) => c.session_id));
  });

  it('debug: creates one labelled demo chat through the real commands, which the list then shows', async () => {
    const { status, body } = await get('/api/debug/create-test-data');
    expect(status).toBe(200);
    const created = debugCreateTestDataResponseSchema.parse(body);
    expect(created.message).toMatch(/test data/);

    const started = (await new EventStore(api.database.db).readStream(chatStreamId(created.session_id)))[0]!;
    expect((started.data as ChatSessionStartedData).client).toMatchObject(TEST_DATA_METADATA);

    const demo = await eventually(async () => {
      const p = await list();
      return p.total === 4 && p.conversations[0]?.session_id === created.session_id && p.conversations[0].preview.name !== null && p.conversations[0];
    });
    expect(demo).toMatchObject({
      conversation_source: 'ai_chat',
      state: 'in_progress',
      preview: { name: TEST_DATA_CONTACT.full_name, email: TEST_DATA_CONTACT.email, problem: expect.stringContaining(TEST_DATA_LABEL) },
      collected_info: {
        problem_statement: expect.stringContaining(TEST_DATA_LABEL),
        solution_description: expect.any(String),
        support_needed: expect.any(String),
      },
      progress_percentage: 100,
    });
    const stats = (await get<Stats>('/stats')).body;
    expect(stats).toMatchObject({ total_conversations: 4, completed_conversations: 2, active_conversations: 2, completion_rate: 50 });
  });
});
