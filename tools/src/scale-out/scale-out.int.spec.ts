import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECTIONS } from '@intake/api';
import { DocumentEvents, documentStreamId, EmailEvents, WorkWithUsEvents, workWithUsStreamId } from '@intake/contracts';
import { createTestDatabase, waitFor, waitForCatchUp, type TestDatabase } from '@intake/event-store/testing';
import { startTestSmtpServer, type TestSmtpServer } from '@intake/worker/testing';
import { Redis } from 'ioredis';
import { freePort } from '../bench/launched-product.js';
import { startNginx, type NginxProxy } from './nginx-proxy.js';
import { startReplica, type ReplicaProcess } from '../testing/replica-process.js';
import { startVisitorLoad, type VisitorLoad } from './visitor-load.js';

/** Liveness bounds only (a shared two-core machine): nothing here asserts a duration. */
const TEST_TIMEOUT_MS = 600_000;
const LIVENESS_MS = 180_000;

/** Advisory locks held in this database, by the application_name of the session holding them. */
async function locksByHolder(database: TestDatabase): Promise<Map<string, number>> {
  const { rows } = await database.pool.query<{ holder: string; n: number }>(
    `select a.application_name as holder, count(*)::int as n
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.database = (select oid from pg_database where datname = current_database())
      group by 1`,
  );
  return new Map(rows.map((r) => [r.holder, r.n]));
}

const DOCUMENT_OUTCOMES = [DocumentEvents.Extracted, DocumentEvents.ExtractionFailed];

const count = async (database: TestDatabase, query: string, params: unknown[]) => (await database.pool.query<{ n: number }>(query, params)).rows[0]!.n;

