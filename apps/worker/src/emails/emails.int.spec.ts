import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, withOverrides, type AppConfig } from '@intake/config';
import {
  EMAIL_JOBS,
  EmailEvents,
  emailContentText,
  emailStreamId,
  QUEUES,
  STAFF_NOTICE_TEMPLATES,
  type EmailContent,
  type EmailDeliveredData,
  type EmailFailedData,
  type EmailJob,
} from '@intake/contracts';
import { EventStore, STREAM_ERASED, type StoredEvent } from '@intake/event-store';
import { appendAsRecorded, createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { createQueue, EMAIL_JOB_OPTIONS } from '@intake/queue';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { startTestSmtpServer, type RecipientRule, type TestSmtpServer } from '../testing/smtp-test-server.js';
import { createWorkerApp, type WorkerApp } from '../index.js';
import { NOT_SENT_ERASED } from './emails.processor.js';
import { NOT_SENT_REASONS } from './visitor-email-cap.js';
import { messageIdFor, publicEmailId } from './email-message.js';
import { readableMail } from '../testing/smtp-test-server.js';
import { foreignUrls } from '../testing/foreign-urls.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
// Explicit per hook and test: Jest ignores a testTimeout set inside a `projects` entry.
const TIMEOUT_MS = 30_000;
const TEMPORARY_REFUSAL = 'busy@refusing.example';
const PERMANENT_REFUSAL = 'nobody@refusing.example';
const SLOW_RECIPIENT = 'patient@slow.example';

/** Two recipients are refused, temporarily and for good; one is accepted only after a pause. */
const recipientRule = (address: string): RecipientRule => {
  if (address === SLOW_RECIPIENT) return { delayMs: 500 };
  if (address === TEMPORARY_REFUSAL) return { refuse: { code: 451, text: 'mailbox busy, try later' } };
  if (address === PERMANENT_REFUSAL) return { refuse: { code: 550, text: `no such user <${address}>` } };
  return undefined;
};

async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = new EventStore(database.db);
}, TIMEOUT_MS);

afterAll(async () => {
  await database.drop();
}, TIMEOUT_MS);

function testConfig(backend: 'redis' | 'postgres', overrides: Partial<AppConfig>): AppConfig {
  return withOverrides(loadConfig({ LOG_LEVEL: 'silent', MAIL_FROM: 'Innovation Intake <no-reply@intake.example>' }), {
    databaseUrl: database.url,
    redisUrl: backend === 'redis' ? REDIS_URL : undefined,
    queuePrefix: `t${randomBytes(6).toString('hex')}`,
    ...overrides,
  });
}

/** What the API's email reactor does: enqueue with the requesting event's id as jobId. */
async function requestEmail(queue: Queue<EmailJob>, to: string[], jobOptions: JobsOptions = {}): Promise<{ email: EmailJob; jobId: string }> {
  const email: EmailJob = {
    email_id: randomUUID(),
    to,
    subject: 'We received your idea',
    text: 'Thank you for telling us about your innovation.',
    template: 'work-with-us-acknowledgement',
  };
  const jobId = randomUUID();
  await queue.add('send', email, { ...EMAIL_JOB_OPTIONS, jobId, ...jobOptions });
  return { email, jobId };
}

/** One request of a batch job, as the API's email reactor writes it. */
const batchRequest = (to: string, template: string) => ({
  event_id: randomUUID(),
  email: { email_id: randomUUID(), to: [to], subject: 'Batch', text: 'One of several.', template } satisfies EmailJob,
});

/** A failed job's data once the worker has stripped it (it does so just after the job fails). */
function strippedData(queue: Queue<EmailJob>, jobId: string): Promise<unknown> {
  return eventually(async () => {
    const data = (await queue.getJob(jobId))?.data as { to?: string[]; requests?: { email: { to: string[] } }[] } | undefined;
    const recipients = data?.requests ? data.requests.flatMap((r) => r.email.to) : (data?.to ?? ['?']);
    return recipients.length === 0 ? data : undefined;
  }, `stripped data of job ${jobId}`);
}

