import { randomBytes } from 'node:crypto';
import { loadConfig, withOverrides, type AppConfig } from '@intake/config';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { createQueue } from '@intake/queue';
import type { Queue } from 'bullmq';
import { scrubJob } from './queued-personal-data.js';

/**
 * The erasure lists a queue's jobs, then scrubs each one; between the two a worker may finish a
 * job and the queue's retention remove it. Seen once as a 500 from the erasure on PostgreSQL's
 * backend under load. Each case below makes the job move on after it was listed.
 */
const TIMEOUT_MS = 30_000;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, TIMEOUT_MS);
afterAll(async () => {
  await database.drop();
}, TIMEOUT_MS);

const backends: Array<[string, () => AppConfig]> = [
  ['redis', () => withOverrides(loadConfig({}), { redisUrl: 'redis://127.0.0.1:6379', queuePrefix: `t${randomBytes(5).toString('hex')}` })],
  ['postgres', () => withOverrides(loadConfig({}), { databaseUrl: database.url, queuePrefix: `t${randomBytes(5).toString('hex')}` })],
];

describe.each(backends)('scrubbing a job that moved on, on %s', (_name, makeConfig) => {
  let queue: Queue<{ who: string }>;
  beforeAll(async () => {
    queue = createQueue<{ who: string }>(makeConfig(), `scrub-${randomBytes(3).toString('hex')}`);
  }, TIMEOUT_MS);
  afterAll(async () => {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
  }, TIMEOUT_MS);

  it(
    'a waiting job removed since it was listed: nothing to scrub, no error',
    async () => {
      const job = await queue.add('x', { who: 'Qzx Person' });
      await queue.remove(job.id!);
      await expect(scrubJob(queue, job, 'waiting', { who: '' })).resolves.toBeUndefined();
      expect(await queue.getJob(job.id!)).toBeUndefined();
    },
    TIMEOUT_MS,
  );

  it(
    'a job listed as waiting and still there has its data replaced',
    async () => {
      const job = await queue.add('x', { who: 'Qzx Person' });
      await scrubJob(queue, job, 'waiting', { who: '' });
      expect((await queue.getJob(job.id!))?.data).toEqual({ who: '' });
    },
    TIMEOUT_MS,
  );

  it(
    'a job listed as completed and gone since: no error',
    async () => {
      const job = await queue.add('x', { who: 'Qzx Person' });
      await queue.remove(job.id!);
      await expect(scrubJob(queue, job, 'completed', null)).resolves.toBeUndefined();
    },
    TIMEOUT_MS,
  );
});
