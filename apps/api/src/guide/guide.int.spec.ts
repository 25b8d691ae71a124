import { randomUUID } from 'node:crypto';
import {
  ChatEvents,
  chatResponseSchema,
  guideMessageResponseSchema,
  chatStreamId,
  DocumentEvents,
  GUIDE_TEXT,
  isDeliverableEmail,
  type AiConversationItem,
  type ChatResponse,
  type GuideMessageResponse,
  type ChatSessionStreamEvent,
  type ChatStreamEvent,
  type SessionRecord,
} from '@intake/contracts';
import { EventStore, createDb, createPool, replayProjection } from '@intake/event-store';
import { sql, type Kysely } from 'kysely';
import { chatConversationsProjection } from './chat-conversations.projection.js';
import { chatReducer, fieldSourcesOf } from './chat-session.reducer.js';
import { startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '@intake/guide-engine/testing';
import { eventually, postJson, startApi, type ApiHarness } from '../testing/api-harness.js';

const post = postJson;

/** POST /api/chat/stream read as the browser reads it: `data: ` lines, one JSON event each. */
async function stream(api: ApiHarness, body: unknown): Promise<{ status: number; contentType: string | null; events: ChatStreamEvent[] }> {
  const res = await fetch(`${api.url}/api/chat/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  const events = text
    .split('\n')
    .filter((l) => l.startsWith('data: '))
    .map((l) => JSON.parse(l.slice('data: '.length)) as ChatStreamEvent);
  return { status: res.status, contentType: res.headers.get('content-type'), events };
}

async function newGuideSession(api: ApiHarness, body?: unknown): Promise<string> {
  const res = await post<{ session_id: string; message: string }>(api, '/api/guide/sessions', body);
  expect(res.status).toBe(200);
  return res.body.session_id;
}

const say = (api: ApiHarness, id: string, message: string) =>
  post<GuideMessageResponse & { detail?: string }>(api, `/api/guide/submissions/${id}/message`, { message });

/**
 * Where each collected field came from, as the session's stream records it (a guide reply does
 * not carry the provenance; the legacy reply and the admin area do).
 */
async function fieldSources(api: ApiHarness, id: string): Promise<Record<string, unknown>> {
  const state = (await new EventStore(api.database.db).readStream<ChatSessionStreamEvent>(chatStreamId(id))).reduce(chatReducer.evolve, chatReducer.initial);
  return fieldSourcesOf(state.collected);
}

describe('guide chat API (offline engine)', () => {
  let api: ApiHarness;
  let store: EventStore;
  let closeStore: () => Promise<void>;

  beforeAll(async () => {
    api = await startApi();
    const pool = createPool(api.config.databaseUrl!, 2);
    const db = createDb(pool);
    store = new EventStore(db);
    closeStore = () => db.destroy();
  });
  afterAll(async () => {
    await closeStore?.();
    await api?.close();
  });

  it('answers the guide health probe', async () => {
    const res = await fetch(`${api.url}/api/guide/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', guide_engine: 'offline' });
  });

  it('opens a session with a UUID and the consent greeting, with or without a body', async () => {
    const bare = await fetch(`${api.url}/api/guide/sessions`, { method: 'POST' });
    expect(bare.status).toBe(200);
    const body = (await bare.json()) as { session_id: string; message: string; state: { conv_stage: string } };
    expect(body.session_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.message).toBe(GUIDE_TEXT.consentGreeting);
    expect(body.state.conv_stage).toBe('consent');
    const events = await store.readStream(chatStreamId(body.session_id));
    expect(events.map((e) => e.type)).toEqual([ChatEvents.SessionStarted]);
  });

  it('refuses unknown sessions with 404 and bad messages with a 4xx detail', async () => {
    const unknown = await say(api, randomUUID(), 'Hello');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Chat session not found.');
    expect((await say(api, 'not-a-uuid', 'Hello')).status).toBe(404);
    expect((await post(api, `/api/guide/submissions/${randomUUID()}/contact`, { email: 'a@b.co' })).status).toBe(404);

    const id = await newGuideSession(api);
    for (const message of ['', '   \n ', 'x'.repeat(5001)]) {
      const res = await say(api, id, message);
      expect(res.status).toBe(422);
      expect(typeof res.body.detail).toBe('string');
    }
    const missing = await post(api, `/api/guide/submissions/${id}/message`, { text: 'wrong field' });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/message/);
    const badEmail = await post(api, `/api/guide/submissions/${id}/contact`, { email: 'nope' });
    expect(badEmail.status).toBe(422);
  });

  it('holds a whole conversation: consent, three fields, contact, wrap-up, completion, email, export, admin view', async () => {
    const id = await newGuideSession(api);

    // Before consent the message is kept but not read.
    const early = await say(api, id, 'Nurses on our ward spend two hours per shift on duplicate charting.');
    expect(early.status).toBe(200);
    expect(guideMessageResponseSchema.strict().parse(early.body)).toBeTruthy();
    expect(early.body.response).toBe(GUIDE_TEXT.consentReminder);
    expect(early.body.state).toMatchObject({ conv_stage: 'consent', progress: { problem: false } });

    const confirmed = await say(api, id, 'CONFIRM');
    expect(confirmed.body.state).toMatchObject({
      conv_stage: 'collecting',
      progress: { problem: true, solution: false, needs: false },
      next_field: 'solution',
    });
    expect(confirmed.body.response).toMatch(/solution/i);
    // The bar counts the email and the final Yes too (5% each): one content field is 30%.
    expect(confirmed.body.progress).toEqual({ completed_fields: 1, total_fields: 3, progress_percentage: 30, current_step: 'collecting' });

    const solution = await say(api, id, 'We built a voice assistant that fills the flowsheet while nurses talk. It is a working prototype.');
    expect(solution.body.state).toMatchObject({ progress: { solution: true, stage: true }, next_field: 'needs' });

    const needs = await say(api, id, 'We need funding for a pilot and an EHR integration partner.');
    expect(needs.body.state).toMatchObject({ conv_stage: 'contact', completion_status: 'awaiting_contact', should_wrap_up: false });
    expect(needs.body.response).toMatch(/valid email/);
    // Everything told but the email and the Yes: 'Nearly complete!' (90%, visitor spec §2), not 100%.
    expect(needs.body.progress).toMatchObject({ completed_fields: 3, total_fields: 3, progress_percentage: 90 });
    expect(needs.body.is_complete).toBe(false);

    const contact = await post<GuideMessageResponse>(api, `/api/guide/submissions/${id}/contact`, {
      full_name: 'Ada Lovelace',
      email: 'Ada@Clinic.Example',
      affiliation: 'Mercy Hospital',
    });
    expect(contact.status).toBe(200);
    expect(contact.body.success).toBe(true);
    expect(contact.body.state).toMatchObject({ conv_stage: 'wrapping_up', should_wrap_up: true, completion_status: 'wrapping_up' });
    expect(contact.body.response).toMatch(/do you agree to proceed\?/i);
    expect(contact.body.response).toContain('Nurses on our ward spend two hours');
    expect(contact.body.progress.progress_percentage).toBe(95);

    const done = await say(api, id, 'Yes');
    expect(done.body).toMatchObject({
      is_complete: true,
      response: GUIDE_TEXT.completion,
      completion_percentage: 100,
      questionnaire_status: { is_complete: true, conversation_completed: true },
      state: { conv_stage: 'complete', completion_status: 'complete' },
    });
    expect(done.body.extracted_info).toMatchObject({
      problem_statement: expect.stringMatching(/duplicate charting/),
      email: 'ada@clinic.example',
      full_name: 'Ada Lovelace',
    });
    expect((await fieldSources(api, id)).problem_statement).toMatchObject({ kind: 'message', engine: 'offline', model: null });

    const events = await store.readStream(chatStreamId(id));
    const requested = events.filter((e) => e.type === ChatEvents.CompletionEmailRequested);
    expect(requested).toHaveLength(1);
    const email = (requested[0]!.data as { email: { to: string[]; subject: string; text: string; template: string } }).email;
    expect(email.to).toEqual(['ada@clinic.example']);
    expect(email.template).toBe('chat-completion-funding');
    expect(email.text).toContain('within 2-3 business days');

    // The client's completion call finds the email already requested: one email, a success.
    const again = await post(api, `/api/session/${id}/send-completion-email`, { user_email: 'ada@clinic.example', completion_percentage: 100 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, email: 'ada@clinic.example' });
    expect((await store.readStream(chatStreamId(id))).filter((e) => e.type === ChatEvents.CompletionEmailRequested)).toHaveLength(1);

    const exported = await post<SessionRecord & { success: boolean; exported_at: string }>(api, '/api/export', { session_id: id, format: 'json' });
    expect(exported.status).toBe(200);
    expect(exported.body.conversation_history[0]).toMatchObject({ role: 'assistant', content: GUIDE_TEXT.consentGreeting });
    expect(exported.body.conversation_history).toHaveLength(1 + 2 * 5 + 2);
    expect(exported.body.metadata).toMatchObject({ session_id: id, mode: 'guide', stage: 'complete', uploaded_files: [] });
    expect(exported.body.questionnaire_data).toMatchObject({ needs: expect.stringMatching(/funding/) });
    expect(exported.body.exported_at).toBeTruthy();

    // After completion the guide says so and changes nothing.
    const after = await say(api, id, 'One more thing');
    expect(after.body.response).toBe(GUIDE_TEXT.alreadyComplete);

    const token = await api.adminToken();
    const row = await eventually(async () => {
      const res = await fetch(`${api.url}/analytics/ai-conversations?limit=500`, { headers: { authorization: `Bearer ${token}` } });
      const { conversations } = (await res.json()) as { conversations: AiConversationItem[] };
      return conversations.find((c) => c.session_id === id && c.message_count === 15);
    });
    expect(row).toMatchObject({
      state: 'completed',
      conversation_source: 'ai_chat',
      progress_percentage: 100,
      questions_covered: 3,
      preview: { name: 'Ada Lovelace', email: 'ada@clinic.example', problem: expect.stringMatching(/duplicate charting/) },
      collected_info: {
        problem_statement: expect.any(String),
        solution_description: expect.any(String),
        support_needed: expect.any(String),
        project_stage: 'prototype',
      },
      completion_email: 'requested',
    });
    expect(row.completed_at).toBeTruthy();
    expect(row.field_sources.project_stage).toMatchObject({ kind: 'message', engine: 'offline' });
    expect(row.messages[1]).toMatchObject({ role: 'user', content: expect.stringMatching(/^Nurses on our ward/) });
    const unauthorised = await fetch(`${api.url}/analytics/ai-conversations?limit=5`);
    expect(unauthorised.status).toBe(401);
  });

  it('refuses a completion email before the conversation can complete', async () => {
    const id = await newGuideSession(api);
    const res = await post(api, `/api/session/${id}/send-completion-email`, { user_email: 'ada@example.org' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('The conversation is not complete yet.');
  });

  it('persona flow: auto-confirm and a persona make Confirm ask for contact; an email brings the consultation message', async () => {
    const id = await newGuideSession(api, { persona_flow: 'investors', auto_confirm_consent: true });
    const confirmed = await say(api, id, 'confirm');
    expect(confirmed.body.state.conv_stage).toBe('contact');
    expect(confirmed.body.response).toMatch(/valid email/);
    const noEmail = await say(api, id, 'I would rather talk first');
    expect(noEmail.body.response).toBe(GUIDE_TEXT.contactReminder);
    const email = await say(api, id, 'Sure, reach me at grace@fund.vc please');
    expect(email.body.response).toMatch(/^Thank you! As an investor, you can get a personalised consultation/);
    expect(email.body.response).toMatch(/Which health problems or areas are you most interested in backing\?$/);
    expect(email.body.state.conv_stage).toBe('collecting');
    expect(email.body.extracted_info.email).toBe('grace@fund.vc');
  });

  it('accepts exactly the addresses of the email box rule at the contact call (isDeliverableEmail)', async () => {
    const id = await newGuideSession(api);
    for (const email of ['a@b.c', 'jörg@example.de', 'ada@localhost', 'ada..x@example.org']) {
      const res = await post<{ detail: string }>(api, `/api/guide/submissions/${id}/contact`, { email });
      expect(res.status).toBe(422);
      expect(res.body.detail).toMatch(/valid email address/);
      expect(isDeliverableEmail(email)).toBe(false);
    }
    // A punycode top-level domain and the RFC 5322 specials are deliverable (zod's own z.email() refused them).
    for (const email of ["o'brien+intake@mail.hospital.co.uk", 'info@xn--80ak6aa92e.xn--p1ai', 'team&co@clinic.example']) {
      expect(isDeliverableEmail(email)).toBe(true);
      const ok = await post<GuideMessageResponse>(api, `/api/guide/submissions/${id}/contact`, { full_name: '', email, affiliation: '' });
      expect(ok.status).toBe(200);
      expect(ok.body.extracted_info.email).toBe(email);
    }
  });

  it('takes the completion email call with the spec §7 fields, null where the client collected nothing', async () => {
    const id = await newGuideSession(api);
    await say(api, id, 'Confirm');
    await say(api, id, 'Patients wait months for a diagnosis. We built a screening test. We need regulatory guidance. Email me at first@clinic.example');
    expect((await say(api, id, 'I think that is all')).body.state.conv_stage).toBe('wrapping_up');
    const res = await post(api, `/api/session/${id}/send-completion-email`, {
      user_email: 'grace@clinic.example',
      user_name: 'Grace Hopper',
      project_title: 'EarlyScreen',
      completion_percentage: 100,
      session_data: {
        session_id: id,
        mode: 'guide',
        collected_info: { email: 'first@clinic.example' },
        completed_fields: 3,
        total_fields: 3,
        message_count: 7,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, email: 'grace@clinic.example' });
    const requested = (await store.readStream(chatStreamId(id))).find((e) => e.type === ChatEvents.CompletionEmailRequested)!;
    const text = (requested.data as { email: { text: string } }).email.text;
    // The call's user_name reads as a person's name, so the email greets with it (greetingFor).
    expect(text).toMatch(/^Hello Grace Hopper,\n/);
    expect(text).toContain('EarlyScreen');

    const other = await newGuideSession(api);
    await say(api, other, 'Confirm');
    await say(api, other, 'Patients wait months for a diagnosis. We built a screening test. We need regulatory guidance. Email me at second@clinic.example');
    await say(api, other, 'I think that is all');
    const nulls = await post(api, `/api/session/${other}/send-completion-email`, {
      user_email: null,
      user_name: null,
      project_title: null,
      completion_percentage: 100,
      session_data: {},
    });
    expect(nulls.status).toBe(200);
    expect(nulls.body).toMatchObject({ success: true, email: 'second@clinic.example' });
  });

  it("lets the visitor say 'No' at the wrap-up and revise", async () => {
    const id = await newGuideSession(api);
    await say(api, id, 'Confirm');
    await say(api, id, 'Patients wait months for a diagnosis. We built a screening test. We need regulatory guidance. Email me at a@b.co');
    const wrap = await say(api, id, 'I think that is all');
    expect(wrap.body.state.conv_stage).toBe('wrapping_up');
    const no = await say(api, id, 'No');
    expect(no.body.response).toBe(GUIDE_TEXT.restartAfterNo);
    expect(no.body.state.conv_stage).toBe('collecting');
    const revised = await say(api, id, 'The problem is really that rural patients wait months for a diagnosis.');
    expect(revised.body.state.conv_stage).toBe('wrapping_up');
    expect(revised.body.extracted_info.problem_statement).toMatch(/rural patients/);
  });

  it('stops asking a question after three unanswered tries', async () => {
    const id = await newGuideSession(api);
    await say(api, id, 'Confirm');
    let last: GuideMessageResponse | undefined;
    for (let i = 0; i < 4; i++) last = (await say(api, id, 'hmm')).body;
    expect(last!.extracted_info.problem_statement).toBe('Not specified');
    expect(last!.state.next_field).toBe('solution');
  });

  it('records the beacon metadata for the export', async () => {
    const id = await newGuideSession(api, { metadata: { platform: 'Linux x86_64' } });
    const res = await post(api, `/api/guide/sessions/${id}/track-metadata`, {
      metadata: { screen_resolution: '1920x1080', language: 'en-GB', timezone: 'Europe/London' },
    });
    expect(res).toEqual({ status: 200, body: { success: true } });
    const exported = await post<SessionRecord>(api, '/api/export', { session_id: id, format: 'json' });
    expect(exported.body.metadata).toMatchObject({ platform: 'Linux x86_64', screen_resolution: '1920x1080', language: 'en-GB', timezone: 'Europe/London' });
    expect((await post(api, `/api/guide/sessions/${id}/track-metadata`, { metadata: 'nope' })).status).toBe(422);
  });

  it('folds document events appended by the documents context, whatever their order with the turns', async () => {
    const id = await newGuideSession(api);
    await say(api, id, 'Confirm');
    const source = { kind: 'document' as const, engine: 'offline' as const, model: null, document_id: 'doc-1', page: 2, excerpt: 'We need a clinical partner' };
    await store.append(
      chatStreamId(id),
      [
        {
          type: DocumentEvents.Attached,
          data: { document_id: 'doc-1', operation_id: 'op-1', filename: 'deck.pdf', content_type: 'application/pdf', size: 1234, question_id: null },
        },
        {
          type: DocumentEvents.FieldsExtracted,
          data: { document_id: 'doc-1', analysis_summary: 'A deck.', fields: [{ field: 'needs', value: 'A clinical partner for a pilot', source }] },
        },
      ],
      'any',
    );
    const res = await say(api, id, 'Hospitals miss early signs of sepsis.');
    expect(res.body.state.progress).toEqual({ problem: true, solution: false, needs: true, stage: false });
    expect((await fieldSources(api, id)).support_needed).toMatchObject({ kind: 'document', document_id: 'doc-1', page: 2 });
    const exported = await post<SessionRecord>(api, '/api/export', { session_id: id, format: 'json' });
    expect(exported.body.metadata.uploaded_files).toEqual([{ name: 'deck.pdf', size: 1234, type: 'application/pdf', time: expect.any(String) }]);
    expect(exported.body.document_intelligent.documents[0]).toMatchObject({
      document_id: 'doc-1',
      analysis_summary: 'A deck.',
      fields: { needs: 'A clinical partner for a pilot' },
    });
  });

  it('rebuilds the chat_conversations read model from the log into a table equal to the live one', async () => {
    const db = api.database.db as Kysely<any>;
    const snapshot = async () => ({
      conversations: (await sql`select * from chat_conversations order by session_id`.execute(db)).rows,
      messages: (await sql`select * from chat_messages order by session_id, seq`.execute(db)).rows,
    });
    const count = async () => Number((await sql<{ n: string }>`select count(*) as n from events where stream_id like 'chat-%'`.execute(db)).rows[0]!.n);
    // Every chat event so far projected: the projection's own versions add up to the log's count.
    const events = await count();
    await eventually(async () => {
      const rows = (await sql<{ v: string }>`select coalesce(sum(version), 0) as v from chat_conversations`.execute(db)).rows;
      return Number(rows[0]!.v) === events;
    });
    const before = await snapshot();
    expect(before.conversations.length).toBeGreaterThan(5);
    expect(before.messages.length).toBeGreaterThan(before.conversations.length);
    const result = await replayProjection(db, chatConversationsProjection);
    expect(result.events).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });
});

describe('legacy chat API (offline engine)', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('opens a legacy session on the first message and returns every chat response field', async () => {
    const madeUp = randomUUID();
    const res = await post<ChatResponse>(api, '/api/chat', {
      message: 'Hello there',
      session_id: madeUp,
      conversation_type: 'ai_chat',
      user_timezone: 'America/Chicago',
      referral_page: '/about',
      user_agent: 'jest',
      device_info: { screen: '1x1' },
    });
    expect(res.status).toBe(200);
    const body = chatResponseSchema.parse(res.body);
    // The spec's client makes its own id (§4 Chat step 1): the session opens under it.
    const sessionId = body.session_id;
    expect(sessionId).toBe(madeUp);
    expect(body).toMatchObject({
      mode: 'legacy',
      conversation_type: 'ai_chat',
      response: GUIDE_TEXT.consentReminder,
      is_complete: false,
    });
    expect(body.progress.total_fields).toBe(12);
    expect(body.missing_fields).toContain('problem_statement');
    expect(body.conversation_history.map((h) => h.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(body.next_step).toBe('confirm_consent');

    const confirmed = await post<ChatResponse>(api, '/api/chat', { message: 'confirm', session_id: sessionId });
    expect(confirmed.body.state.conv_stage).toBe('collecting');
    // Legacy mode asks its longer list; the held-back "Hello there" was no answer.
    expect(confirmed.body.questionnaire_status.next_field).toBe('problem_statement');

    const noId = await post<ChatResponse>(api, '/api/chat', { message: 'Hi' });
    expect(noId.body.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams server-sent events: metadata, processing, chunks, complete', async () => {
    const sessionId = (await post<ChatResponse>(api, '/api/chat', { message: 'Confirm' })).body.session_id;
    const res = await stream(api, {
      message: "I'm an ICU nurse. Nurses spend two hours per shift on duplicate charting. My idea is a voice assistant.",
      session_id: sessionId,
    });
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^text\/event-stream/);
    expect(res.events[0]).toMatchObject({ type: 'metadata', session_id: sessionId });
    const types = res.events.map((e) => e.type);
    expect(types.slice(0, 2)).toEqual(['metadata', 'processing']);
    expect(types.at(-1)).toBe('complete');
    expect(types.filter((t) => t === 'chunk').length).toBeGreaterThan(1);
    const chunks = res.events.flatMap((e) => (e.type === 'chunk' ? [e.content] : [])).join('');
    const complete = res.events.at(-1) as Extract<ChatStreamEvent, { type: 'complete' }>;
    expect(chunks).toBe(complete.response);
    expect(chatResponseSchema.parse(complete)).toBeTruthy();
    expect(complete.extracted_info).toMatchObject({
      problem_statement: expect.stringMatching(/duplicate charting/),
      background: expect.stringMatching(/ICU nurse/),
    });
  });

  it('answers a bad body with a JSON 4xx, and opens a session the documents context wrote to first', async () => {
    const bad = await fetch(`${api.url}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: '  ' }),
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { detail: string }).detail).toMatch(/blank/);

    const pool = createPool(api.config.databaseUrl!, 1);
    const db = createDb(pool);
    const sessionId = randomUUID();
    await new EventStore(db).append(
      chatStreamId(sessionId),
      [{ type: DocumentEvents.Attached, data: { document_id: 'd', operation_id: 'o', filename: 'f', content_type: 'text/plain', size: 1, question_id: null } }],
      'any',
    );
    await db.destroy();
    // The documents context wrote first (an upload before the first message); the legacy start still opens the session.
    const res = await stream(api, { message: 'Confirm', session_id: sessionId });
    expect(res.events.at(-1)).toMatchObject({ type: 'complete', state: { conv_stage: 'collecting' } });
    expect(res.events[0]).toMatchObject({ type: 'metadata', session_id: sessionId });
  });

  it("writes only into a new or open legacy session; a guide or closed session's id gets a new session", async () => {
    const versionOf = async (id: string) => {
      const pool = createPool(api.config.databaseUrl!, 1);
      const db = createDb(pool);
      try {
        return (await new EventStore(db).readStream(chatStreamId(id))).length;
      } finally {
        await db.destroy();
      }
    };
    const say = (session_id: string, message = 'Confirm') => post<ChatResponse>(api, '/api/chat', { message, session_id });

    // Issued by the restart call (what the web client does) or made by the client: continued, in the chat and the stream.
    const issued = (await post<{ session_id: string }>(api, '/api/session/restart', {})).body.session_id;
    expect((await say(issued)).body.session_id).toBe(issued);
    expect((await stream(api, { message: 'We need a pilot site.', session_id: issued.toUpperCase() })).events[0]).toMatchObject({ session_id: issued });

    // A guide session's id: the guide session is not written to.
    const guide = await newGuideSession(api);
    const guideVersion = await versionOf(guide);
    const intoGuide = await say(guide);
    expect(intoGuide.status).toBe(200);
    expect(intoGuide.body).toMatchObject({ mode: 'legacy' });
    expect(intoGuide.body.session_id).not.toBe(guide);
    expect((await stream(api, { message: 'Confirm', session_id: guide })).events[0]).not.toMatchObject({ session_id: guide });
    expect(await versionOf(guide)).toBe(guideVersion);

    // A closed session's id (cleanup, or replaced by a restart): the closed session is not written to.
    const closed = (await say(issued, 'Hello again')).body.session_id;
    await post(api, `/api/session/cleanup/${closed}`);
    const closedVersion = await versionOf(closed);
    const intoClosed = await say(closed);
    expect(intoClosed.body.session_id).not.toBe(closed);
    expect(await versionOf(closed)).toBe(closedVersion);
    const replaced = intoClosed.body.session_id;
    await post(api, '/api/session/restart', { session_id: replaced });
    expect((await say(replaced)).body.session_id).not.toBe(replaced);

    // The owner still reads what it wrote: the id is the key the spec gives the client.
    expect((await fetch(`${api.url}/api/session/${issued}`)).status).toBe(200);
  });

  it('restarts, cleans up and reads sessions', async () => {
    const first = await post<ChatResponse>(api, '/api/chat', { message: 'Confirm', session_id: randomUUID() });
    const restart = await post<{ success: boolean; session_id: string }>(api, '/api/session/restart', { session_id: first.body.session_id });
    expect(restart.status).toBe(200);
    expect(restart.body.success).toBe(true);
    expect(restart.body.session_id).not.toBe(first.body.session_id);
    const bare = await fetch(`${api.url}/api/session/restart`, { method: 'POST' });
    expect(bare.status).toBe(200);

    const cleanup = await post(api, `/api/session/cleanup/${restart.body.session_id}`);
    expect(cleanup).toEqual({ status: 200, body: { success: true, message: 'Session closed.' } });
    expect((await post(api, `/api/session/cleanup/${randomUUID()}`)).status).toBe(404);

    // Read from the session's stream: right after the turn, never a turn behind.
    const res = await fetch(`${api.url}/api/session/${first.body.session_id}`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as SessionRecord & { mode: string; is_complete: boolean };
    expect(record.conversation_history.map((h) => h.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(record).toMatchObject({ mode: 'legacy', is_complete: false, document_intelligent: { documents: [] }, questionnaire_data: {} });
    expect(record.metadata.session_id).toBe(first.body.session_id);
    // Another instance (here a writer of its own) appends; the read brings the cached session up to date.
    const pool = createPool(api.config.databaseUrl!, 1);
    const db = createDb(pool);
    await new EventStore(db).append(
      chatStreamId(first.body.session_id),
      [
        {
          type: DocumentEvents.Attached,
          data: { document_id: 'd2', operation_id: 'o2', filename: 'notes.txt', content_type: 'text/plain', size: 12, question_id: null },
        },
      ],
      'any',
    );
    await db.destroy();
    const after = (await (await fetch(`${api.url}/api/session/${first.body.session_id}`)).json()) as SessionRecord;
    expect(after.metadata.uploaded_files).toEqual([expect.objectContaining({ name: 'notes.txt', size: 12, type: 'text/plain' })]);
    expect((await fetch(`${api.url}/api/session/${randomUUID()}`)).status).toBe(404);

    const token = await api.adminToken();
    const abandoned = await eventually(async () => {
      const res = await fetch(`${api.url}/analytics/ai-conversations?limit=100`, { headers: { authorization: `Bearer ${token}` } });
      const { conversations } = (await res.json()) as { conversations: AiConversationItem[] };
      return conversations.find((c) => c.session_id === first.body.session_id && c.state === 'abandoned');
    });
    expect(abandoned.mode).toBe('legacy');
  });

  it('opens a legacy session at start through /api/session/restart, so a document can be uploaded before the first message', async () => {
    const metadata = {
      user_agent: 'jest',
      platform: 'Linux x86_64',
      screen_resolution: '1920x1080',
      timezone: 'Europe/London',
      language: 'en-GB',
      referrer: 'https://news.example/story',
    };
    const start = await post<{ success: boolean; session_id: string; message: string }>(api, '/api/session/restart', {
      persona_flow: 'clinicians',
      auto_confirm_consent: true,
      metadata,
    });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ success: true, message: GUIDE_TEXT.consentGreeting });
    const id = start.body.session_id;

    const form = new FormData();
    form.append('file', new Blob(['Problem: referrals get lost between clinics\n'], { type: 'text/plain' }), 'notes.txt');
    const upload = await fetch(`${api.url}/api/upload/${id}`, { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ success: true, operation_id: expect.any(String) });

    const record = (await (await fetch(`${api.url}/api/session/${id}`)).json()) as SessionRecord & { mode: string };
    expect(record.mode).toBe('legacy');
    expect(record.metadata).toMatchObject({ ...metadata, persona_flow: 'clinicians', uploaded_files: [expect.objectContaining({ name: 'notes.txt' })] });

    // The first message continues that session, in legacy mode and with its persona.
    const confirmed = await post<ChatResponse>(api, '/api/chat', { message: 'Confirm', session_id: id });
    expect(confirmed.body).toMatchObject({ session_id: id, mode: 'legacy', state: { conv_stage: 'contact' } });
  });

  it('restart keeps the closed session metadata, updated by what the client sends', async () => {
    const first = await post<{ session_id: string }>(api, '/api/session/restart', {
      metadata: { platform: 'MacIntel', screen_resolution: '1440x900', language: 'fr-FR', timezone: 'Europe/Paris', referrer: 'https://a.example/' },
    });
    const next = await post<{ session_id: string }>(api, '/api/session/restart', { session_id: first.body.session_id, metadata: { language: 'en-US' } });
    const bare = await post<{ session_id: string }>(api, '/api/session/restart', { session_id: next.body.session_id });
    for (const [id, language] of [
      [next.body.session_id, 'en-US'],
      [bare.body.session_id, 'en-US'],
    ] as const) {
      const exported = await post<SessionRecord>(api, '/api/export', { session_id: id, format: 'json' });
      expect(exported.body.metadata).toMatchObject({
        platform: 'MacIntel',
        screen_resolution: '1440x900',
        language,
        timezone: 'Europe/Paris',
        referrer: 'https://a.example/',
      });
    }
  });

  it('serves the platform, screen resolution and language the legacy chat request nests in device_info', async () => {
    const res = await post<ChatResponse>(api, '/api/chat', {
      message: 'Hello',
      user_timezone: 'America/Chicago',
      referral_page: null,
      user_agent: 'jest',
      device_info: { screen_resolution: '390x844', platform: 'iPhone', language: 'en-US' },
    });
    expect(res.status).toBe(200);
    const sessionId = res.body.session_id;
    const expected = { user_agent: 'jest', platform: 'iPhone', screen_resolution: '390x844', language: 'en-US', timezone: 'America/Chicago', referrer: null };
    const record = (await (await fetch(`${api.url}/api/session/${sessionId}`)).json()) as SessionRecord;
    expect(record.metadata).toMatchObject(expected);
    const exported = await post<SessionRecord>(api, '/api/export', { session_id: sessionId, format: 'json' });
    expect(exported.body.metadata).toMatchObject(expected);
  });

  it('validates export and completion-email bodies', async () => {
    expect((await post(api, '/api/export', { session_id: 'x' })).status).toBe(422);
    expect((await post(api, '/api/export', { session_id: randomUUID(), format: 'csv' })).status).toBe(422);
    expect((await post(api, '/api/export', { session_id: randomUUID() })).status).toBe(404);
    const first = await post<ChatResponse>(api, '/api/chat', { message: 'Confirm', session_id: randomUUID() });
    const noEmail = await post(api, `/api/session/${first.body.session_id}/send-completion-email`, {});
    expect(noEmail.status).toBe(422);
  });
});

describe('guide chat API with the LLM engine against an OpenAI-compatible server', () => {
  let api: ApiHarness;
  let llm: OpenAiCompatibleServer;

  beforeAll(async () => {
    llm = await startOpenAiCompatibleServer();
    api = await startApi({ LLM_BASE_URL: llm.baseUrl, LLM_API_KEY: 'k', LLM_MODEL: 'intake-test-model' });
  });
  afterAll(async () => {
    await api?.close();
    await llm?.close();
  });

  it('extracts and replies with the model, and marks each field with it', async () => {
    llm.respond = (req) =>
      req.body.stream
        ? { kind: 'stream', chunks: ['Thank you. ', 'What kind of support ', 'do you need?'] }
        : { kind: 'json', content: JSON.stringify({ problem: 'Sepsis is detected late', solution: 'An early-warning model', stage: 'prototype' }) };
    const id = await newGuideSession(api);
    await say(api, id, 'Confirm');
    const res = await say(api, id, 'Sepsis is detected late, so we made an early-warning model; it is a prototype.');
    expect(res.body.response).toBe('Thank you. What kind of support do you need?');
    expect(res.body.state.engine).toEqual({ kind: 'llm', model: 'intake-test-model', fallback: null });
    expect((await fieldSources(api, id)).problem_statement).toMatchObject({ engine: 'llm', model: 'intake-test-model' });
    expect(res.body.state.next_field).toBe('needs');
  });

  it('falls back to the offline engine for the turn on a provider error, and says so in the state', async () => {
    llm.respond = () => ({ kind: 'status', status: 500 });
    const id = await newGuideSession(api);
    await say(api, id, 'Confirm');
    const res = await say(api, id, 'Patients wait months for a diagnosis.');
    expect(res.status).toBe(200);
    expect(res.body.state.engine).toMatchObject({ kind: 'offline', model: null, fallback: { from: 'llm', reason: 'provider_error' } });
    expect((await fieldSources(api, id)).problem_statement).toMatchObject({ engine: 'offline' });
    expect(res.body.response).toMatch(/solution/i);
  });

  it('falls back on malformed structured output', async () => {
    llm.respond = (req) => (req.body.stream ? { kind: 'stream', chunks: ['And your solution?'] } : { kind: 'json', content: 'not json at all' });
    const id = await newGuideSession(api);
    await say(api, id, 'Confirm');
    const res = await say(api, id, 'Clinics lack a simple way to share scans.');
    expect(res.body.state.engine.fallback).toMatchObject({ reason: 'malformed_output' });
    expect(res.body.state.progress.problem).toBe(true);
  });
});
