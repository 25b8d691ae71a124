import { emailStreamId, EmailEvents, type EmailDeliveredData, type EmailFailedData } from '@intake/contracts';
import { EventStore, readLog, type StoredEvent } from '@intake/event-store';
import { sql, type Kysely } from 'kysely';
import { IpLocationService } from '../platform/geo/ip-location.service.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { chatConversationsProjection } from './chat-conversations.projection.js';
import { completionEmailId } from './completion.email.js';

/** The completion email's status as the admin area shows it (GET /analytics/ai-conversations). */
const completionEmail = (row: { email_outcome: string | null; completion_email: string | null }) => row.email_outcome ?? row.completion_email;

const SCRIPT = [
  'Confirm',
  'Nurses spend two hours a shift on duplicate charting.',
  'A voice assistant that fills the flowsheet.',
  'Funding for a pilot.',
  'Reach me at nurse@clinic.example',
  'Yes',
];

/** Public addresses the offline data places in a city (requests come through the loopback proxy). */
const BELFAST_IP = '2.125.160.216';
const TROLLHATTAN_IP = '89.160.20.112';

async function post(api: ApiHarness, path: string, body?: unknown, from?: string): Promise<any> {
  const headers = { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) };
  const res = await fetch(`${api.url}${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json();
}

/**
 * The projector applied by hand (no live processors), so each test chooses how the log is cut
 * into batches and what the projector remembers between them.
 */
describe('chat-conversations projection', () => {
  let api: ApiHarness;
  let db: Kysely<any>;
  let log: StoredEvent[];
  let completed: string;
  let legacy: string;

  const tables = async () => ({
    conversations: (await sql`select * from chat_conversations order by session_id`.execute(db)).rows,
    messages: (await sql`select * from chat_messages order by session_id, seq`.execute(db)).rows,
  });
  const clear = () => sql`truncate chat_conversations, chat_messages`.execute(db);
  /** Applies the log in batches of `size`, each in its own transaction like the runner's. */
  const project = async (events: readonly StoredEvent[], size: number, memoryFor: (batch: number) => Map<string, unknown>) => {
    for (let i = 0; i < events.length; i += size) {
      await db.transaction().execute((trx) => chatConversationsProjection.apply(events.slice(i, i + size), trx, memoryFor(i / size)));
    }
  };

  /**
   * The log after `after`, once every stored event of the projector's types is readable: the log
   * stops below the oldest transaction running anywhere on the server (other suites' too).
   */
  const wholeLog = async (after?: StoredEvent) => {
    const position = after && { transactionId: after.transactionId, globalPosition: after.globalPosition };
    const stored = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from events where event_type = any(${[...chatConversationsProjection.handles]}::text[]) and global_position > ${after?.globalPosition ?? 0}`.execute(
            db,
          )
        ).rows[0]!.n,
      );
    let events: StoredEvent[] = [];
    await eventually(async () => {
      events = await readLog(db, { after: position, limit: 10_000, types: chatConversationsProjection.handles });
      return events.length === (await stored());
    });
    return events;
  };

  beforeAll(async () => {
    api = await startApi({ RUN_PROCESSORS: 'false' });
    db = api.database.db as Kysely<any>;
    // Three sessions whose turns interleave, one carried to completion (started from Belfast).
    const ids: string[] = [];
    for (let s = 0; s < 3; s++) ids.push((await post(api, '/api/guide/sessions', undefined, s === 0 ? BELFAST_IP : undefined)).session_id);
    for (let step = 0; step < SCRIPT.length; step++) {
      for (const [s, id] of ids.entries()) if (s === 0 || step < 3 + s) await post(api, `/api/guide/submissions/${id}/message`, { message: SCRIPT[step] });
    }
    completed = ids[0]!;
    // A legacy session, opened by its first message; its later messages from elsewhere do not move it.
    legacy = (await post(api, '/api/chat', { message: 'Hello' }, TROLLHATTAN_IP)).session_id;
    await post(api, '/api/chat', { session_id: legacy, message: 'Confirm' }, BELFAST_IP);
    // The worker's outcome, as it records it: failed first, then delivered on a retry.
    const store = new EventStore(db);
    const emailId = completionEmailId(completed);
    const failed: EmailFailedData = { email_id: emailId, reason: 'connection refused', attempts: 1, permanent: false };
    const delivered: EmailDeliveredData = { email_id: emailId, transport: 'outbox', message_id: '<m@x>', attempts: 2 };
    await store.append(emailStreamId(emailId), [{ type: EmailEvents.Failed, data: failed }], 0);
    await store.append(emailStreamId(emailId), [{ type: EmailEvents.Delivered, data: delivered }], 1);
    log = await wholeLog();
  });
  afterAll(() => api?.close());

  it('writes every message once, in order, and the summary of each session', async () => {
    await clear();
    await project(log, 10_000, () => new Map());
    const { conversations, messages } = await tables();
    expect(conversations).toHaveLength(4);
    const done = conversations.find((c: any) => c.session_id === completed) as any;
    expect(done).toMatchObject({ state: 'completed', progress_percentage: 100, message_count: 13 });
    expect(completionEmail(done)).toBe('delivered');
    const own = messages.filter((m: any) => m.session_id === completed) as any[];
    expect(own.map((m) => m.seq)).toEqual([...Array(13).keys()]);
    expect(own[1]).toMatchObject({ role: 'user', content: 'Confirm' });
    expect(done.version).toBe(log.filter((e) => e.streamId === `chat-${completed}`).length);
  });

  it("keeps where each session was started from: the start request's place, or none from a private address", async () => {
    await clear();
    await project(log, 10_000, () => new Map());
    const geo = new IpLocationService();
    const belfast = await geo.lookup(BELFAST_IP);
    const trollhattan = await geo.lookup(TROLLHATTAN_IP);
    expect(belfast).toMatchObject({ city: expect.any(String), country_code: 'GB' });
    expect(trollhattan).toMatchObject({ city: expect.any(String), country_code: 'SE' });
    const place = Object.fromEntries((await tables()).conversations.map((c: any) => [c.session_id, c.location_data]));
    expect(place[completed]).toEqual(belfast);
    expect(place[legacy]).toEqual(trollhattan);
    expect(Object.values(place).filter((p) => p === null)).toHaveLength(2);
  });

  it('gives the same tables when it forgets everything between batches of any size (a restart, an evicted session)', async () => {
    await clear();
    await project(log, 10_000, () => new Map());
    const whole = await tables();
    for (const size of [1, 2, 5]) {
      await clear();
      await project(log, size, () => new Map());
      expect(await tables()).toEqual(whole);
    }
    // Remembering between batches gives the same tables too.
    await clear();
    const kept = new Map<string, unknown>();
    await project(log, 3, () => kept);
    expect(await tables()).toEqual(whole);
  });

  it('keeps a delivered email delivered when a failure for a forgotten session comes after it', async () => {
    await clear();
    await project(log, 10_000, () => new Map());
    const store = new EventStore(db);
    const emailId = completionEmailId(completed);
    const late: EmailFailedData = { email_id: emailId, reason: 'late duplicate', attempts: 3, permanent: true };
    await store.append(emailStreamId(emailId), [{ type: EmailEvents.Failed, data: late }], 'any');
    const after = await wholeLog(log.at(-1));
    expect(after).toHaveLength(1);
    await project(after, 10, () => new Map());
    const row = (await tables()).conversations.find((c: any) => c.session_id === completed) as any;
    expect(completionEmail(row)).toBe('delivered');
  });
});