describe('scale-out: two api and two worker replicas behind nginx, one of each killed (SIGKILL) under load', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let proxy: NginxProxy | undefined;
  let dataDir: string;
  const replicas: ReplicaProcess[] = [];
  let load: VisitorLoad | undefined;
  const queuePrefix = `scale${randomBytes(4).toString('hex')}`;

  afterAll(async () => {
    await load?.stop();
    await Promise.all(replicas.map((r) => r.kill('SIGTERM')));
    await proxy?.stop();
    await smtp?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
    await redis.connect();
    for (let cursor = '0'; ; ) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      if ((cursor = next) === '0') break;
    }
    redis.disconnect();
  }, 60_000);

  it(
    'loses no acknowledged request, catches every projection up, does every extraction and email once, and hands the processors to the survivor',
    async () => {
      database = await createTestDatabase();
      smtp = await startTestSmtpServer();
      dataDir = await mkdtemp(path.join(tmpdir(), 'intake-scale-'));
      const shared = {
        DATABASE_URL: database.url,
        REDIS_URL: 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: queuePrefix,
        JWT_SECRET: randomBytes(48).toString('base64url'),
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'scale-out-admin-password',
        // Blobs and the outbox on one folder, as the compose volume shares them.
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        // Every visitor of this load comes from 127.0.0.1.
        RATE_LIMITS: 'false',
        // The burst of applications passes the staff-notice budget: the held ones leave as a digest
        // within the test's wait rather than five minutes later.
        STAFF_DIGEST_DELAY_MS: '2000',
        // Four processes on one host: their metrics ports would collide.
        METRICS_PORT: 'off',
      };
      const apiPorts = [await freePort(), await freePort()];
      apiPorts.forEach((port, i) =>
        replicas.push(startReplica(`scale-api-${i + 1}`, 'apps/api/dist/main.js', { ...shared, HOST: '127.0.0.1', PORT: String(port) })),
      );
      for (const i of [1, 2]) replicas.push(startReplica(`scale-worker-${i}`, 'apps/worker/dist/main.js', shared));
      const [api1, api2, worker1] = replicas as [ReplicaProcess, ReplicaProcess, ReplicaProcess, ReplicaProcess];
      for (const [i, port] of apiPorts.entries()) {
        await waitFor(
          `api replica ${i + 1} to answer /api/health`,
          async () => {
            if (!replicas[i]!.running()) {
              throw new Error(`api replica ${i + 1} exited:\n${replicas[i]!.output()}`);
            }
            return fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
              (r) => r.ok,
              () => false,
            );
          },
          { timeoutMs: LIVENESS_MS, intervalMs: 250 },
        );
      }
      proxy = await startNginx(await freePort(), apiPorts);

      // Every processor's lock is taken (by one replica or split between the two) before the load.
      const held = async () => [...(await locksByHolder(database)).entries()].filter(([holder]) => holder.startsWith('scale-api-'));
      let processors = 0;
      await waitFor(
        'every processor to be running in one replica',
        async () => {
          const total = (await held()).reduce((sum, [, n]) => sum + n, 0);
          const stable = total === processors && total >= PROJECTIONS.length;
          processors = total;
          return stable;
        },
        { timeoutMs: LIVENESS_MS, intervalMs: 1_000 },
      );

      load = startVisitorLoad(proxy.url, { visitors: 6, pauseMs: 50 });
      // A wait that times out says what the load was answered meanwhile.
      const whileLoaded = <T>(waiting: Promise<T>) =>
        waiting.catch((err: Error) => {
          throw new Error(`${err.message}; the load was answered ${JSON.stringify(load!.result.answers)}`);
        });
      // How far the load has come, read from the log.
      const acknowledgedSoFar = async () => ({
        submissions: await count(database, 'select count(*)::int as n from events where event_type = $1', [WorkWithUsEvents.Submitted]),
        uploads: await count(database, 'select count(*)::int as n from events where event_type = $1', [DocumentEvents.Uploaded]),
      });
      await whileLoaded(
        waitFor(
          'the load to be under way (some applications and uploads in)',
          async () => {
            const now = await acknowledgedSoFar();
            return now.uploads >= 8 && now.submissions >= 16;
          },
          { timeoutMs: LIVENESS_MS, intervalMs: 200 },
        ),
      );

      // Kill the api replica holding most processor locks, and a worker, mid-load.
      const holders = await held();
      const victimName = holders.sort((a, b) => b[1] - a[1])[0]![0];
      const victim = victimName === api1.name ? api1 : api2;
      const survivor = victim === api1 ? api2 : api1;
      const killedAt = Date.now();
      await Promise.all([victim.kill('SIGKILL'), worker1.kill('SIGKILL')]);
      const takeover = await waitFor(
        `the survivor (${survivor.name}) to hold all ${processors} processor locks`,
        async () => ((await locksByHolder(database)).get(survivor.name) === processors ? Date.now() - killedAt : undefined),
        { timeoutMs: LIVENESS_MS, intervalMs: 25 },
      );

      // The load goes on against the survivors until as much again has come in.
      const atKill = await acknowledgedSoFar();
      await whileLoaded(
        waitFor(
          'the load to go on after the kill',
          async () => {
            const now = await acknowledgedSoFar();
            return now.uploads >= atKill.uploads + 8 && now.submissions >= atKill.submissions + 16;
          },
          { timeoutMs: LIVENESS_MS, intervalMs: 200 },
        ),
      );
      const { acknowledged, answers, unexpected, requests } = await load.stop();

      // Every projection caught up with the log.
      const caughtUpStart = Date.now();
      for (const projection of PROJECTIONS) await waitForCatchUp(database.db, projection.name, { types: projection.handles, timeoutMs: LIVENESS_MS });
      const caughtUpMs = Date.now() - caughtUpStart;

      // No acknowledged request lost: in the log and in the read models.
      const missing: string[] = [];
      for (const id of acknowledged.submissions) {
        if ((await count(database, 'select count(*)::int as n from events where stream_id = $1', [workWithUsStreamId(id)])) === 0)
          missing.push(`submission ${id} (log)`);
        if ((await count(database, 'select count(*)::int as n from work_with_us_submissions where submission_id = $1', [id])) === 0)
          missing.push(`submission ${id} (read model)`);
      }
      for (const id of acknowledged.sessions) {
        if ((await count(database, 'select count(*)::int as n from chat_conversations where session_id = $1', [id])) === 0) missing.push(`chat session ${id}`);
      }
      for (const { sessionId, text } of acknowledged.turns) {
        if (
          (await count(database, "select count(*)::int as n from events where stream_id = $1 and data::text like '%' || $2 || '%'", [
            `chat-${sessionId}`,
            text,
          ])) === 0
        )
          missing.push(`chat turn ${text}`);
      }
      expect(missing).toEqual([]);

      // Every extraction done, once: each acknowledged upload has finished, with one outcome event.
      const extractionStart = Date.now();
      await waitFor(
        'every acknowledged upload to finish',
        async () => {
          const open = await count(
            database,
            `select count(*)::int as n from unnest($1::text[]) as d(stream_id)
            where not exists (select 1 from events e where e.stream_id = d.stream_id and e.event_type = any($2))`,
            [acknowledged.uploads.map((u) => documentStreamId(u.operationId)), DOCUMENT_OUTCOMES],
          );
          return open === 0;
          // A document job the killed worker held waits for its lock to expire and a stalled check.
        },
        { timeoutMs: 2 * LIVENESS_MS, intervalMs: 250 },
      );
      const extractionsSettledMs = Date.now() - extractionStart;
      const documentOutcomes = (
        await database.pool.query<{ stream_id: string; n: number; failed: number }>(
          `select stream_id, count(*)::int as n, count(*) filter (where event_type = $1)::int as failed from events
            where event_type = any($2) group by stream_id`,
          [DocumentEvents.ExtractionFailed, DOCUMENT_OUTCOMES],
        )
      ).rows;
      expect(documentOutcomes.filter((r) => r.n !== 1)).toEqual([]);
      expect(documentOutcomes.reduce((sum, r) => sum + r.failed, 0)).toBe(0);

      // Every requested email sent, recorded once; a resend (a worker killed between sending and
      // recording) would carry the same Message-ID, which mail servers and clients deduplicate.
      await waitFor(
        'every requested admin notification to be delivered',
        async () => {
          const delivered = await count(
            database,
            "select count(*)::int as n from work_with_us_submissions where submission_id = any($1) and admin_notification = 'delivered'",
            [acknowledged.notified],
          );
          return delivered === acknowledged.notified.length;
        },
        { timeoutMs: LIVENESS_MS, intervalMs: 250 },
      );
      const emailOutcomes = (
        await database.pool.query<{ stream_id: string; n: number; digest: string | null; failed: string | null }>(
          `select stream_id, count(*)::int as n, max(data->>'digest_email_id') as digest, max(data::text) filter (where event_type = '${EmailEvents.Failed}') as failed
            from events where event_type = any($1) group by stream_id`,
          [[EmailEvents.Delivered, EmailEvents.Failed]],
        )
      ).rows;
      expect(emailOutcomes.filter((r) => r.n !== 1)).toEqual([]);
      // A notice held for a digest is recorded delivered under the digest's id, and the digest on its
      // own stream: one message for many. A notice refused for good sends nothing.
      const digests = new Set(emailOutcomes.flatMap((r) => (r.digest ? [r.digest] : [])));
      const messages = emailOutcomes.filter((r) => !r.digest && !r.failed).length;
      const messageIds = smtp.inbox.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1] ?? '(none)');
      const distinctMessageIds = new Set(messageIds);
      expect(distinctMessageIds.has('(none)')).toBe(false);
      expect(distinctMessageIds.size).toBe(messages);
      const resent = messageIds.length - distinctMessageIds.size;

      process.stdout.write(
        [
          '',
          'Scale-out under load (2 api + 2 worker behind nginx; one api and one worker SIGKILLed; shared 2-core machine):',
          `  requests: ${requests}, answers: ${JSON.stringify(answers)}`,
          ...unexpected.map((u) => `  unexpected: ${u.status} on ${u.path}: ${u.detail}`),
          ...(unexpected.length > 0
            ? survivor
                .output()
                .split('\n')
                .filter((line) => line.includes('"level":50'))
                .slice(0, 5)
                .map((line) => `  ${survivor.name} logged: ${line.slice(0, 600)}`)
            : []),
          `  acknowledged: ${acknowledged.submissions.length} applications (${acknowledged.notified.length} notified), ${acknowledged.sessions.length} chat sessions, ${acknowledged.turns.length} chat turns, ${acknowledged.uploads.length} uploads — none lost`,
          `  processor locks: ${processors}, all held by the survivor ${takeover} ms after the SIGKILL`,
          `  projections caught up ${caughtUpMs} ms after the load stopped; extractions settled ${extractionsSettledMs} ms after that`,
          `  extractions: ${documentOutcomes.length}, each with one outcome; emails: ${emailOutcomes.length} recorded once each (${digests.size} digests), ${smtp.inbox.length} SMTP deliveries (${resent} resent with the same Message-ID)`,
          '',
        ].join('\n'),
      );
    },
    TEST_TIMEOUT_MS,
  );
});
