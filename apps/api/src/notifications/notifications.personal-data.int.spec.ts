import { randomBytes, randomUUID } from 'node:crypto';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import {
  chatStreamId,
  EmailEvents,
  emailStreamId,
  PersonalDataEvents,
  personalDataStreamId,
  workWithUsStreamId,
  type EmailFailedData,
  type PersonalDataErasedData,
} from '@intake/contracts';
import { ERASED_TEXT, EventStore, redactStreams, replayProjection, type EventStoreTables } from '@intake/event-store';
import { waitForCatchUp } from '@intake/event-store/testing';
import { sql, type Kysely } from 'kysely';
import { chatNoticeEmailId } from './staff-notice.email.js';
import { completionEmailId } from '../guide/completion.email.js';
import { chatConversationsProjection, guidePersonalData } from '../guide/index.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { notificationsPersonalData, NOTIFICATIONS_PERSONAL_FIELDS } from './notifications.personal-data.js';

const VISITOR = 'lin.wombatley@clinic.example';
const TEAM = 'team@consortium.test';

async function post(api: ApiHarness, path: string, body?: unknown) {
  const res = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const chatRows = async (db: Kysely<any>) => ({
  conversations: (await sql`select * from chat_conversations order by session_id`.execute(db)).rows,
  messages: (await sql`select * from chat_messages order by session_id, seq`.execute(db)).rows,
});

describe('email notifications: personal-data lookups and erasure (api + worker + SMTP)', () => {
  let smtp: TestSmtpServer;
  let api: ApiHarness;
  let worker: WorkerApp;
  let db: Kysely<any>;
  let store: EventStore;

  beforeAll(async () => {
    // The visitor's mail server refuses her for good, quoting her name in the reply.
    smtp = await startTestSmtpServer((address) => (address === VISITOR ? { refuse: { code: 550, text: 'Mailbox of Lin Wombatley is closed' } } : undefined));
    api = await startApi({ SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: TEAM, CONTACT_EMAIL: TEAM, QUEUE_PREFIX: `n${randomBytes(4).toString('hex')}` });
    worker = await createWorkerApp(api.config);
    db = api.database.db;
    store = new EventStore(db as Kysely<EventStoreTables>);
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  it('finds email streams by recipient and by the streams that asked for them; erasing a failed email keeps its outcome', async () => {
    // A Work With Us application notifies the team; a chat's completion email to the visitor fails for good.
    const submitted = await post(api, '/api/work-with-us/submit', { name: 'Lin Wombatley', email: VISITOR, preferred_roles: 'Other' });
    const submissionId = submitted.body.submission_id as string;
    expect((await post(api, `/api/work-with-us/send-admin-notification/${submissionId}`)).status).toBe(200);
    const { body: created } = await post(api, '/api/guide/sessions');
    const chat = created.session_id as string;
    for (const message of [
      'Confirm',
      'I am Lin Wombatley. Our wombat clinic loses referrals.',
      'A referral tracker.',
      'Funding for a pilot.',
      VISITOR,
      'Yes',
    ]) {
      expect((await post(api, `/api/guide/submissions/${chat}/message`, { message })).status).toBe(200);
    }
    const chatEmail = emailStreamId(completionEmailId(chat));
    const failed = await eventually(async () => (await store.readStream(chatEmail)).find((e) => e.type === EmailEvents.Failed), 20000);
    expect((failed.data as EmailFailedData).reason).toContain('Wombatley');
    const [wwuEmail] = await eventually(async () => {
      const found = await notificationsPersonalData.relatedStreams!(db, [workWithUsStreamId(submissionId)]);
      return found.length > 0 ? found : undefined;
    }, 20000);
    expect(wwuEmail).toMatch(/^email-/);
    expect((await store.readStream(wwuEmail!)).map((e) => e.type)).toEqual([EmailEvents.Delivered]);

    // Lookups: by recipient, and by the requesting streams (email streams asked again find nothing new).
    expect(await notificationsPersonalData.streamsByEmail!(db, VISITOR.toUpperCase())).toEqual([chatEmail]);
    expect(await notificationsPersonalData.streamsByEmail!(db, TEAM)).toEqual([wwuEmail]);
    expect(await notificationsPersonalData.streamsByEmail!(db, 'nobody@example.org')).toEqual([]);
    // The staff's notice of the completed chat is sent by a reactor, named by the session id.
    const chatNotice = emailStreamId(chatNoticeEmailId(chat));
    await eventually(async () => ((await store.readStream(chatNotice)).length > 0 ? true : undefined), 20000);
    expect((await notificationsPersonalData.relatedStreams!(db, [chatStreamId(chat), workWithUsStreamId(submissionId)])).sort()).toEqual(
      [chatEmail, chatNotice, wwuEmail].sort(),
    );
    expect(await notificationsPersonalData.relatedStreams!(db, [chatEmail, wwuEmail!, chatStreamId(randomUUID())])).toEqual([]);

    const row = await eventually(
      async () => (await sql<any>`select * from chat_conversations where session_id = ${chat} and email_outcome = 'failed'`.execute(db)).rows[0],
      20000,
    );
    expect(row.completion_email).toBe('requested');

    // Erase the chat and its email as the erasure service does.
    const streamIds = [chatStreamId(chat), chatEmail];
    const erasureId = randomUUID();
    await db.transaction().execute(async (trx) => {
      await redactStreams(trx, streamIds, { ...guidePersonalData.fields, ...NOTIFICATIONS_PERSONAL_FIELDS });
      const data: PersonalDataErasedData = { erasure_id: erasureId, reason: 'request', stream_ids: streamIds, requested_by: 'test' };
      await store.append(personalDataStreamId(erasureId), [{ type: PersonalDataEvents.Erased, data }], 0, trx as unknown as Kysely<EventStoreTables>);
    });
    await waitForCatchUp(db, chatConversationsProjection.name, { types: chatConversationsProjection.handles });

    for (const streamId of streamIds) {
      const text = JSON.stringify((await store.readStream(streamId)).map((e) => [e.data, e.metadata])).toLowerCase();
      expect(text).not.toContain('wombat');
      expect(text).not.toContain(VISITOR);
    }
    const [outcome] = await store.readStream(chatEmail);
    expect(outcome!.data).toMatchObject({ email_id: completionEmailId(chat), reason: ERASED_TEXT, permanent: true, attempts: 1 });
    const after = (await sql<any>`select * from chat_conversations where session_id = ${chat}`.execute(db)).rows[0];
    expect(after).toMatchObject({ email_outcome: 'failed', completion_email: 'requested', state: 'completed' });
    expect(JSON.stringify(after).toLowerCase()).not.toContain('wombat');
    // Only the named streams change: the application (the work-with-us context's to erase) is as it was.
    expect(JSON.stringify((await store.readStream(workWithUsStreamId(submissionId))).map((e) => e.data))).toContain('Lin Wombatley');

    const live = await chatRows(db);
    await replayProjection(db as Kysely<EventStoreTables>, chatConversationsProjection);
    expect(await chatRows(db)).toEqual(live);
  });
});
