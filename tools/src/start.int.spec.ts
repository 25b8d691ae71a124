import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { fileURLToPath } from 'node:url';
import { freePort, launchProduct } from './bench/launched-product.js';
import { gitStatus, processesNaming, startWithNpm } from './testing/npm-start.js';

const TIMEOUT_MS = 120_000;

/** `npm start` as an operator runs it (logging at info, to see its shutdown), once it answers /api/health. */
const launch = (env: Record<string, string>) => launchProduct({ LOG_LEVEL: 'info', ...env });

const startAndStop = async (env: Record<string, string>, signal: NodeJS.Signals) => (await launch(env)).signal(signal);

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
    'without a terminal: stdout is JSON lines only (the banner and the shutdown story go to stderr)',
    async () => {
      const database: TestDatabase = await createTestDatabase();
      const port = await freePort();
      const child = spawn(process.execPath, [fileURLToPath(new URL('../dist/start.js', import.meta.url))], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: database.url,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          METRICS_PORT: 'off',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => void (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        const deadline = Date.now() + 90_000;
        while (!stderr.includes('Press Ctrl+C to stop.')) {
          if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the product did not start:\n${stdout}\n${stderr}`);
          await new Promise((r) => setTimeout(r, 250));
        }
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(stderr).toContain(`is running on http://localhost:${port}`);
        expect(stderr).toContain('Innovation Intake has stopped.');
        const lines = stdout.split('\n').filter(Boolean);
        const notJson = lines.filter((l) => {
          try {
            return typeof JSON.parse(l) !== 'object';
          } catch {
            return true;
          }
        });
        expect(notJson).toEqual([]);
        const messages = lines.map((l) => (JSON.parse(l) as { msg?: string }).msg);
        expect(messages).toEqual(expect.arrayContaining(['shutting down', 'worker stopped']));
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
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
      await (await launch(env)).signal('SIGKILL');
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
        expect((await fetch(`${first.url}/api/health`)).ok).toBe(true);
      } finally {
        expect((await first.signal('SIGTERM')).code).toBe(0);
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

  describe('as an operator runs it: `npm start`', () => {
    const NPM_TIMEOUT_MS = 240_000;
    const humanLines = (signal: string) => [
      `Stopping (${signal}): letting the api and the worker finish what they are doing ...`,
      'The api and the worker have finished their work.',
      'The embedded PostgreSQL has stopped.',
      'Innovation Intake has stopped.',
    ];

    it(
      'in a terminal (a pseudo-TTY): no question asked, and Ctrl+C stops everything, the database last, exit 0, nothing left running',
      async () => {
        const before = await gitStatus();
        const run = await startWithNpm({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), PORT: String(await freePort()) }, { terminal: true });
        const { postgresPid } = run;
        const { code, output } = await run.ctrlC();
        expect(output).not.toContain('Share usage data');
        expect(code).toBe(0);
        for (const line of humanLines('SIGINT')) expect(output).toContain(line);
        // In its own session the database did not see the terminal's SIGINT: it stopped after the api and the worker.
        expect(output.indexOf('The embedded PostgreSQL has stopped.')).toBeGreaterThan(output.indexOf('The api and the worker have finished their work.'));
        expect(output).not.toContain('terminating connection due to administrator command');
        expect(await processesNaming(dataDir)).toEqual([]);
        expect(existsSync(`/proc/${postgresPid}`)).toBe(false);
        expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
        expect(await gitStatus()).toBe(before);
      },
      NPM_TIMEOUT_MS,
    );

    it(
      "without a terminal: SIGTERM to npm's pid (what a process manager sends) stops everything, exit 0, nothing left running",
      async () => {
        const before = await gitStatus();
        const run = await startWithNpm({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), PORT: String(await freePort()) }, { terminal: false });
        const { postgresPid } = run;
        const { code, output } = await run.signalNpm('SIGTERM');
        expect(code).toBe(0);
        // The start before this one built what had changed. This one left dist/ alone: the suites
        // running the product from dist/ beside this file lost no file to Nx's cache restore.
        expect(output).toContain('build: nothing changed since the last build; dist/ left as it is.');
        for (const line of humanLines('SIGTERM')) expect(output).toContain(line);
        expect(await processesNaming(dataDir)).toEqual([]);
        expect(existsSync(`/proc/${postgresPid}`)).toBe(false);
        expect(await gitStatus()).toBe(before);
      },
      NPM_TIMEOUT_MS,
    );

    it(
      'when npm itself is killed, the product notices it was orphaned and stops cleanly on its own',
      async () => {
        const run = await startWithNpm({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), PORT: String(await freePort()) }, { terminal: false });
        await run.signalNpm('SIGKILL');
        await run.gone();
        expect(run.output()).toContain('Stopping (parent exited)');
        expect(run.output()).toContain('Innovation Intake has stopped.');
        expect(await processesNaming(dataDir)).toEqual([]);
      },
      NPM_TIMEOUT_MS,
    );
  });
});

describe("npm start's own JWT secret (kept in DATA_DIR) seals webhook secrets when WEBHOOK_SECRET_KEY is unset", () => {
  it(
    'an admin registers a webhook endpoint on the embedded default and is shown its secret once',
    async () => {
      const admin = { username: 'start-admin', password: 'start admin password 29', project_name: 'innovation-intake' };
      const product = await launch({ ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, WEBHOOK_ALLOW_LOOPBACK: 'true' });
      try {
        const login = await fetch(`${product.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
        const { access_token } = (await login.json()) as { access_token: string };
        const registered = await fetch(`${product.url}/api/admin/integrations/webhooks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
          // Registration only: nothing is delivered, and no event it wants happens here.
          body: JSON.stringify({ url: `http://127.0.0.1:${await freePort()}/hook`, events: ['person.erased'] }),
        });
        expect([registered.status, ((await registered.json()) as { secret?: string }).secret]).toEqual([201, expect.stringMatching(/^whsec_/)]);
      } finally {
        await product.stop();
      }
    },
    TIMEOUT_MS,
  );
});
