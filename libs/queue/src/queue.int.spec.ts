import { randomBytes } from 'node:crypto';
import { loadConfig, withOverrides, type AppConfig } from '@intake/config';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import type { Job, Queue, Worker } from 'bullmq';
import { jobIdFrom } from './job-options.js';
import { waitForQueueBackend } from './queue-readiness.js';
import { createQueue, createWorker } from './queue.factory.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
// Explicit per hook and test: Jest ignores a testTimeout set inside a `projects` entry.
const TIMEOUT_MS = 30_000;

interface Payload {
  n: number;
}

async function waitFor(predicate: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The job once the worker has settled it; polling avoids one more (QueueEvents) connection. */
async function finished(queue: Queue<Payload>, id: string, timeoutMs = 15_000): Promise<Job<Payload>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.getJob(id);
    if (job?.finishedOn) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} did not finish in time`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, TIMEOUT_MS);

afterAll(async () => {
  await database.drop();
}, TIMEOUT_MS);

const backends: Array<[string, () => AppConfig]> = [
  ['redis', () => withOverrides(loadConfig({}), { redisUrl: REDIS_URL, queuePrefix: `t${randomBytes(5).toString('hex')}` })],
  ['postgres', () => withOverrides(loadConfig({}), { databaseUrl: database.url, queuePrefix: `t${randomBytes(5).toString('hex')}` })],
];

describe.each(backends)('queue round trip on %s', (_name, makeConfig) => {
  let config: AppConfig;
  let queue: Queue<Payload>;
  let worker: Worker<Payload, number>;
  const seen: Array<{ id: string | undefined; n: number }> = [];

  beforeAll(async () => {
    config = makeConfig();
    queue = createQueue<Payload>(config, 'roundtrip');
    worker = createWorker<Payload, number>(config, 'roundtrip', async (job: Job<Payload>) => {
      seen.push({ id: job.id, n: job.data.n });
      await job.updateProgress(100);
      return job.data.n * 2;
    });
    await worker.waitUntilReady();
  }, TIMEOUT_MS);

  afterAll(async () => {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }, TIMEOUT_MS);

  it(
    'delivers a job to the worker and stores its result',
    async () => {
      const job = await queue.add('double', { n: 21 });
      const stored = await finished(queue, job.id!);
      expect(seen.find((s) => s.id === job.id)?.n).toBe(21);
      expect(stored.returnvalue).toBe(42);
      expect(stored.progress).toBe(100);
    },
    TIMEOUT_MS,
  );

  it(
    'runs a job once when the same jobId is added twice',
    async () => {
      const jobId = jobIdFrom(randomBytes(8).toString('hex'), 'once');
      const first = await queue.add('double', { n: 1 }, { jobId });
      const second = await queue.add('double', { n: 2 }, { jobId });
      expect(second.id).toBe(first.id);
      await waitFor(() => seen.some((s) => s.id === jobId));
      // Adding it again after completion must still be a no-op while the job is retained.
      await queue.add('double', { n: 3 }, { jobId });
      await new Promise((r) => setTimeout(r, 500));
      expect(seen.filter((s) => s.id === jobId)).toEqual([{ id: jobId, n: 1 }]);
    },
    TIMEOUT_MS,
  );
});

describe('waitForQueueBackend', () => {
  it(
    'resolves once schema bullmq is migrated in the database',
    async () => {
      const fresh = await createTestDatabase();
      try {
        const schema = "select 1 from information_schema.schemata where schema_name = 'bullmq'";
        expect((await fresh.pool.query(schema)).rows).toHaveLength(0);
        await waitForQueueBackend(withOverrides(loadConfig({}), { databaseUrl: fresh.url }));
        expect((await fresh.pool.query(schema)).rows).toHaveLength(1);
      } finally {
        await fresh.drop();
      }
    },
    TIMEOUT_MS,
  );

  it(
    'gives up on an unusable database after the timeout instead of hanging',
    async () => {
      const missing = new URL(database.url);
      missing.pathname = `/${database.name}_missing`;
      const config = withOverrides(loadConfig({}), { databaseUrl: missing.toString() });
      const retries: number[] = [];
      await expect(waitForQueueBackend(config, { timeoutMs: 500, onRetry: (_e, attempt) => retries.push(attempt) })).rejects.toThrow(
        /PostgreSQL backend is not ready: database .* does not exist/,
      );
      expect(retries.length).toBeGreaterThanOrEqual(1);
    },
    TIMEOUT_MS,
  );

  it(
    'does not probe Redis, which reconnects by itself',
    async () => {
      await expect(waitForQueueBackend(withOverrides(loadConfig({}), { redisUrl: REDIS_URL }))).resolves.toBeUndefined();
    },
    TIMEOUT_MS,
  );
});
