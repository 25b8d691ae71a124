import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chatStreamId, DocumentEvents, documentStreamId, type ProgressResponse } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { Kysely } from 'kysely';
import { appendAsRecorded, startPrivateRedis } from '@intake/event-store/testing';
import { createWorkerApp } from '@intake/worker';
import { textPng } from '@intake/worker/testing';
import type { Queue } from 'bullmq';
import { DOCUMENTS_QUEUE } from '../platform/tokens.js';
import { eventually, startApi, type ApiHarness } from '../testing/api-harness.js';
import { multipart } from '../testing/fixtures.js';
import { exited, freePort, spawnWorker } from '../testing/worker-process.js';
import { REASON_SET_ASIDE } from './document-sweep.decider.js';

/** A chat stream for the upload to land on: an event of no context's (the store's catalogue would refuse it), written as recorded. */
async function openChat(db: Kysely<any>): Promise<string> {
  const id = randomUUID();
  await appendAsRecorded(db, chatStreamId(id), [{ type: 'TestSessionOpened', schemaVersion: 1, data: { session_id: id } }]);
  return id;
}

async function progress(api: ApiHarness, operationId: string): Promise<ProgressResponse> {
  return (await (await fetch(`${api.url}/api/progress/${operationId}`)).json()) as ProgressResponse;
}

const scan = () =>
  textPng([
    'Problem: clinicians miss deterioration',
    'Solution: continuous wearable monitoring',
    'Needs: a hospital partner for a pilot',
    'Stage: prototype tested with volunteers',
  ]);

describe('documents reliability', () => {
  it('a worker killed with SIGKILL mid-extraction: the job is retried and the document completes exactly once', async () => {
    const api = await startApi({ RUN_PROCESSORS: 'true' });
    const store = new EventStore(api.database.db);
    let first: ChildProcess | undefined;
    let second: ChildProcess | undefined;
    try {
      first = spawnWorker(api);
      const session = await openChat(api.database.db);
      const res = await fetch(`${api.url}/api/upload/${session}`, { method: 'POST', body: multipart('file', 'scan.png', scan()) });
      const { operation_id } = (await res.json()) as { operation_id: string };

      // Killed once it has started reading (its first progress event), before it can finish.
      await eventually(
        async () => (await store.readStream(documentStreamId(operation_id))).some((e) => e.type === DocumentEvents.ExtractionProgressed),
        30_000,
      );
      first.kill('SIGKILL');
      await exited(first);
      const afterKill = await store.readStream(documentStreamId(operation_id));
      expect(afterKill.some((e) => e.type === DocumentEvents.Extracted)).toBe(false);

      second = spawnWorker(api);
      // A liveness bound: the stall check, a new worker's start and OCR all wait their turn on a
      // loaded two-core machine (over 90 s once in a full run).
      const done = await eventually(async () => {
        const p = await progress(api, operation_id);
        return p.status === 'completed' || p.status === 'failed' ? p : null;
      }, 240_000);
      expect(done.status).toBe('completed');
      expect(done.extracted_data?.problem).toMatch(/deterioration/i);
      await new Promise((r) => setTimeout(r, 1000));
      const events = await store.readStream(documentStreamId(operation_id));
      expect(events.filter((e) => e.type === DocumentEvents.Extracted)).toHaveLength(1);
      expect(events.filter((e) => e.type === DocumentEvents.ExtractionFailed)).toHaveLength(0);
    } finally {
      first?.kill('SIGKILL');
      second?.kill('SIGTERM');
      if (second) await exited(second);
      await api.close();
    }
  }, 330_000);

  it('a job whose worker dies with it twice is set aside at the stall, with a reason, long before the sweeper', async () => {
    const api = await startApi({ RUN_PROCESSORS: 'true' });
    const store = new EventStore(api.database.db);
    const queue = api.app.get<Queue>(DOCUMENTS_QUEUE);
    const workers: ChildProcess[] = [];
    try {
      const session = await openChat(api.database.db);
      const res = await fetch(`${api.url}/api/upload/${session}`, { method: 'POST', body: multipart('file', 'scan.png', scan()) });
      const { operation_id } = (await res.json()) as { operation_id: string };
      const jobId = (await store.readStream(documentStreamId(operation_id)))[0]!.eventId;
      // Each worker is killed once it holds the job (its readers are still starting: a window of seconds).
      // The stall check may set the job aside after the first death, before a second start: then
      // there is nothing left to kill.
      for (let death = 1; death <= 2; death++) {
        const worker = spawnWorker(api);
        workers.push(worker);
        const state = await eventually(async () => {
          const job = await queue.getJob(jobId);
          const now = job === undefined ? undefined : await job.getState();
          if (now === 'failed') return 'failed';
          return job !== undefined && job.attemptsStarted >= death && now === 'active' ? 'active' : undefined;
        }, 90_000);
        worker.kill('SIGKILL');
        await exited(worker);
        if (state === 'failed') break;
      }
      const secondDeath = Date.now();
      workers.push(spawnWorker(api));
      const failed = await eventually(
        async () => (await store.readStream(documentStreamId(operation_id))).find((e) => e.type === DocumentEvents.ExtractionFailed),
        90_000,
      );
      expect((failed.data as { reason: string }).reason).toBe(REASON_SET_ASIDE);
      // Written by the worker at the stall (lock 20 s + stall check 10 s), not by the sweeper (150 s).
      expect(Date.now() - secondDeath).toBeLessThan(100_000);
      // The progress answer reads the projection, which follows the log a moment later.
      await eventually(async () => (await progress(api, operation_id)).status === 'failed', 30_000);
      const events = await store.readStream(documentStreamId(operation_id));
      expect(events.filter((e) => e.type === DocumentEvents.Extracted)).toHaveLength(0);
      expect(events.filter((e) => e.type === DocumentEvents.ExtractionFailed)).toHaveLength(1);
    } finally {
      for (const w of workers) w.kill('SIGKILL');
      await Promise.all(workers.map(exited));
      await api.close();
    }
  }, 300_000);

  it('with Redis stopped, uploads are still accepted and their jobs run once Redis is back', async () => {
    const port = await freePort();
    const redis = await startPrivateRedis(port);
    const api = await startApi({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const worker = await createWorkerApp(api.config);
    const store = new EventStore(api.database.db);
    try {
      const session = await openChat(api.database.db);
      await redis.kill();

      const res = await fetch(`${api.url}/api/upload/${session}`, {
        method: 'POST',
        body: multipart('file', 'notes.txt', Buffer.from('Problem: referrals get lost between clinics\n')),
      });
      expect(res.status).toBe(200);
      const { operation_id } = (await res.json()) as { operation_id: string };
      await new Promise((r) => setTimeout(r, 1500));
      expect((await progress(api, operation_id)).status).toBe('queued');

      await redis.restart();
      const done = await eventually(async () => {
        const p = await progress(api, operation_id);
        return p.status === 'completed' ? p : null;
      }, 60_000);
      expect(done.extracted_data?.problem).toMatch(/referrals get lost/);
      const events = await store.readStream(documentStreamId(operation_id));
      expect(events.filter((e) => e.type === DocumentEvents.Extracted)).toHaveLength(1);
    } finally {
      await worker.close();
      await api.close();
      await redis.kill();
    }
  }, 120_000);
});
