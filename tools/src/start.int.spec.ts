import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { freePort } from './bench/launched-product.js';

const LAUNCHER = fileURLToPath(new URL('../dist/start.js', import.meta.url));
const TIMEOUT_MS = 120_000;

/** `npm start` as an operator runs it, once it answers /api/health. */
async function launch(env: Record<string, string>) {
  if (!existsSync(LAUNCHER)) throw new Error(`${LAUNCHER} is missing: run \`npm run build\` first (npm test does)`);
  const port = await freePort();
  const child = spawn(process.execPath, [LAUNCHER], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!(await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the product did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    health: () => fetch(`http://127.0.0.1:${port}/api/health`),
    async stop(signal: NodeJS.Signals) {
      child.kill(signal);
      return { code: await exited, output };
    },
  };
}

const startAndStop = async (env: Record<string, string>, signal: NodeJS.Signals) => (await launch(env)).stop(signal);

describe('npm start stops cleanly on a signal (the launcher owns its shutdown)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'intake-start-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }));

  it(
    'with DATABASE_URL: SIGTERM drains the api and the worker, then exits 0',
    async () => {
      const database: TestDatabase = await createTestDatabase();
      try {
        const { code, output } = await startAndStop({ DATABASE_URL: database.url, DATA_DIR: dataDir }, 'SIGTERM');
        expect(code).toBe(0);
        expect(output).toContain('shutting down');
        expect(output).toContain('worker stopped');
      } finally {
        await database.drop();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'with the embedded PostgreSQL: Ctrl+C stops it only after the api and worker closed, then exits 0',
    async () => {
      const { code, output } = await startAndStop({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) }, 'SIGINT');
      expect(code).toBe(0);
      expect(output).toContain('worker stopped');
      // Before, the database went down under the api's connections, and the process crashed.
      expect(output).not.toContain('terminating connection due to administrator command');
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    },
    TIMEOUT_MS,
  );

  it(
    'after the product was killed, the next start stops the embedded PostgreSQL it left running, and starts',
    async () => {
      const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
      // SIGKILL: the product's shutdown never runs, and its database outlives it.
      await (await launch(env)).stop('SIGKILL');
      const lock = path.join(dataDir, 'pg', 'postmaster.pid');
      expect(existsSync(lock)).toBe(true);

      const { code, output } = await startAndStop(env, 'SIGTERM');
      expect(output).toContain('An embedded PostgreSQL from an earlier run is still running');
      expect(code).toBe(0);
      expect(existsSync(lock)).toBe(false);
    },
    TIMEOUT_MS,
  );

  it(
    'says why when the embedded PostgreSQL cannot start (its port is taken)',
    async () => {
      // The machine's own PostgreSQL listens on 5432.
      const failure = await launch({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: '5432' }).then(
        () => new Error('started'),
        (err: Error) => err,
      );
      expect(failure.message).toContain('The embedded PostgreSQL did not start on port 5432');
      expect(failure.message).toMatch(/Its last words:[\s\S]*(could not bind|Address already in use)/);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses a second start on the data folder of a running product, and leaves that one running',
    async () => {
      const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
      const first = await launch(env);
      try {
        const failure = await launch({ ...env, EMBEDDED_PG_PORT: String(await freePort()) }).then(
          () => new Error('started'),
          (err: Error) => err,
        );
        expect(failure.message).toContain('Another Innovation Intake');
        expect(failure.message).toContain('is running on this data folder');
        expect((await first.health()).ok).toBe(true);
      } finally {
        expect((await first.stop('SIGTERM')).code).toBe(0);
      }
    },
    TIMEOUT_MS,
  );

  it(
    'says so when its port is taken, and leaves no database running',
    async () => {
      const blocker = createServer().listen(0, '127.0.0.1');
      await new Promise((r) => blocker.once('listening', r));
      try {
        const port = String((blocker.address() as AddressInfo).port);
        const failure = await launch({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), PORT: port }).then(
          () => new Error('started'),
          (err: Error) => err,
        );
        expect(failure.message).toContain(`Port ${port} on 127.0.0.1 is already in use: stop what uses it, or set PORT.`);
        // Closed in order, not ended by an uncaught error (Node prints its version after one).
        expect(failure.message).not.toMatch(/^Node\.js v/m);
        expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      } finally {
        blocker.close();
      }
    },
    TIMEOUT_MS,
  );
});
