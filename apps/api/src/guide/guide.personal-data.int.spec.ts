import { randomBytes, randomUUID } from 'node:crypto';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { chatStreamId, emailStreamId, PersonalDataEvents, personalDataStreamId, type PersonalDataErasedData } from '@intake/contracts';
import { ERASED_TEXT, EventStore, redactStreams, replayProjection, type EventStoreTables } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import { IpLocationService } from '../platform/geo/ip-location.service.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { chatConversationsProjection } from './chat-conversations.projection.js';
import { ChatSessionEviction } from './chat-session.eviction.js';
import { chatNoticeEmailId, notificationsPersonalData } from '../notifications/index.js';
import { completionEmailId } from './completion.email.js';
import { guidePersonalData, GUIDE_PERSONAL_FIELDS } from './guide.personal-data.js';

/**
 * Everything Ada typed or sent; none of it may be left anywhere once she is erased. Her address
 * is a public one the offline data places in a city (Belfast), which goes with her too.
 */
const ADA = {
  email: 'ada.quokkaton@clinic.example',
  ip: '2.125.160.216',
  userAgent: 'QuokkaBrowser/9.1 (Quokkaphone)',
  strings: ['quokka', 'ada.quokkaton', '2.125.160.216', 'Pacific/Quokka'],
};
const ADA_SCRIPT = [
  'Confirm',
  'My name is Ada Quokkaton. Our quokka ward cannot see which patients miss their follow-up appointments.',
  'We built QuokkaTrack, a dashboard that flags missed follow-ups.',
  'We need regulatory guidance on HIPAA before a pilot.',
  ADA.email,
  'Yes, go ahead',
];

