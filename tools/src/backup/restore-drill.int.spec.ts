import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { PROJECTIONS } from '@intake/api';
import { createDb, createPool, logEnd, processorReached } from '@intake/event-store';
import { createEmptyDatabase } from '@intake/event-store/testing';
import { textPdf } from '@intake/worker/testing';
import { createWorkerApp, type WorkerApp } from '@intake/worker';
import { walkQuestionnaire, COLLABORATION_ROUTE_ANSWERS } from '../../../libs/machines/src/questionnaire/testing/submit-questionnaire.js';
import { eventually, startApi, type ApiHarness } from '../../../apps/api/src/testing/api-harness.js';
import { multipart, tinyPng, workWithUsSubmission } from '../../../apps/api/src/testing/fixtures.js';
import { tableSnapshot } from '../../../apps/api/src/testing/table-snapshot.js';
import { unclassifiedTables } from './backup-format.js';

const run = promisify(execFile);
const dist = (name: string) => fileURLToPath(new URL(`../../dist/${name}`, import.meta.url));
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A built CLI run as an operator runs it; its exit code and output. */
async function cli(name: string, args: string[], env: Record<string, string>) {
  const file = dist(name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does)`);
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
      maxBuffer: 16 << 20,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const emptyDatabase = () => createEmptyDatabase('intake_restore');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The admin pages' lists and figures (realtime is "who is here now", not a record). */
const ADMIN_LISTS = [
  '/conversations?limit=100',
  '/stats',
  '/analytics/work-with-us',
  '/analytics/ai-conversations',
  '/analytics/forms?limit=100',
  '/analytics/sessions',
  '/analytics/summary',
  '/analytics/timeseries',
  `/analytics/traffic?from=${day(-30)}&to=${day(1)}`,
  `/analytics/funnels?from=${day(-30)}&to=${day(1)}`,
  '/api/questionnaire/drop-off',
  '/api/admin/responses/reviews?channel=work-with-us',
  '/api/admin/responses/reviews?channel=questionnaire',
  '/api/admin/responses/reviews?channel=chat',
  '/api/admin/audit',
];

describe('restore drill: every channel backed up, restored into a new database and data folder, and the product started on it', () => {
  let source: ApiHarness;
  let worker: WorkerApp;
  let auth: Record<string, string>;
  let work: string;
  let questionnaire: string;
  let chat: string;
  const cleanups: Array<() => Promise<unknown>> = [];
  const folder = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'intake-drill-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };
  const json = async (api: ApiHarness, route: string, init: RequestInit = {}) => {
    const res = await fetch(`${api.url}${route}`, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as any };
  };
  const post = (api: ApiHarness, route: string, body: unknown, headers: Record<string, string> = {}) =>
    json(api, route, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': CHROME, ...headers }, body: JSON.stringify(body) });
  const beacon = (api: ApiHarness, sessionId: string, page: string, visitor: number) =>
    post(
      api,
      '/analytics/track',
      {
        session_id: sessionId,
        new_session: true,
        consent: true,
        event_type: 'pageview',
        page_path: page,
        referrer_path: null,
        engaged_ms: 0,
        value: null,
        meta: {},
      },
      { 'x-forwarded-for': `203.0.113.${visitor % 250}` },
    );

  beforeAll(async () => {
    source = await startApi({ QUEUE_PREFIX: `d${randomBytes(4).toString('hex')}` });
    worker = await createWorkerApp(source.config);
    auth = { authorization: `Bearer ${await source.adminToken()}` };

    // Work With Us with an attachment and its staff notice.
    const submitted = await post(source, '/api/work-with-us/submit', workWithUsSubmission({ name: 'Dana Drill', email: 'dana.drill@example.org' }));
    work = submitted.body.submission_id;
    const attach = await fetch(`${source.url}/api/work-with-us/upload/${work}?file_type=attachment`, {
      method: 'POST',
      body: multipart('file', 'portrait.png', tinyPng),
    });
    expect(attach.status).toBe(200);
    expect((await post(source, `/api/work-with-us/send-admin-notification/${work}`, {})).status).toBe(200);

    // A second applicant, then erased: the restore must keep the erasure (redacted log, no file).
    const erased = (await post(source, '/api/work-with-us/submit', workWithUsSubmission({ name: 'Eve Erased', email: 'eve.erased@example.org' }))).body
      .submission_id;
    await fetch(`${source.url}/api/work-with-us/upload/${erased}?file_type=attachment`, { method: 'POST', body: multipart('file', 'eve.png', tinyPng) });

    // The questionnaire with an upload under Q21.
    questionnaire = (await post(source, '/api/questionnaire/sessions', { metadata: { device_type: 'desktop' } })).body.session_id;
    const form = multipart('file', 'results.pdf', textPdf(['Pilot results: 40% fewer readmissions']), 'application/pdf');
    form.append('question_id', 'Q21');
    expect((await fetch(`${source.url}/api/upload/${questionnaire}`, { method: 'POST', body: form })).status).toBe(200);
    const { recorded, payload } = walkQuestionnaire(questionnaire, COLLABORATION_ROUTE_ANSWERS);
    for (const r of recorded)
      expect((await post(source, `/api/questionnaire/sessions/${questionnaire}/answers`, { question_id: r.questionId, value: r.value })).status).toBe(200);
    expect((await post(source, '/api/submit', payload)).status).toBe(200);

    // A chat with a document the worker reads.
    chat = (await post(source, '/api/guide/sessions', { metadata: { language: 'en-GB' } })).body.session_id;
    for (const message of ['Confirm', 'Our clinic cannot see which patients miss their follow-up appointments.'])
      expect((await post(source, `/api/guide/submissions/${chat}/message`, { message })).status).toBe(200);
    const upload = await fetch(`${source.url}/api/guide/sessions/${chat}/upload`, {
      method: 'POST',
      body: multipart('file', 'notes.txt', Buffer.from('Problem: missed follow-ups\nNeeds: a clinical partner\n')),
    });
    expect(upload.status).toBe(200);

    // Page views from a few visitors.
    for (let i = 0; i < 12; i++) expect((await beacon(source, randomUUID(), ['/', '/work-with-us', '/questionnaire'][i % 3]!, i)).status).toBeLessThan(300);

    // Everything read, extracted and projected before the admin acts and the backup is taken.
    await eventually(async () => {
      const d = await json(source, `/api/admin/responses/chat/${chat}`, { headers: auth });
      return d.status === 200 && d.body.provenance.some((p: { source: { kind: string } }) => p.source.kind === 'document');
    }, 180_000);
    await eventually(async () => (await json(source, `/api/admin/responses/work-with-us/${work}`, { headers: auth })).body?.files?.length === 1, 60_000);

    // An admin's status and note, and the erasure (which answers 503 while its read models trail).
    expect((await post(source, `/api/admin/responses/chat/${chat}/status`, { status: 'contacted' }, auth)).status).toBe(200);
    expect((await post(source, `/api/admin/responses/chat/${chat}/notes`, { text: 'Sent the pilot checklist.' }, auth)).status).toBe(201);
    await eventually(async () => (await post(source, '/api/admin/personal-data/erase', { submission_id: erased }, auth)).status === 200, 120_000);
    await eventually(async () => {
      for (const p of PROJECTIONS) if (!(await processorReached(source.database.db, p.name, await logEnd(source.database.db, p.handles)))) return false;
      return true;
    }, 120_000);
  }, 400_000);

  afterAll(async () => {
    await worker?.close();
    await source?.close();
    for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
  });

  it('classifies every table: kept in the archive, rebuilt by replay, or short-lived', async () => {
    const { rows } = await source.database.pool.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
    expect(
      unclassifiedTables(
        rows.map((r) => r.tablename),
        PROJECTIONS.flatMap((p) => p.tables),
      ),
    ).toEqual([]);
  });

  it('restores into a new database and data folder: the same admin lists, response pages, files, analytics and read models', async () => {
    const backups = await folder();
    const archive = path.join(backups, 'drill.tar.gz');
    // Every admin read below is itself audited, on both sides, after the backup: the audit trail
    // is compared up to the moment the backup began.
    const backupStarted = Date.now();
    const auditedBefore = (at: unknown) => new Date(at as string | Date).getTime() < backupStarted;
    const untilBackup = (route: string, body: any) =>
      route === '/api/admin/audit' ? (body.entries as Array<{ at: string }>).filter((e) => auditedBefore(e.at)) : body;
    const backup = await cli('backup.cli.js', [archive], { DATABASE_URL: source.database.url, DATA_DIR: source.dataDir });
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.stdout).toMatch(/^Backed up \d+ events and 3 files/);
    expect(backup.stderr).toMatch(/events: \d+ rows/);

    // The live side, once the backup is taken (nothing is written meanwhile).
    const live: Record<string, unknown> = {};
    for (const route of ADMIN_LISTS) {
      const res = await json(source, route, { headers: auth });
      expect([route, res.status]).toEqual([route, 200]);
      live[route] = untilBackup(route, res.body);
    }
    // The read models before a response page is opened: opening one records who opened it
    // (ResponseOpened), an event the archive, made earlier, does not hold.
    const liveTables = Object.fromEntries(
      await Promise.all(PROJECTIONS.flatMap((p) => p.tables).map(async (t) => [t, await tableSnapshot(source.database.db, t)])),
    );
    const details = [`work-with-us/${work}`, `questionnaire/${questionnaire}`, `chat/${chat}`];
    for (const d of details) live[d] = (await json(source, `/api/admin/responses/${d}`, { headers: auth })).body;
    const tableUntilBackup = (table: string, rows: unknown) =>
      table === 'admin_audit_entries' ? (rows as Array<{ at: Date }>).filter((r) => auditedBefore(r.at)) : rows;

    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const dataDir = await folder();
    const restore = await cli('restore.cli.js', [archive], { DATABASE_URL: target.url, DATA_DIR: dataDir });
    // The whole result, so that a failure shows the restore's own words.
    expect(restore).toMatchObject({ code: 0 });
    expect(restore.stdout).toMatch(new RegExp(`^Restored .* \\d+ events, 3 files .* ${PROJECTIONS.length} read models rebuilt by replay`));
    expect(restore.stderr).toContain('replayed visitor-rollups');

    // A replay after the restore gives the live read models.
    const restoredDb = createDb(createPool(target.url, 2));
    try {
      for (const [table, rows] of Object.entries(liveTables))
        expect([table, tableUntilBackup(table, await tableSnapshot(restoredDb, table))]).toEqual([table, tableUntilBackup(table, rows)]);
      // The reactors continue where they were: their checkpoints sit at the same events, so nothing is sent or read again.
      const reactors = async (pool: { query: pg.Pool['query'] }) =>
        (
          await pool.query<{ name: string; event_id: string | null }>(
            `select c.name, (select e.event_id::text from events e where (e.transaction_id, e.global_position) <= (c.transaction_id, c.global_position)
                             order by e.transaction_id desc, e.global_position desc limit 1) as event_id
             from processor_checkpoints c where not (c.name = any($1)) order by c.name`,
            [PROJECTIONS.map((p) => p.name)],
          )
        ).rows;
      const sourceReactors = await reactors(source.database.pool);
      expect(sourceReactors.length).toBeGreaterThan(0);
      const restoredPool = new pg.Pool({ connectionString: target.url, max: 1 });
      expect(await reactors(restoredPool)).toEqual(sourceReactors);
      await restoredPool.end();
    } finally {
      await restoredDb.destroy();
    }

    // The product on the restored data; the same signing key, so the same admin session works.
    const restored = await startApi({
      DATABASE_URL: target.url,
      DATA_DIR: dataDir,
      JWT_SECRET: source.config.jwtSecret!,
      QUEUE_PREFIX: `d${randomBytes(4).toString('hex')}`,
    });
    cleanups.push(() => restored.close());
    for (const route of ADMIN_LISTS) {
      const res = await json(restored, route, { headers: auth });
      expect([route, res.status, untilBackup(route, res.body)]).toEqual([route, 200, live[route]]);
    }
    for (const d of details) {
      const page = await json(restored, `/api/admin/responses/${d}`, { headers: auth });
      expect([d, page.body]).toEqual([d, live[d]]);
      for (const file of page.body.files as Array<{ file_id: string }>) {
        const link = async (api: ApiHarness) =>
          (await json(api, `/api/admin/responses/${d}/files/${file.file_id}`, { headers: auth })).body.download_url as string;
        const bytes = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
        const got = await bytes(await link(restored));
        expect(got.length).toBeGreaterThan(0);
        expect(got).toEqual(await bytes(await link(source)));
      }
    }
    expect((live[`questionnaire/${questionnaire}`] as { files: unknown[] }).files.length).toBeGreaterThan(0);
    // Three files: the erased applicant's was deleted by the erasure and is not brought back.
    const restoredFiles = (await readdir(path.join(dataDir, 'blobs'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(restoredFiles).toHaveLength(3);
  }, 400_000);

  it('refuses a wrong file, a non-empty target, a missing database and a database in use, with a clear line', async () => {
    const dir = await folder();
    const archive = path.join(dir, 'a.tar.gz');
    expect((await cli('backup.cli.js', [archive], { DATABASE_URL: source.database.url, DATA_DIR: source.dataDir })).code).toBe(0);
    const again = await cli('backup.cli.js', [archive], { DATABASE_URL: source.database.url, DATA_DIR: source.dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    const notGzip = path.join(dir, 'notes.txt');
    await writeFile(notGzip, 'not a backup');
    const wrong = await cli('restore.cli.js', [notGzip], { DATABASE_URL: source.database.url, DATA_DIR: dir });
    expect(wrong).toMatchObject({ code: 1, stderr: expect.stringContaining('is not an Innovation Intake backup') });

    const cut = path.join(dir, 'cut.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const damaged = await cli('restore.cli.js', [cut], { DATABASE_URL: target.url, DATA_DIR: await folder() });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/not a complete Innovation Intake backup|damaged|cut short/);
    // Nothing of the damaged archive stayed: the same target then takes the whole one.
    const whole = await cli('restore.cli.js', [archive], { DATABASE_URL: target.url, DATA_DIR: await folder() });
    expect(whole).toMatchObject({ code: 0 });

    const busy = await cli('restore.cli.js', [archive], { DATABASE_URL: source.database.url, DATA_DIR: dir });
    expect(busy).toMatchObject({ code: 1, stderr: expect.stringContaining('Stop the product') });

    const full = await cli('restore.cli.js', [archive], { DATABASE_URL: target.url, DATA_DIR: await folder() });
    expect(full).toMatchObject({ code: 1, stderr: expect.stringContaining('The target is not empty') });

    const missing = new URL(target.url);
    missing.pathname = '/intake_no_such_database';
    const none = await cli('restore.cli.js', [archive], { DATABASE_URL: missing.toString(), DATA_DIR: dir });
    expect(none).toMatchObject({ code: 1, stderr: expect.stringContaining('does not exist') });
  }, 400_000);

  it('restores a backup taken while visitors write, losing nothing acknowledged before it began', async () => {
    const acknowledged: Array<{ id: string; at: number }> = [];
    let writing = true;
    let n = 0;
    const visitors = Array.from({ length: 3 }, async (_, v) => {
      while (writing) {
        const id = randomUUID();
        const res = await beacon(source, id, '/', 100 + v + 3 * (n++ % 40));
        if (res.status < 300) acknowledged.push({ id, at: performance.now() });
        // A visitor's pace, not a flood: the log the later restore replays stays small.
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    await eventually(async () => acknowledged.length >= 20, 60_000);
    const archive = path.join(await folder(), 'busy.tar.gz');
    const began = performance.now();
    const backup = await cli('backup.cli.js', [archive], { DATABASE_URL: source.database.url, DATA_DIR: source.dataDir });
    const afterBackup = acknowledged.length;
    await eventually(async () => acknowledged.length >= afterBackup + 5, 60_000);
    writing = false;
    await Promise.all(visitors);
    expect(backup).toMatchObject({ code: 0 });

    const target = await emptyDatabase();
    cleanups.push(target.drop);
    const restore = await cli('restore.cli.js', [archive], { DATABASE_URL: target.url, DATA_DIR: await folder() });
    expect(restore).toMatchObject({ code: 0 });
    const before = acknowledged.filter((a) => a.at < began).map((a) => a.id);
    expect(before.length).toBeGreaterThanOrEqual(20);
    const c = new pg.Client({ connectionString: target.url });
    await c.connect();
    const { rows } = await c.query<{ id: string }>(
      "select data->>'session_id' as id from events where event_type = 'VisitorPageViewed' and data->>'session_id' = any($1)",
      [before],
    );
    await c.end();
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(before));
  }, 400_000);
});
