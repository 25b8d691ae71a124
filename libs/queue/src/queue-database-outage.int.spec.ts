import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@intake/config';
import { createTestDatabase, startTcpForwarder, waitFor, type TcpForwarder, type TestDatabase } from '@intake/event-store/testing';
import type { Queue } from 'bullmq';
import { createQueue } from './queue.factory.js';

// Explicit per hook and test: Jest ignores a testTimeout set inside a `projects` entry.
const TIMEOUT_MS = 120_000;

interface WorkerLine {
  heartbeat?: number;
  errors?: number;
  processed?: number;
}

/**
 * Issue 28: in the embedded default the api and the worker share one process, and BullMQ's
 * PostgreSQL backend froze that process when the database was cut while a worker started (its
 * failed readiness check was kept, every later query rejected without I/O, and the fetch loop
 * spun on microtasks). The worker runs in a child process here, because a frozen event loop
 * cannot report itself: its heartbeats stopping is the failure, seen from outside.
 */
describe('a PostgreSQL-backed worker while its database is cut', () => {
  let database: TestDatabase;
  let forwarder: TcpForwarder;
  let child: ChildProcess | undefined;
  let queue: Queue<{ n: number }> | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url);
    forwarder = await startTcpForwarder({ host: direct.hostname, port: Number(direct.port || 5432) });
  }, TIMEOUT_MS);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await queue?.close();
    await forwarder?.close();
    await database?.drop();
  }, TIMEOUT_MS);

  it(
    'keeps its event loop turning, and takes jobs once the database is back',
    async () => {
      const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));
      if (!existsSync(dist)) {
        throw new Error(`${dist} is missing: this test runs the built library in a child process. Run \`npx nx run-many -t build\` first (npm test does).`);
      }
      const prefix = `t${randomBytes(5).toString('hex')}`;
      const viaForwarder = new URL(database.url);
      viaForwarder.host = `127.0.0.1:${forwarder.port}`;

      // Cut before the worker's first query: its readiness check (connect, migrate) is what fails.
      forwarder.cut();
      const fixture = fileURLToPath(new URL('./testing/fixtures/outage-worker.mjs', import.meta.url));
      child = spawn(process.execPath, [fixture, JSON.stringify({ url: viaForwarder.toString(), prefix })], { stdio: ['ignore', 'pipe', 'inherit'] });
      const lines: WorkerLine[] = [];
      createInterface({ input: child.stdout! }).on('line', (line) => lines.push(JSON.parse(line) as WorkerLine));
      const heartbeats = () => lines.filter((l) => l.heartbeat !== undefined);

      await waitFor('the worker to try the cut database', () => forwarder.refused() >= 1, { timeoutMs: 30_000 });
      const before = heartbeats().length;
      // Two seconds of heartbeats, allowed ten times that on a loaded machine; a frozen loop gives none.
      await waitFor('heartbeats from the worker while its database is cut', () => heartbeats().length >= before + 20, { timeoutMs: 20_000 });
      // The failed fetch is retried through a timer, not in a tight loop: a few tries a second at most.
      const tries = forwarder.refused();
      await waitFor('two more seconds of heartbeats', () => heartbeats().length >= before + 40, { timeoutMs: 20_000 });
      expect(forwarder.refused() - tries).toBeLessThan(20);
      expect(heartbeats().at(-1)!.errors).toBeGreaterThan(0);

      forwarder.restore();
      queue = createQueue<{ n: number }>(loadConfig({ DATABASE_URL: database.url, QUEUE_PREFIX: prefix }), 'outage');
      await queue.add('n', { n: 7 });
      await waitFor('the job taken once the database is back', () => lines.some((l) => l.processed === 7), { timeoutMs: 60_000 });
    },
    TIMEOUT_MS,
  );
});