async function post(api: ApiHarness, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body ?? {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** Every row, in key order, of the chat read model. */
async function chatTables(db: Kysely<any>) {
  const conversations = (await sql`select * from chat_conversations order by session_id`.execute(db)).rows;
  const messages = (await sql`select * from chat_messages order by session_id, seq`.execute(db)).rows;
  return { conversations, messages };
}

const leftovers = (value: unknown) => ADA.strings.filter((s) => JSON.stringify(value).toLowerCase().includes(s.toLowerCase()));

describe('guide chat: personal-data erasure (api + worker, real PostgreSQL)', () => {
  let api: ApiHarness;
  let worker: WorkerApp;
  let db: Kysely<any>;
  let store: EventStore;

  beforeAll(async () => {
    api = await startApi({ QUEUE_PREFIX: `g${randomBytes(4).toString('hex')}` });
    worker = await createWorkerApp(api.config);
    db = api.database.db;
    store = new EventStore(db as Kysely<EventStoreTables>);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  async function converse(script: readonly string[], headers: Record<string, string>, metadata: Record<string, unknown>): Promise<string> {
    const created = await post(api, '/api/guide/sessions', { metadata }, headers);
    expect(created.status).toBe(200);
    const id = created.body.session_id as string;
    for (const message of script) expect((await post(api, `/api/guide/submissions/${id}/message`, { message }, headers)).status).toBe(200);
    return id;
  }

  it('erases a completed conversation, its completion email, its rows and its cached session; the rest stays', async () => {
    const viaAda = { 'x-forwarded-for': ADA.ip, 'user-agent': ADA.userAgent };
    const place = (await new IpLocationService().lookup(ADA.ip))!;
    expect(place).toMatchObject({ city: expect.any(String), region: expect.any(String), country_code: 'GB' });
    const ada = await converse(ADA_SCRIPT, viaAda, { timezone: 'Pacific/Quokka' });
    expect((await post(api, `/api/guide/sessions/${ada}/track-metadata`, { metadata: { screen_resolution: '1234x777', note: 'quokka fan' } })).status).toBe(
      200,
    );
    const bob = await converse(['Confirm', 'Bob here. Our lab loses samples between freezers.'], {}, {});

    // The completion email went out and the worker recorded it on the email's stream.
    const adaRow = await eventually(async () => {
      const { rows } = await sql<any>`select * from chat_conversations where session_id = ${ada} and email_outcome = 'delivered'`.execute(db);
      return rows[0];
    }, 20000);
    expect(adaRow).toMatchObject({ state: 'completed', completion_email: 'requested', preview: { email: ADA.email }, location_data: place });
    await waitForCatchUp(db, chatConversationsProjection.name, { types: chatConversationsProjection.handles });
    const bobBefore = await chatTables(db);
    // A replay keeps the email's outcome (it once updated the live table instead of the rebuilt one).
    await replayProjection(db as Kysely<EventStoreTables>, chatConversationsProjection);
    expect(await chatTables(db)).toEqual(bobBefore);

    // How the erasure finds Ada's streams: by her email (chat and email), by the session id, and what hangs off them.
    const emailStream = emailStreamId(completionEmailId(ada));
    expect(await guidePersonalData.streamsByEmail!(db, ADA.email.toUpperCase())).toEqual([chatStreamId(ada)]);
    expect(await guidePersonalData.streamsById!(db, ada.toUpperCase())).toEqual([chatStreamId(ada)]);
    expect(await guidePersonalData.streamsById!(db, randomUUID())).toEqual([]);
    expect(await notificationsPersonalData.streamsByEmail!(db, ADA.email)).toEqual([emailStream]);
    // Her completed chat also sent the staff a notice (a reactor's email, named by the session id).
    const noticeStream = emailStreamId(chatNoticeEmailId(ada));
    await eventually(async () => ((await store.readStream(noticeStream)).length > 0 ? true : undefined), 20000);
    expect((await notificationsPersonalData.relatedStreams!(db, [chatStreamId(ada), chatStreamId(bob)])).sort()).toEqual([emailStream, noticeStream].sort());
    const streamIds = [chatStreamId(ada), emailStream];
    expect(leftovers((await store.readStream(chatStreamId(ada))).map((e) => [e.data, e.metadata]))).toEqual(ADA.strings);
    expect(JSON.stringify(await store.readStream(chatStreamId(ada)))).toContain(place.city!);

    // The erasure as the service does it: redact and record, in one transaction; then evict the cached session.
    const fields = { ...GUIDE_PERSONAL_FIELDS, ...notificationsPersonalData.fields };
    const erasureId = randomUUID();
    await db.transaction().execute(async (trx) => {
      expect(await redactStreams(trx, streamIds, fields)).toBeGreaterThan(0);
      const data: PersonalDataErasedData = { erasure_id: erasureId, reason: 'request', stream_ids: streamIds, requested_by: 'test' };
      await store.append(personalDataStreamId(erasureId), [{ type: PersonalDataEvents.Erased, data }], 0, trx as unknown as Kysely<EventStoreTables>);
    });
    expect(api.app.get(ChatSessionEviction).evict(streamIds)).toBe(1);
    await waitForCatchUp(db, chatConversationsProjection.name, { types: chatConversationsProjection.handles });

    // Nothing of Ada is left in her events (data or metadata) nor in the read model.
    for (const streamId of streamIds) {
      const events = await store.readStream(streamId);
      expect(events.length).toBeGreaterThan(0);
      expect(leftovers(events.map((e) => [e.data, e.metadata]))).toEqual([]);
      for (const e of events) expect(e.metadata).not.toHaveProperty('ip');
    }
    const after = await chatTables(db);
    const adaConversation = after.conversations.find((r: any) => r.session_id === ada) as any;
    const adaMessages = after.messages.filter((m: any) => m.session_id === ada) as any[];
    expect(leftovers([adaConversation, adaMessages])).toEqual([]);
    // Her city and region are gone from the log and the row; the country stays for the figures.
    for (const streamId of streamIds) expect(JSON.stringify(await store.readStream(streamId))).not.toContain(place.city!);
    expect(adaConversation.location_data).toEqual({ ...place, city: ERASED_TEXT, region: ERASED_TEXT });
    expect(adaMessages).toHaveLength(adaRow.message_count);
    expect(adaMessages.every((m) => m.content === ERASED_TEXT)).toBe(true);
    // The figures stay: state, progress, counts, and the email's outcome from its (erased) stream.
    expect(adaConversation).toMatchObject({
      state: 'completed',
      stage: adaRow.stage,
      progress_percentage: adaRow.progress_percentage,
      questions_covered: adaRow.questions_covered,
      message_count: adaRow.message_count,
      completion_email: 'requested',
      email_outcome: 'delivered',
      preview: { name: ERASED_TEXT, email: ERASED_TEXT, problem: ERASED_TEXT },
    });
    // Bob is untouched.
    expect(after.conversations.filter((r: any) => r.session_id !== ada)).toEqual(bobBefore.conversations.filter((r: any) => r.session_id !== ada));
    expect(after.messages.filter((m: any) => m.session_id !== ada)).toEqual(bobBefore.messages.filter((m: any) => m.session_id !== ada));

    // The erased session takes no more calls: 410 with a detail, on every route; a restart gives a new session.
    const again = await post(api, `/api/guide/submissions/${ada}/message`, { message: 'Hello again, it is Ada' });
    expect(again).toMatchObject({ status: 410, body: { status: 410, detail: expect.stringMatching(/erased/) } });
    expect((await post(api, '/api/chat', { session_id: ada, message: 'Hello again' })).status).toBe(410);
    expect((await post(api, `/api/guide/submissions/${ada}/contact`, { email: 'ada@elsewhere.example' })).status).toBe(410);
    expect((await fetch(`${api.url}/api/session/${ada}`)).status).toBe(410);
    const restarted = await post(api, '/api/session/restart', { session_id: ada });
    expect(restarted.status).toBe(200);
    expect(restarted.body.session_id).not.toBe(ada);
    expect((await store.readStream(chatStreamId(ada))).length).toBe(adaRow.version);
    // Bob carries on.
    expect((await post(api, `/api/guide/submissions/${bob}/message`, { message: 'A freezer tracker.' })).status).toBe(200);

    // Retention: an erased session is not due again; the others are once the cut-off passes them.
    const future = new Date(Date.now() + 60_000);
    expect(await guidePersonalData.expiredStreams!(db, future)).toEqual(expect.arrayContaining([chatStreamId(bob)]));
    expect(await guidePersonalData.expiredStreams!(db, future)).not.toContain(chatStreamId(ada));
    expect(await guidePersonalData.expiredStreams!(db, new Date(Date.now() - 3_600_000))).toEqual([]);

    // The live rows after the erasure equal a replay of the redacted log.
    await waitForCatchUp(db, chatConversationsProjection.name, { types: chatConversationsProjection.handles });
    const live = await chatTables(db);
    await replayProjection(db as Kysely<EventStoreTables>, chatConversationsProjection);
    expect(await chatTables(db)).toEqual(live);
  });
});
