import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProgressResponse } from '@intake/contracts';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { readableMail } from '@intake/worker/testing';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { FUNDING_ROUTE_ANSWERS, submitQuestionnaire } from '../../../../libs/machines/src/questionnaire/testing/submit-questionnaire.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { multipart } from '../testing/fixtures.js';

/**
 * Issue 28 item 2: one person across every channel (an application with its attachment, a chat
 * with a document and its completion email, a questionnaire), their staff notices sent and held
 * for a digest, emails written to the outbox; then erased by email. Afterwards every table of
 * every schema (the queue's own included), every queue key on Redis, and every file under the
 * data folder is read, and none holds a value of theirs.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
const NAME = 'Quinta Zxerasable';
const EMAIL = 'quinta.zxerasable@example.org';
const FILE = 'plan-qzxdoc.txt';
/** Lower-case values only this person gave. */
const MARKS = ['zxerasable', 'qzxdoc', 'okapiwatch'];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Every value of every Redis key of this queue prefix, as text. */
async function redisDump(prefix: string): Promise<string[]> {
  const redis = new Redis(REDIS_URL);
  try {
    const out: string[] = [];
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'hash'
            ? await redis.hgetall(key)
            : type === 'string'
              ? await redis.get(key)
              : type === 'list'
                ? await redis.lrange(key, 0, -1)
                : type === 'set'
                  ? await redis.smembers(key)
                  : type === 'zset'
                    ? await redis.zrange(key, 0, -1)
                    : type === 'stream'
                      ? await redis.xrange(key, '-', '+')
                      : null;
        out.push(`${key} ${JSON.stringify(value)}`);
      }
    }
    return out;
  } finally {
    redis.disconnect();
  }
}

describe.each([
  ['BullMQ on PostgreSQL', {}],
  ['BullMQ on Redis', { REDIS_URL }],
])('erasure reaches every copy (%s)', (_label, queueEnv) => {
  let api: ApiHarness;
  let worker: WorkerApp;
  const prefix = `e${randomBytes(4).toString('hex')}`;

  const post = async <T>(p: string, body: unknown = {}) => {
    const res = await fetch(`${api.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(`${p} ${res.status}`).toBe(`${p} ${res.status === 201 ? 201 : 200}`);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    // No SMTP: emails are written to the outbox. One notice per window: the others are held, and
    // their digest waits an hour.
    api = await startApi({
      ...queueEnv,
      QUEUE_PREFIX: prefix,
      ADMIN_NOTIFY_EMAIL: 'team@consortium.test',
      STAFF_NOTICES_PER_WINDOW: '1',
      STAFF_DIGEST_DELAY_MS: '3600000',
    });
    worker = await createWorkerApp(api.config);
  }, 120_000);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  /** Where a mark still shows: tables of every schema, Redis keys, files under the data folder. */
  async function traces(): Promise<string[]> {
    const found: string[] = [];
    const tables = (
      await sql<{ name: string }>`
        select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(api.database.db)
    ).rows.map((r) => r.name);
    expect(tables).toEqual(expect.arrayContaining(['public.events', 'public.staff_notice_log']));
    for (const table of tables) {
      const { rows } = await sql<{ text: string }>`select lower(t::text) as text from ${sql.raw(table)} as t`.execute(api.database.db);
      for (const mark of MARKS) if (rows.some((r) => r.text.includes(mark))) found.push(`table ${table}: ${mark}`);
    }
    if ('REDIS_URL' in queueEnv)
      for (const entry of await redisDump(prefix))
        for (const mark of MARKS) if (entry.toLowerCase().includes(mark)) found.push(`redis ${entry.split(' ')[0]}: ${mark}`);
    for (const file of await filesUnder(api.dataDir)) {
      const text = readableMail((await readFile(file)).toString('latin1')).toLowerCase();
      for (const mark of MARKS) if (text.includes(mark)) found.push(`file ${path.relative(api.dataDir, file)}: ${mark}`);
    }
    return found;
  }

  it('finds no value of the erased person in any table, job or file', async () => {
    // Work With Us: the application, its attachment, the notice (the window's one, sent).
    const { submission_id } = await post<{ submission_id: string }>('/api/work-with-us/submit', { name: NAME, email: EMAIL, preferred_roles: 'Other' });
    const attach = await fetch(`${api.url}/api/work-with-us/upload/${submission_id}?file_type=attachment`, {
      method: 'POST',
      body: multipart('file', 'zxerasable-cv.pdf', Buffer.from('%PDF-1.4\n% okapiwatch\n'), 'application/pdf'),
    });
    expect(attach.status).toBe(200);
    await post(`/api/work-with-us/send-admin-notification/${submission_id}`);

    // Chat: a document (its extraction job completes and is kept), the completion email.
    const { session_id: chat } = await post<{ session_id: string }>('/api/guide/sessions');
    const say = (message: string) => post(`/api/guide/submissions/${chat}/message`, { message });
    await say('CONFIRM');
    const upload = await fetch(`${api.url}/api/guide/sessions/${chat}/upload`, {
      method: 'POST',
      body: multipart('file', FILE, Buffer.from('Project: OkapiWatch\nProblem: Zxerasable ward nurses miss early signs of deterioration.\n')),
    });
    expect(upload.status).toBe(200);
    const { operation_id } = (await upload.json()) as { operation_id: string };
    await eventually(async () => ((await (await fetch(`${api.url}/api/progress/${operation_id}`)).json()) as ProgressResponse).status === 'completed', 180_000);
    await say('Nurses on the okapiwatch ward miss early signs of patient deterioration at night.');
    await say('We built a sensor patch that alerts the nurse station. It is a working prototype.');
    await say('We need funding for a pilot.');
    await post(`/api/guide/submissions/${chat}/contact`, { full_name: NAME, email: EMAIL, affiliation: 'Zxerasable Clinic' });
    await say('Yes');
    await post(`/api/session/${chat}/send-completion-email`, { user_email: EMAIL, completion_percentage: 100 });

    // Questionnaire: its notice is held too.
    await submitQuestionnaire(post, {
      ...FUNDING_ROUTE_ANSWERS,
      Q3: 'OkapiWatch',
      Q22: { name: NAME, email: EMAIL, affiliation: 'Zxerasable Clinic', timezone: 'Europe/Berlin', privacy_consent: true, newsletter_consent: false },
    });

    // Copies everywhere: emails in the outbox, notices held, the extraction job kept.
    await eventually(async () => {
      const held = await sql<{ n: number }>`select count(*)::int as n from staff_notice_log where kind = 'held' and subject like ${'%Zxerasable%'}`.execute(
        api.database.db,
      );
      const emails = (await filesUnder(api.config.outboxDir)).length;
      return held.rows[0]!.n >= 1 && emails >= 2;
    }, 90_000);
    const before = await traces();
    for (const copy of ['staff_notice_log', 'file outbox', 'file blobs']) expect(before.some((t) => t.includes(copy))).toBe(true);
    expect(before.some((t) => t.includes('bullmq') || t.startsWith('redis'))).toBe(true);

    const token = await api.adminToken();
    const res = await fetch(`${api.url}/api/admin/personal-data/erase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(res.status).toBe(200);
    // The read models rebuild the erased streams' rows after the erasure's event.
    await eventually(async () => (await traces()).length === 0 || undefined, 60_000).catch(async () => {
      expect(await traces()).toEqual([]);
    });
  }, 480_000);
});
