import type { AppConfig } from '@intake/config';
import {
  EMAIL_JOBS,
  emailBatchJobSchema,
  EmailEvents,
  emailJobSchema,
  emailStreamId,
  isStaffNotice,
  isVisitorAddressed,
  QUEUES,
  type EmailBatchJob,
  type EmailStreamEvent,
  type EmailJob,
} from '@intake/contracts';
import { EventStore, type StoredOf } from '@intake/event-store';
import { EMAIL_JOB_OPTIONS } from '@intake/queue';
import { InjectQueue, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { APP_CONFIG, LOGGER } from '@intake/event-store/nest';
import type { Logger } from '../logging/logger.provider.js';
import { WorkerMetrics } from '../operations/worker-metrics.js';
import { renderEmail } from './email-message.js';
import { settleEmailAttempt, type SendResult } from './email-batch.outcome.js';
import { emailDelivered, emailFailed } from './email-outcome.event-factory.js';
import { EMAIL_LAYOUTS } from './email-layouts.provider.js';
import type { CompiledEmailLayouts } from './email-html.js';
import { digestEmail, digestJobFor, groupByRecipients, type HeldNotice } from './staff-notice-batching.js';
import { StaffNoticeLog, type OldestHeld } from './staff-notice-log.js';
import { stripIfFailedForGood } from '../failed-for-good.js';
import { failedJobData } from './failed-job-data.js';
import { EmailTransport, isPermanentEmailError } from './email-transport.js';
import { NOT_SENT_REASONS } from './visitor-email-cap.js';
import { VisitorEmailBudgetMetrics } from './visitor-email-budget.metrics.js';
import { VisitorEmailLog } from './visitor-email-log.js';

const ERROR_LOG_INTERVAL_MS = 5_000;
/** Emails of one job in flight at once (SMTP without a pool opens a connection for each). */
const SENDS_IN_PARALLEL = 4;

async function forEachConcurrently<T>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** The recorded reason of an email withdrawn because its requester's personal data was erased. */
export const NOT_SENT_ERASED = 'Not sent: the personal data it was for was erased before sending.';

/**
 * Sends the emails the API requested (carried by the events that asked for them, one or a batch
 * per job) and records each outcome on stream `email-<id>`. Delivery is at least once: a crash
 * between sending and recording sends again, with the same Message-ID; the recorded event is
 * never duplicated.
 */
// lockDuration exceeds one email's SMTP timeouts together, and the worker renews it while a job runs,
// so a slow server cannot make a job look stalled.
@Processor(QUEUES.emails, { concurrency: 4, lockDuration: 60_000 })
export class EmailsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger: Logger;
  private lastErrorLoggedAt = 0;
  private suppressedErrors = 0;

  constructor(
    private readonly transport: EmailTransport,
    private readonly events: EventStore,
    private readonly visitorEmails: VisitorEmailLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    private readonly metrics: WorkerMetrics,
    private readonly staffNotices: StaffNoticeLog,
    @Inject(EMAIL_LAYOUTS) private readonly layouts: CompiledEmailLayouts,
    @InjectQueue(QUEUES.emails) private readonly queue: Queue,
    private readonly budgetMetrics: VisitorEmailBudgetMetrics,
  ) {
    super();
    this.logger = logger.child({ queue: QUEUES.emails });
  }

  /** Notices held when a worker stopped (or whose digest job a lost queue dropped) get their digest. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.queueDigest(await this.staffNotices.oldestHeld());
    } catch (err) {
      // The next held notice queues it too; a start must not fail for it.
      this.logger.warn({ err }, 'could not queue the digest of held staff notices');
    }
  }

  async process(job: Job): Promise<{ delivered: number; skipped: number; refused: number }> {
    if (job.name === EMAIL_JOBS.staffDigest) return this.metrics.runJob(QUEUES.emails, undefined, () => this.sendDigest(job));
    return this.metrics.runJob(QUEUES.emails, batchRequestId(job.data), () => this.sendBatch(job));
  }

  private async sendBatch(job: Job): Promise<{ delivered: number; skipped: number; refused: number }> {
    // attemptsMade counts finished attempts, so this one is attemptsMade + 1.
    const attempt = job.attemptsMade + 1;
    const requests = await this.requestsOf(job, attempt);

    // The streams, not the jobs, are the record: completed jobs are removed (EMAIL_JOB_OPTIONS),
    // so an email enqueued again (a reactor redelivering its log, a retried batch) is recognised
    // here, for the whole job in one read. No progress is reported: a send takes milliseconds,
    // and each update cost a database write.
    const [recorded, erased] = await Promise.all([
      this.events.readStreams<EmailStreamEvent>(requests.map((r) => emailStreamId(r.email.email_id))),
      // A request whose stream was erased after it was queued (a retry may come hours later)
      // must not reach the person any more: it is recorded as not sent, for good.
      this.events.eventsOfErasedStreams(requests.map((r) => r.event_id)),
    ]);
    const settled = this.settledEmails(recorded);
    const unsettled = requests.filter((r) => !settled.has(r.email.email_id));
    const withdrawn = unsettled.filter((r) => erased.has(r.event_id));
    await Promise.all(withdrawn.map((r) => this.recordFailure(job, r.email.email_id, NOT_SENT_ERASED, attempt, 'info')));
    const pending = await this.heldForDigest(
      await this.withinRecipientLimits(
        job,
        unsettled.filter((r) => !erased.has(r.event_id)),
        attempt,
      ),
    );
    const results: SendResult[] = [];
    await forEachConcurrently(pending, SENDS_IN_PARALLEL, async (r, i) => {
      results[i] = await this.send(r.email, r.event_id);
    });

    const { record, ending } = settleEmailAttempt(results, attempt, job.opts.attempts ?? 1);
    // Together: the event store takes them to the database as one batch.
    await Promise.all(record.map((r) => this.events.append(r.streamId, [r.event], 'any')));
    const delivered = record.filter((r) => r.event.type === EmailEvents.Delivered).length;
    this.metrics.email('delivered', delivered);
    this.metrics.email('failed', record.length - delivered);
    for (const r of record) {
      const { event } = r;
      if (event.type === EmailEvents.Delivered)
        this.logger.info({ jobId: job.id, emailId: event.data.email_id, transport: event.data.transport, attempt }, 'email delivered');
      else this.logger.error({ jobId: job.id, emailId: event.data.email_id, attempt, reason: event.data.reason }, 'email failed');
    }
    if (ending.kind === 'retry') throw new Error(ending.reason);
    // BullMQ would otherwise spend the remaining attempts on a refusal that will not change.
    if (ending.kind === 'failed') throw ending.retryCannotHelp ? new UnrecoverableError(ending.reason) : new Error(ending.reason);
    const refused = results.filter((r) => 'refused' in r).length;
    return { delivered: results.length - refused, skipped: requests.length - pending.length, refused };
  }

  /**
   * A job carries one email (`send`, id = the requesting event's) or a batch of them. A job the
   * worker cannot read fails at once, with EmailFailed for every email whose id it can tell.
   */
  private async requestsOf(job: Job, attempt: number): Promise<EmailBatchJob['requests']> {
    const batch = job.name === EMAIL_JOBS.sendBatch;
    const parsed = batch ? emailBatchJobSchema.safeParse(job.data) : emailJobSchema.safeParse(job.data);
    if (parsed.success) return 'requests' in parsed.data ? parsed.data.requests : [{ event_id: String(job.id), email: parsed.data }];
    const reason = `invalid email job: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`;
    type Unchecked = { email_id?: unknown } | null | undefined;
    const data = job.data as (Unchecked & { requests?: { email?: Unchecked }[] }) | null;
    const emails: Unchecked[] = batch ? (Array.isArray(data?.requests) ? data.requests.map((r) => r?.email) : []) : [data];
    const ids = emails.map((e) => e?.email_id).filter((id): id is string => typeof id === 'string');
    if (ids.length === 0) this.logger.error({ jobId: job.id }, reason);
    await Promise.all(ids.map((id) => this.recordFailure(job, id, reason, attempt)));
    throw new UnrecoverableError(reason);
  }

  /**
   * The requests that may be sent: a completion email (to an address the visitor typed, which
   * nobody confirmed) that a budget refuses (visitor-email-cap.ts) is recorded as not sent, for
   * good (retrying later would surprise the person); the rest are counted before they go.
   */
  private async withinRecipientLimits(job: Job, pending: EmailBatchJob['requests'], attempt: number): Promise<EmailBatchJob['requests']> {
    const emails = pending.map((r) => r.email);
    if (!emails.some(isVisitorAddressed)) return pending;
    const { visitorEmailsPerAddressPerDay, visitorEmailsPerHour, visitorEmailBudgets } = this.config;
    const { allowed, refused } = await this.visitorEmails.admit(
      emails,
      { perAddressPerDay: visitorEmailsPerAddressPerDay, perHour: visitorEmailsPerHour, ...visitorEmailBudgets },
      new Date(),
    );
    for (const budget of new Set(refused.map((r) => r.budget))) {
      const count = refused.filter((r) => r.budget === budget).length;
      this.budgetMetrics.reached(budget, count);
      // Staff learn of it from the alert on the counter; the line says which budget, never who.
      this.logger.warn({ jobId: job.id, budget, refused: count }, 'visitor email budget reached');
    }
    await Promise.all(refused.map((r) => this.recordFailure(job, r.email.email_id, NOT_SENT_REASONS[r.budget], attempt, 'warn')));
    const going = new Set(allowed);
    return pending.filter((r) => going.has(r.email));
  }

  /**
   * The requests to send now: staff notices past the window's budget are held for the digest
   * (staff-notice-batching.ts), whose delayed job is queued before this job completes, so a held
   * notice always has a digest to come.
   */
  private async heldForDigest(pending: EmailBatchJob['requests']): Promise<EmailBatchJob['requests']> {
    const notices = pending.filter((r) => isStaffNotice(r.email));
    if (notices.length === 0) return pending;
    const { held, oldestHeld } = await this.staffNotices.admit(notices, this.config.staffNotices, new Date());
    if (held.size === 0) return pending;
    await this.queueDigest(oldestHeld);
    this.logger.info({ held: held.size }, 'staff notices held for the digest');
    return pending.filter((r) => !held.has(r.email.email_id));
  }

  private async queueDigest(oldest: OldestHeld | null): Promise<void> {
    if (!oldest) return;
    const { jobId, delay } = digestJobFor(oldest, Date.now(), this.config.staffNotices.digestDelayMs);
    await this.queue.add(EMAIL_JOBS.staffDigest, {}, { ...EMAIL_JOB_OPTIONS, jobId, delay });
  }

  /**
   * Sends every held staff notice as one digest per recipient set, then records each notice as
   * delivered (with the digest's id) and forgets it. A notice whose stream was erased meanwhile
   * is left out; one already recorded (a crash after recording) is only forgotten. A temporary
   * failure keeps the notices for the job's retry; a refusal for good is recorded on each.
   */
  private async sendDigest(job: Job): Promise<{ delivered: number; skipped: number; refused: number }> {
    const attempt = job.attemptsMade + 1;
    const causation = String(job.id);
    let delivered = 0;
    let skipped = 0;
    let refused = 0;
    await this.staffNotices.withHeld(async (held) => {
      const [recorded, erased] = await Promise.all([
        this.events.readStreams<EmailStreamEvent>(held.map((h) => emailStreamId(h.email_id))),
        this.events.eventsOfErasedStreams(held.map((h) => h.event_id)),
      ]);
      const settled = this.settledEmails(recorded);
      const done: string[] = held.filter((h) => settled.has(h.email_id)).map((h) => h.email_id);
      const open = held.filter((h) => !settled.has(h.email_id));
      const withdrawn = open.filter((h) => erased.has(h.event_id));
      await Promise.all(withdrawn.map((h) => this.recordFailure(job, h.email_id, NOT_SENT_ERASED, attempt, 'info')));
      done.push(...withdrawn.map((h) => h.email_id));
      skipped = done.length;
      let temporary: string | undefined;
      for (const group of groupByRecipients(open.filter((h) => !erased.has(h.event_id)))) {
        const outcome = await this.sendDigestOf(group, causation, attempt);
        if (outcome === 'temporary') {
          temporary ??= 'digest not sent';
          continue;
        }
        if (outcome === 'delivered') delivered += group.length;
        else refused += group.length;
        done.push(...group.map((h) => h.email_id));
      }
      // The retry finds the groups delivered now recorded on their streams and only forgets them.
      if (temporary !== undefined) throw new Error(temporary);
      return done;
    });
    // Notices held while this digest was being sent (their holder may have named this job, which
    // BullMQ then dropped as a duplicate) get a digest of their own.
    await this.queueDigest(await this.staffNotices.oldestHeld());
    return { delivered, skipped, refused };
  }

  private async sendDigestOf(group: HeldNotice[], causation: string, attempt: number): Promise<'delivered' | 'refused' | 'temporary'> {
    const email = digestEmail(group, `${this.config.publicUrl}/admin`);
    const result = await this.send(email, causation);
    if ('refused' in result) {
      this.logger.error({ emailId: email.email_id, reason: result.refused.reason, notices: group.length }, 'staff digest not sent');
      if (!result.refused.permanent) return 'temporary';
      await Promise.all(
        [email.email_id, ...group.map((h) => h.email_id)].map((id) =>
          this.events.append(emailStreamId(id), [emailFailed(id, result.refused.reason, attempt, causation, true)], 'any'),
        ),
      );
      return 'refused';
    }
    await Promise.all([
      this.events.append(emailStreamId(email.email_id), [emailDelivered(email.email_id, result.sent, attempt, causation)], 'any'),
      ...group.map((h) => this.events.append(emailStreamId(h.email_id), [emailDelivered(h.email_id, result.sent, attempt, h.event_id, email.email_id)], 'any')),
    ]);
    this.metrics.email('delivered', 1);
    this.logger.info({ emailId: email.email_id, notices: group.length }, 'staff digest delivered');
    return 'delivered';
  }

  /** Emails with nothing left to do: delivered, or refused for good. */
  private settledEmails(recorded: readonly StoredOf<EmailStreamEvent>[]): Set<string> {
    const settled = new Set<string>();
    for (const e of recorded) {
      if (e.type === EmailEvents.Delivered || (e.type === EmailEvents.Failed && e.data.permanent === true)) settled.add(e.data.email_id);
    }
    return settled;
  }

  private async send(email: EmailJob, causationId: string): Promise<SendResult> {
    try {
      const sent = await this.transport.send(email.email_id, renderEmail(email, this.config.mailFrom, this.layouts));
      return { emailId: email.email_id, causationId, sent };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      return { emailId: email.email_id, causationId, refused: { reason, permanent: isPermanentEmailError(err) } };
    }
  }

  private async recordFailure(job: Job, emailId: string, reason: string, attempt: number, level: 'error' | 'warn' | 'info' = 'error'): Promise<void> {
    try {
      await this.events.append(emailStreamId(emailId), [emailFailed(emailId, reason, attempt, String(job.id), true)], 'any');
      this.logger[level]({ jobId: job.id, emailId, attempt, reason }, 'email failed');
      this.metrics.email('not-sent');
    } catch (err) {
      // The job still fails with its own error; this one only explains the missing event.
      this.logger.error({ jobId: job.id, emailId, err }, 'could not record EmailFailed');
    }
  }

  @OnWorkerEvent('failed')
  async onFailed(job: Job | undefined, err: Error): Promise<void> {
    this.logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err }, 'email attempt failed');
    // Failed for good, its recipients and bodies go.
    await stripIfFailedForGood(job, err, failedJobData, (e) => this.logger.error({ jobId: job?.id, err: e }, 'could not strip a failed email job'));
  }

  @OnWorkerEvent('error')
  onError(err: Error): void {
    // BullMQ retries some failures in a tight loop; one line per interval keeps the log usable.
    const now = Date.now();
    if (now - this.lastErrorLoggedAt < ERROR_LOG_INTERVAL_MS) {
      this.suppressedErrors++;
      return;
    }
    this.logger.error({ err, suppressed: this.suppressedErrors }, 'emails worker error');
    this.lastErrorLoggedAt = now;
    this.suppressedErrors = 0;
  }
}

/** The request behind a batch when all its emails share one (most batches hold one email). */
function batchRequestId(data: unknown): string | undefined {
  const requests = (data as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests)) return undefined;
  const ids = new Set(requests.map((r) => (r as { request_id?: unknown } | null)?.request_id));
  const [only] = ids;
  return ids.size === 1 && typeof only === 'string' ? only : undefined;
}
