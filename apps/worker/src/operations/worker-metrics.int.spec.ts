import { randomBytes } from 'node:crypto';
import { loadConfig, withOverrides, type AppConfig } from '@intake/config';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { createQueue, createWorker } from '@intake/queue';
import type { DiscoveryService } from '@nestjs/core';
import type { Job, Queue, Worker } from 'bullmq';
import { WorkerMetrics } from './worker-metrics.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const TIMEOUT_MS = 60_000;
/**
 * On Redis one stalled check per `stalledInterval` runs for the whole queue (a key with that TTL,
 * set by whichever worker checks first), so every worker here checks often, with a short lock.
 */
const QUICK_STALL_CHECKS = { lockDuration: 1_000, stalledInterval: 500 };

/** The figure of one series in Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not seen in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
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
  ['postgres', () => withOverrides(loadConfig({}), { redisUrl: undefined, databaseUrl: database.url, queuePrefix: `t${randomBytes(5).toString('hex')}` })],
];

// Real BullMQ queues and workers on each backend; only Nest's provider discovery is left out
// (the metrics are handed the workers directly, as onApplicationBootstrap does with the @Processors').
describe.each(backends)('worker queue metrics on %s', (_backend, makeConfig) => {
  const workers: Worker[] = [];
  let queue: Queue;
  let metrics: WorkerMetrics;
  let name: string;
  let config: AppConfig;

  beforeAll(() => {
    config = makeConfig();
    name = `metrics-${randomBytes(4).toString('hex')}`;
    queue = createQueue(config, name);
    metrics = new WorkerMetrics({ getProviders: () => [] } as unknown as DiscoveryService, database.pool);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close(true)));
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }, TIMEOUT_MS);

  function watched(worker: Worker): Worker {
    workers.push(worker);
    metrics.watch(worker);
    return worker;
  }

  it(
    'starts every queue’s series at zero, then times the wait from queueing to start and counts a retry',
    async () => {
      const zero = await metrics.registry.metrics();
      for (const q of ['emails', 'documents']) {
        expect(sample(zero, `intake_job_retries_total{queue="${q}"}`)).toBe(0);
        expect(sample(zero, `intake_jobs_stalled_total{queue="${q}"}`)).toBe(0);
        expect(sample(zero, `intake_job_wait_seconds_count{queue="${q}"}`)).toBe(0);
      }
      for (const outcome of ['extracted', 'failed', 'erased', 'already-recorded']) {
        expect(sample(zero, `intake_document_extractions_total{outcome="${outcome}"}`)).toBe(0);
      }
      for (const outcome of ['delivered', 'failed', 'not-sent']) expect(sample(zero, `intake_emails_total{outcome="${outcome}"}`)).toBe(0);
      expect(zero).toMatch(/intake_build_info\{version="\d+\.\d+\.\d+[^"]*"\} 1/);
      expect(zero).toMatch(/intake_worker_db_pool_max_connections \d+/);
      expect(zero).toMatch(/intake_worker_db_pool_waiting_clients 0/);

      // Queued before any worker runs: the first job waits at least this long.
      const first = await queue.add('ok', { fail: false });
      await new Promise((r) => setTimeout(r, 300));
      const flaky = await queue.add('flaky', { fail: true }, { attempts: 2, backoff: { type: 'fixed', delay: 10 } });
      watched(
        createWorker(
          config,
          name,
          async (job: Job<{ fail: boolean }>) => {
            if (job.data.fail && job.attemptsMade === 0) throw new Error('first attempt fails');
            return 'done';
          },
          QUICK_STALL_CHECKS,
        ),
      );
      await until(
        'both jobs completed',
        async () => (await queue.getJobState(first.id!)) === 'completed' && (await queue.getJobState(flaky.id!)) === 'completed',
      );
      const text = await metrics.registry.metrics();
      // The retry is counted, not timed again as waiting: two first starts, one retry.
      expect(sample(text, `intake_job_wait_seconds_count{queue="${name}"}`)).toBe(2);
      expect(sample(text, `intake_job_wait_seconds_sum{queue="${name}"}`)).toBeGreaterThanOrEqual(0.3);
      expect(sample(text, `intake_job_retries_total{queue="${name}"}`)).toBe(1);
    },
    TIMEOUT_MS,
  );

  it(
    'counts a job stalled by a worker that stopped renewing its lock',
    async () => {
      // Only the holder below may take the job.
      await Promise.all(workers.splice(0).map((w) => w.close()));
      let taken = false;
      // This worker takes the job and never finishes it; closing it by force stops its lock renewal.
      const holder = watched(
        createWorker(
          config,
          name,
          () => {
            taken = true;
            return new Promise(() => undefined);
          },
          QUICK_STALL_CHECKS,
        ),
      );
      await queue.add('held', { fail: false });
      await until('the job taken', async () => taken);
      await holder.close(true);
      // Another worker's stalled check finds the expired lock and puts the job back.
      watched(createWorker(config, name, async () => 'done', QUICK_STALL_CHECKS));
      await until('the stall counted', async () => (sample(await metrics.registry.metrics(), `intake_jobs_stalled_total{queue="${name}"}`) ?? 0) >= 1);
    },
    TIMEOUT_MS,
  );
});
