import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { CliFailure, runCli, UsageError } from './cli/run-cli.js';
import { driveVisits, FIXTURE_ADMIN } from './release-fixtures/drive-visits.js';
import { dumpEvents, EVENTS_FILE, MANIFEST_FILE, pendingWork, toNdjson, type FixtureManifest } from './release-fixtures/fixture-log.js';

const USAGE = `Usage: npm run release-fixture -- --release-dir <checkout> --out <folder> [--pg <admin url>]

Records a release fixture (docs/release-fixtures.md): starts the release built in <checkout>
(its tools/dist/start.js, api and worker in one process) on a new database and a free loopback
port, plays the visits of drive-visits.ts against it, waits until its worker has read every
document and answered every email, and writes the event log to <folder>/${EVENTS_FILE} with
<folder>/${MANIFEST_FILE}. The database is made with --pg (default
postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check().catch(() => undefined);
    if (v) return v;
    if (Date.now() > deadline) throw new CliFailure(`${what}: not reached in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

runCli(USAGE, async () => {
  const { values } = parseArgs({ options: { 'release-dir': { type: 'string' }, out: { type: 'string' }, pg: { type: 'string' } } });
  const releaseDir = values['release-dir'] && path.resolve(values['release-dir']);
  const out = values.out && path.resolve(values.out);
  if (!releaseDir || !out) throw new UsageError('Name the release checkout and the output folder.');
  const start = path.join(releaseDir, 'tools/dist/start.js');
  if (!existsSync(start)) throw new CliFailure(`${start} is missing: run \`npm install --no-audit --no-fund && npm run build\` in ${releaseDir} first.`);
  const release = (JSON.parse(await readFile(path.join(releaseDir, 'package.json'), 'utf8')) as { version: string }).version;
  const adminUrl = values.pg ?? 'postgres://postgres@127.0.0.1:5432/postgres';

  const name = `intake_fixture_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'intake-fixture-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The release's own Node (its `node` dev dependency), as its npm start runs it.
  const releaseNode = path.join(releaseDir, 'node_modules/.bin/node');
  const product = spawn(existsSync(releaseNode) ? releaseNode : process.execPath, [start], {
    cwd: releaseDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: FIXTURE_ADMIN.username,
      ADMIN_PASSWORD: FIXTURE_ADMIN.password,
      ADMIN_PROJECT: FIXTURE_ADMIN.project_name,
      QUEUE_PREFIX: `f${randomBytes(4).toString('hex')}`,
      // Each visitor is named by X-Forwarded-For from loopback; the visits are far below any budget but run off them.
      TRUST_PROXY: 'loopback',
      RATE_LIMITS: 'false',
      METRICS_PORT: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  product.stdout.on('data', (c: Buffer) => (output += c.toString()));
  product.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => product.once('exit', (code) => resolve(code)));
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    await until('the release answering /api/health', async () => (await fetch(`${baseUrl}/api/health`)).ok, 120_000).catch((err: unknown) => {
      throw new CliFailure(`${(err as Error).message}\n${output}`);
    });
    process.stdout.write(`${release} is running on ${baseUrl}; playing the visits\n`);
    const settled = () =>
      until('the worker done with every document and email', async () => (await pendingWork(pool)).length === 0, 300_000).then(
        () => undefined,
        async (err: unknown) => {
          throw new CliFailure(`${(err as Error).message}: ${(await pendingWork(pool)).join(', ')}`);
        },
      );
    const visits = await driveVisits(baseUrl, FIXTURE_ADMIN, settled);
    await settled();
    // Reactors that act on a submission without a request event (a later release's staff notices)
    // leave pendingWork nothing to see: the log must also stay still for QUIET_MS.
    await until('the log still', () => logStill(pool), 120_000);
    const events = await dumpEvents(pool);
    // The guide's answers must be the offline engine's (deterministic): a .env in the release's
    // folder naming an LLM would make them otherwise.
    const online = events.filter((e) => e.event_type === 'ChatTurnTaken' && (e.data as { engine?: { kind?: string } }).engine?.kind !== 'offline');
    if (online.length > 0)
      throw new CliFailure(`${online.length} guide turns were not answered by the offline engine: unset LLM_BASE_URL in ${releaseDir}/.env.`);
    const manifest: FixtureManifest = {
      release,
      commit: await gitHead(releaseDir),
      recorded_at: new Date().toISOString(),
      visits,
      events: events.length,
      event_types: Object.fromEntries(
        [...new Set(events.map((e) => e.event_type))].sort().map((t) => [t, events.filter((e) => e.event_type === t).length] as const),
      ),
    };
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, EVENTS_FILE), toNdjson(events));
    await writeFile(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    process.stdout.write(`Recorded ${events.length} events of ${Object.keys(manifest.event_types).length} types into ${out}\n`);
  } finally {
    await pool.end();
    product.kill('SIGTERM');
    await exited;
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
});

const QUIET_MS = 5000;

/** Whether no event was written for QUIET_MS (a recording tool's settling, not a test's wait). */
async function logStill(pool: pg.Pool): Promise<boolean> {
  const end = async () => (await pool.query<{ n: string }>('select count(*)::text as n from events')).rows[0]!.n;
  const before = await end();
  await new Promise((r) => setTimeout(r, QUIET_MS));
  return (await end()) === before;
}

/** The commit of a checkout, read from its .git (a worktree's .git is a file naming its folder). */
async function gitHead(dir: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile('git', ['-C', dir, 'rev-parse', 'HEAD'], (err, stdout) =>
      err ? reject(new CliFailure(`git rev-parse in ${dir}: ${err.message}`)) : resolve(stdout.trim()),
    ),
  );
}