function outcome<D>(emailId: string, type: string): Promise<Array<StoredEvent<string, D>>> {
  return eventually(async () => {
    const events = (await store.readStream(emailStreamId(emailId))).filter((e) => e.type === type);
    return events.length > 0 ? (events as Array<StoredEvent<string, D>>) : undefined;
  }, `${type} for ${emailId}`);
}

function settled(queue: Queue<EmailJob>, jobId: string): Promise<Job<EmailJob>> {
  return eventually(async () => {
    const job = await queue.getJob(jobId);
    return job?.finishedOn ? job : undefined;
  }, `job ${jobId} to settle`);
}

/** A completed email job is removed at once (EMAIL_JOB_OPTIONS): its record is the stream. */
function removed(queue: Queue<EmailJob>, jobId: string): Promise<true> {
  return eventually(async () => ((await queue.getJob(jobId)) ? undefined : true), `job ${jobId} to complete and be removed`);
}

describe.each(['redis', 'postgres'] as const)('emails worker on %s', (backend) => {
  describe('with SMTP_URL', () => {
    let smtp: TestSmtpServer;
    let app: WorkerApp;
    let queue: Queue<EmailJob>;

    beforeAll(async () => {
      smtp = await startTestSmtpServer(recipientRule);
      const config = testConfig(backend, { smtpUrl: smtp.url, visitorEmailsPerAddressPerDay: 2 });
      app = await createWorkerApp(config);
      queue = createQueue<EmailJob>(config, QUEUES.emails);
    }, TIMEOUT_MS);

    afterAll(async () => {
      await app?.close();
      if (backend === 'redis') await queue?.obliterate({ force: true });
      await queue?.close();
      await smtp?.close();
    }, TIMEOUT_MS);

    it(
      'sends the message and records EmailDelivered',
      async () => {
        const { email, jobId } = await requestEmail(queue, ['founder@startup.example']);
        const [delivered] = await outcome<EmailDeliveredData>(email.email_id, EmailEvents.Delivered);
        expect(delivered!.data).toEqual({
          email_id: email.email_id,
          transport: 'smtp',
          message_id: messageIdFor(email.email_id, 'Innovation Intake <no-reply@intake.example>'),
          attempts: 1,
        });
        expect(delivered!.metadata).toMatchObject({ causationId: jobId, actor: 'worker' });

        const message = smtp.inbox.find((m) => m.raw.includes(publicEmailId(email.email_id)));
        expect(message?.from).toBe('no-reply@intake.example');
        expect(message?.to).toEqual(['founder@startup.example']);
        expect(message?.raw).toContain('Subject: We received your idea');
        expect(message?.raw).toContain('To: founder@startup.example');
        expect(message?.raw).toContain('Thank you for telling us about your innovation.');
        expect(message?.raw).toContain(`Message-ID: ${messageIdFor(email.email_id, 'no-reply@intake.example')}`);

        await removed(queue, jobId);
      },
      TIMEOUT_MS,
    );

    it(
      'does not send an email whose request was erased after it was queued, and records why',
      async () => {
        // The requesting event, then the erasure's marker on its stream (what ErasePersonalData writes).
        const requestId = randomUUID();
        const source = `chat-${randomUUID()}`;
        // Written as recorded: an erasure has redacted it, which no schema describes.
        await appendAsRecorded(database.db, source, [{ id: requestId, type: 'ChatCompletionEmailRequested', schemaVersion: 1, data: { to: '[erased]' } }]);
        await store.append(source, [{ type: STREAM_ERASED, data: { erasure_id: randomUUID() } }], 1);
        const email: EmailJob = {
          email_id: randomUUID(),
          to: ['erased.person@startup.example'],
          subject: 'Your summary',
          text: 'Hello again.',
          template: 'completion',
        };
        await queue.add('send', email, { ...EMAIL_JOB_OPTIONS, jobId: requestId });

        const [failed] = await outcome<EmailFailedData>(email.email_id, EmailEvents.Failed);
        expect(failed!.data).toMatchObject({ email_id: email.email_id, reason: NOT_SENT_ERASED, permanent: true });
        await removed(queue, requestId);
        expect(smtp.inbox.filter((m) => m.raw.includes(publicEmailId(email.email_id)))).toHaveLength(0);
      },
      TIMEOUT_MS,
    );

    it(
      'records one delivery and sends once when the same email is enqueued again',
      async () => {
        const { email, jobId } = await requestEmail(queue, ['repeat@startup.example']);
        await outcome(email.email_id, EmailEvents.Delivered);
        await removed(queue, jobId);
        // A reactor redelivering its log enqueues the same event again, and its job is long gone.
        await queue.add('send', email, { ...EMAIL_JOB_OPTIONS, jobId });
        await removed(queue, jobId);
        const stream = await store.readStream(emailStreamId(email.email_id));
        expect(stream.map((e) => e.type)).toEqual([EmailEvents.Delivered]);
        expect(smtp.inbox.filter((m) => m.raw.includes(publicEmailId(email.email_id)))).toHaveLength(1);
      },
      TIMEOUT_MS,
    );

    it(
      'retries a temporary refusal and records EmailFailed once after the last attempt',
      async () => {
        const { email, jobId } = await requestEmail(queue, [TEMPORARY_REFUSAL], { attempts: 2, backoff: { type: 'fixed', delay: 10 } });
        const job = await settled(queue, jobId);
        expect(job.attemptsMade).toBe(2);
        expect(await job.getState()).toBe('failed');
        const stream = await store.readStream(emailStreamId(email.email_id));
        const failed = stream.filter((e) => e.type === EmailEvents.Failed);
        expect(failed).toHaveLength(1);
        expect(failed[0]!.data as EmailFailedData).toMatchObject({ email_id: email.email_id, attempts: 2 });
        expect((failed[0]!.data as EmailFailedData).reason).toContain('451');
        expect(stream.some((e) => e.type === EmailEvents.Delivered)).toBe(false);
        // Kept for the operators, but without the recipient and the body.
        expect(await strippedData(queue, jobId)).toEqual({ email_id: email.email_id, template: email.template, to: [], subject: '', text: '' });
      },
      TIMEOUT_MS,
    );

    it(
      'does not retry a permanent refusal, and keeps the address out of the reason',
      async () => {
        const { email, jobId } = await requestEmail(queue, [PERMANENT_REFUSAL]);
        const job = await settled(queue, jobId);
        expect(job.attemptsMade).toBe(1);
        const [failed] = await outcome<EmailFailedData>(email.email_id, EmailEvents.Failed);
        expect(failed!.data.attempts).toBe(1);
        expect(failed!.data.reason).toContain('550');
        expect(failed!.data.reason).not.toContain(PERMANENT_REFUSAL);
        expect(JSON.stringify(await strippedData(queue, jobId))).not.toContain(PERMANENT_REFUSAL);
      },
      TIMEOUT_MS,
    );
    it(
      "sends a visitor-typed address at most its day's share of completion emails, records the rest as not sent for good, and never holds back staff mail",
      async () => {
        // The counts are shared by both backends' runs (one database), so each has its own address
        // and its own mail domain (a domain's hourly budget would otherwise be spent by the first run).
        const address = `Typed.By.Anyone@Startup-${backend}.example`;
        const completion = (to: string) => batchRequest(to, 'chat-completion-funding');
        const firstTwo = [completion(address), completion(address.toLowerCase())];
        const batchId = randomUUID();
        await queue.add(EMAIL_JOBS.sendBatch as 'send', { requests: firstTwo } as unknown as EmailJob, { ...EMAIL_JOB_OPTIONS, jobId: batchId });
        await removed(queue, batchId);
        for (const r of firstTwo) await outcome(r.email.email_id, EmailEvents.Delivered);

        const third = completion(address.toUpperCase());
        await queue.add('send', third.email, { ...EMAIL_JOB_OPTIONS, jobId: third.event_id });
        const [failed] = await outcome<EmailFailedData>(third.email.email_id, EmailEvents.Failed);
        expect(failed!.data).toMatchObject({ reason: NOT_SENT_REASONS['address-per-day'], permanent: true, attempts: 1 });
        await removed(queue, third.event_id);
        expect(smtp.inbox.filter((m) => m.raw.includes(publicEmailId(third.email.email_id)))).toHaveLength(0);

        // Staff mail is not capped, and another address has its own share.
        const staff = await requestEmail(queue, [address]);
        await outcome(staff.email.email_id, EmailEvents.Delivered);
        const other = completion(`someone.else@startup-${backend}.example`);
        await queue.add('send', other.email, { ...EMAIL_JOB_OPTIONS, jobId: other.event_id });
        await outcome(other.email.email_id, EmailEvents.Delivered);

        // The count table holds hashes of the addresses, never the addresses.
        const counted = await database.pool.query('select email_id, recipient_key from visitor_email_sends where email_id = any($1)', [
          [...firstTwo, third, other].map((r) => r.email.email_id),
        ]);
        expect(counted.rows).toHaveLength(3);
        expect(JSON.stringify(counted.rows)).not.toMatch(/startup-/i);
      },
      TIMEOUT_MS,
    );

    it(
      'sends a batch job email by email: delivered, refused for good (once), and retried until the last attempt',
      async () => {
        const request = (to: string) => batchRequest(to, 'completion');
        const requests = [request('batch@startup.example'), request(PERMANENT_REFUSAL), request(TEMPORARY_REFUSAL)];
        const [ok, refused, busy] = requests;
        const permanentBefore = smtp.recipients.filter((r) => r === PERMANENT_REFUSAL).length;
        const jobId = randomUUID();
        await queue.add(EMAIL_JOBS.sendBatch as 'send', { requests } as unknown as EmailJob, {
          ...EMAIL_JOB_OPTIONS,
          jobId,
          attempts: 2,
          backoff: { type: 'fixed', delay: 10 },
        });

        const job = await settled(queue, jobId);
        expect(job.attemptsMade).toBe(2);
        expect(await job.getState()).toBe('failed');
        const types = async (r: (typeof requests)[number]) =>
          (await store.readStream(emailStreamId(r.email.email_id))).map((e) => [e.type, e.data, e.metadata.causationId]);
        expect(await types(ok!)).toEqual([[EmailEvents.Delivered, expect.objectContaining({ attempts: 1 }), ok!.event_id]]);
        expect(await types(refused!)).toEqual([[EmailEvents.Failed, expect.objectContaining({ attempts: 1, permanent: true }), refused!.event_id]]);
        expect(await types(busy!)).toEqual([[EmailEvents.Failed, expect.objectContaining({ attempts: 2, permanent: false }), busy!.event_id]]);
        // The retry sent neither the delivered email nor the one refused for good again.
        expect(smtp.inbox.filter((m) => m.raw.includes(publicEmailId(ok!.email.email_id)))).toHaveLength(1);
        expect(smtp.recipients.filter((r) => r === PERMANENT_REFUSAL).length - permanentBefore).toBe(1);
        expect(await strippedData(queue, jobId)).toEqual({
          requests: requests.map((r) => ({
            event_id: r.event_id,
            email: { email_id: r.email.email_id, template: 'completion', to: [], subject: '', text: '' },
          })),
        });
      },
      TIMEOUT_MS,
    );
  });

  describe('staff notices in a burst', () => {
    const TEAM = 'team@consortium.example';
    let smtp: TestSmtpServer;
    let app: WorkerApp;
    let queue: Queue<EmailJob>;
    let config: AppConfig;

    /** A staff notice as the api's reactors request it: one per response, with the link to its page. */
    const notice = (n: number) => {
      const id = randomUUID();
      const content: EmailContent = {
        blocks: [{ type: 'paragraph', text: `Application ${n} has arrived.` }],
        action: { label: 'Open it in the admin', url: `https://intake.example/admin/responses/work-with-us/${id}` },
      };
      return {
        event_id: randomUUID(),
        email: {
          email_id: `wwu-admin-${id}`,
          to: [TEAM],
          subject: `New Work With Us application: Applicant <${n}>`,
          text: emailContentText(content),
          content,
          template: STAFF_NOTICE_TEMPLATES.workWithUs,
        },
      };
    };
    const burst = async (requests: ReturnType<typeof notice>[]) => {
      for (let i = 0; i < requests.length; i += 25)
        await queue.add(EMAIL_JOBS.sendBatch, { requests: requests.slice(i, i + 25) } as never, { ...EMAIL_JOB_OPTIONS, jobId: randomUUID() });
    };
    const digests = () => smtp.inbox.filter((m) => /Subject: \d+ new responses? \(digest\)/.test(m.raw));
    const singles = () => smtp.inbox.filter((m) => m.raw.includes('Subject: New Work With Us application'));

    beforeAll(async () => {
      await database.pool.query('delete from staff_notice_log');
      smtp = await startTestSmtpServer(recipientRule);
      config = testConfig(backend, {
        smtpUrl: smtp.url,
        publicUrl: 'https://intake.example',
        staffNotices: { perWindow: 3, windowMs: 60_000, digestDelayMs: 2_000 },
      });
      app = await createWorkerApp(config);
      queue = createQueue<EmailJob>(config, QUEUES.emails);
    }, TIMEOUT_MS);

    afterAll(async () => {
      await app?.close();
      if (backend === 'redis') await queue?.obliterate({ force: true });
      await queue?.close();
      await smtp?.close();
    }, TIMEOUT_MS);

    it(
      'sends the first notices of a window one by one, then one digest listing every other response with its link; a redelivery sends nothing more',
      async () => {
        const requests = Array.from({ length: 60 }, (_, i) => notice(i));
        await burst(requests);
        const [digest] = await eventually(async () => (digests().length > 0 ? digests() : undefined), 'the digest');
        // Every notice is recorded as delivered: 3 on their own, 57 as entries of the digest.
        const delivered = await Promise.all(requests.map((r) => outcome<EmailDeliveredData>(r.email.email_id, EmailEvents.Delivered)));
        const viaDigest = delivered.filter(([d]) => d!.data.digest_email_id !== undefined);
        expect(viaDigest).toHaveLength(57);
        expect(new Set(viaDigest.map(([d]) => d!.data.digest_email_id)).size).toBe(1);
        expect(singles()).toHaveLength(3);
        expect(digests()).toHaveLength(1);
        expect(digest!.to).toEqual([TEAM]);
        expect(digest!.raw).toMatch(/Subject: 57 new responses \(digest\)/);
        expect(digest!.raw).toMatch(/Content-Type: multipart\/alternative/);
        const text = readableMail(digest!.raw);
        // Which three went alone depends on the order the worker took the batches in, not on ours.
        const held = requests.filter((_, i) => delivered[i]![0]!.data.digest_email_id !== undefined);
        for (const r of held) expect(text).toContain(r.email.content.action!.url);
        // Escaped in the HTML part, as typed in the text part.
        const subject = held[0]!.email.subject;
        expect(text).toContain(subject.replace('<', '&lt;').replace('>', '&gt;'));
        expect(text).toContain(subject);
        // Its links are the admin's, and nothing else is addressed (issue 33: no remote fonts).
        for (const m of [digest!, ...singles()]) expect(foreignUrls(readableMail(m.raw), 'https://intake.example')).toEqual([]);

        // The same notices again (a reactor redelivering its batch): nothing more is sent.
        await burst(requests);
        await new Promise((r) => setTimeout(r, 3_000));
        expect(smtp.inbox.filter((m) => m.to.includes(TEAM))).toHaveLength(4);
        const { rows } = await database.pool.query('select count(*)::int as n from staff_notice_log where kind = $1', ['held']);
        expect(rows[0].n).toBe(0);
      },
      TIMEOUT_MS,
    );

    it(
      'keeps held notices through a stop and a lost digest job: the next worker to start sends their digest',
      async () => {
        // The window is full (3 sent above), so these are held.
        const requests = Array.from({ length: 5 }, (_, i) => notice(100 + i));
        const before = digests().length;
        await burst(requests);
        await eventually(async () => {
          const { rows } = await database.pool.query('select count(*)::int as n from staff_notice_log where kind = $1', ['held']);
          return rows[0].n === 5 ? true : undefined;
        }, 'the notices held');
        await app.close();
        // The queue lost its delayed digest job (a flushed Redis, an obliterated queue).
        for (const job of await queue.getJobs(['delayed', 'wait'])) if (job.name === EMAIL_JOBS.staffDigest) await job.remove();
        app = await createWorkerApp(config);
        await eventually(async () => (digests().length > before ? true : undefined), 'the digest after the restart');
        expect(digests().at(-1)!.raw).toMatch(/Subject: 5 new responses \(digest\)/);
        await Promise.all(requests.map((r) => outcome<EmailDeliveredData>(r.email.email_id, EmailEvents.Delivered)));
      },
      TIMEOUT_MS,
    );
  });

  describe('closing', () => {
    let smtp: TestSmtpServer;
    let app: WorkerApp;
    let queue: Queue<EmailJob>;

    beforeAll(async () => {
      smtp = await startTestSmtpServer(recipientRule);
      const config = testConfig(backend, { smtpUrl: smtp.url });
      app = await createWorkerApp(config);
      queue = createQueue<EmailJob>(config, QUEUES.emails);
    }, TIMEOUT_MS);

    afterAll(async () => {
      await app?.close();
      if (backend === 'redis') await queue?.obliterate({ force: true });
      await queue?.close();
      await smtp?.close();
    }, TIMEOUT_MS);

    it(
      'lets a job in the middle of sending finish and record its outcome',
      async () => {
        const { email } = await requestEmail(queue, [SLOW_RECIPIENT]);
        await eventually(async () => (smtp.recipients.includes(SLOW_RECIPIENT) ? true : undefined), 'the slow RCPT TO');
        await app.close();
        const stream = await store.readStream(emailStreamId(email.email_id));
        expect(stream.map((e) => e.type)).toEqual([EmailEvents.Delivered]);
      },
      TIMEOUT_MS,
    );
  });

  describe('without SMTP_URL', () => {
    let outboxDir: string;
    let app: WorkerApp;
    let queue: Queue<EmailJob>;

    beforeAll(async () => {
      outboxDir = await mkdtemp(path.join(tmpdir(), 'intake-outbox-'));
      const config = testConfig(backend, { smtpUrl: undefined, outboxDir });
      app = await createWorkerApp(config);
      queue = createQueue<EmailJob>(config, QUEUES.emails);
    }, TIMEOUT_MS);

    afterAll(async () => {
      await app?.close();
      if (backend === 'redis') await queue?.obliterate({ force: true });
      await queue?.close();
      await rm(outboxDir, { recursive: true, force: true });
    }, TIMEOUT_MS);

    it(
      'writes an .eml file to the outbox and records EmailDelivered',
      async () => {
        const { email } = await requestEmail(queue, ['founder@startup.example']);
        const [delivered] = await outcome<EmailDeliveredData>(email.email_id, EmailEvents.Delivered);
        const location = path.join(outboxDir, `${email.email_id}.eml`);
        expect(delivered!.data).toEqual({
          email_id: email.email_id,
          transport: 'outbox',
          message_id: messageIdFor(email.email_id, 'Innovation Intake <no-reply@intake.example>'),
          location,
          attempts: 1,
        });
        const eml = await readFile(location, 'utf8');
        expect(eml).toContain('Subject: We received your idea\r\n');
        expect(eml).toContain('To: founder@startup.example\r\n');
        expect(eml).toContain('From: Innovation Intake <no-reply@intake.example>\r\n');
        expect(eml).toContain('Thank you for telling us about your innovation.');
        expect(await readdir(outboxDir)).toEqual([`${email.email_id}.eml`]);
      },
      TIMEOUT_MS,
    );
  });
});

describe('worker start-up', () => {
  it(
    'fails instead of spinning when the queue database is unusable',
    async () => {
      const missing = new URL(database.url);
      missing.pathname = `/${database.name}_missing`;
      const config = testConfig('postgres', { databaseUrl: missing.toString() });
      await expect(createWorkerApp(config, { backendReadyTimeoutMs: 300 })).rejects.toThrow(/not ready/);
    },
    TIMEOUT_MS,
  );
});
