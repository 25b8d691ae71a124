import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, waitFor, type TestDatabase } from '@intake/event-store/testing';
import { freePort } from '../bench/launched-product.js';
import { startPrivateRedis, type PrivateRedis } from '@intake/event-store/testing';
import { startReplica, type ReplicaProcess } from '../testing/replica-process.js';

/** Under the launcher's forced stop (10 s), with room for a loaded two-core machine. */
const PROMPT_STOP_MS = 6_000;

/**
 * Issue 17: with Redis gone, stopping the api or the worker waited on BullMQ and ioredis for a
 * server that never answered, until the launcher's forced stop. Both built processes, on a
 * redis-server of the test's own that the test kills, must exit cleanly and promptly on SIGTERM.
 */
describe('stopping the product while its Redis is unreachable', () => {
  let database: TestDatabase | undefined;
  let redis: PrivateRedis | undefined;
  let dataDir: string | undefined;
  const replicas: ReplicaProcess[] = [];

  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.kill('SIGKILL')));
    await redis?.kill();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** Both built processes on the test's redis-server; resolves once both serve. */
  async function startProduct() {
    database = await createTestDatabase();
    redis = await startPrivateRedis(await freePort());
    dataDir = await mkdtemp(path.join(tmpdir(), 'intake-redis-lost-'));
    const port = await freePort();
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `stop${randomBytes(4).toString('hex')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'redis-lost-admin-password',
      DATA_DIR: dataDir,
      METRICS_PORT: 'off',
      LOG_LEVEL: 'info',
    };
    const api = startReplica('stop-api', 'apps/api/dist/main.js', { ...env, HOST: '127.0.0.1', PORT: String(port) });
    const worker = startReplica('stop-worker', 'apps/worker/dist/main.js', env);
    replicas.push(api, worker);
    const health = async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
      return res ? ((await res.json()) as { queue?: string }) : undefined;
    };
    await waitFor('the api to serve with its queue up', async () => (await health())?.queue === 'ok', { timeoutMs: 120_000, intervalMs: 250 });
    await waitFor(
      'the worker to start',
      () => {
        if (!worker.running()) throw new Error(`the worker exited:\n${worker.output()}`);
        return worker.output().includes('worker started');
      },
      { timeoutMs: 120_000, intervalMs: 250 },
    );
    return { api, worker, health };
  }

  /** SIGTERM, then how it ended and how long it took. */
  async function stop(replica: ReplicaProcess) {
    const started = performance.now();
    const code = await Promise.race([replica.kill('SIGTERM'), new Promise<'hung'>((r) => setTimeout(() => r('hung'), 30_000).unref())]);
    return { name: replica.name, ended: code === 'hung' ? code : (replica.exitSignal() ?? `code ${code}`), ms: Math.round(performance.now() - started) };
  }

  // Each logs its shutdown, drains, and exits with 0.
  const CLEAN = { 'stop-api': 'code 0', 'stop-worker': 'code 0' };

  it('api and worker stop cleanly within seconds of SIGTERM', async () => {
    const { api, worker, health } = await startProduct();
    await redis!.kill();
    await waitFor('the api to see the queue gone', async () => (await health())?.queue === 'unavailable', { timeoutMs: 30_000, intervalMs: 250 });

    const stopped = await Promise.all([stop(api), stop(worker)]);
    console.info(`SIGTERM with Redis gone: ${stopped.map((s) => `${s.name} ended (${s.ended}) after ${s.ms} ms`).join(', ')}`);
    for (const s of stopped) {
      expect({ name: s.name, ended: s.ended }).toEqual({ name: s.name, ended: CLEAN[s.name as keyof typeof CLEAN] });
      expect(s.ms).toBeLessThan(PROMPT_STOP_MS);
    }
    for (const [replica, stopped] of [
      [api, 'api stopped'],
      [worker, 'worker stopped'],
    ] as const) {
      expect(replica.output()).toContain('"msg":"shutting down"');
      expect(replica.output()).toContain(`"msg":"${stopped}"`);
    }
  }, 300_000);
});
