import type { AppConfig } from '@intake/config';
import {
  EMAIL_JOBS,
  emailBatchJobSchema,
  EmailEvents,
  emailJobSchema,
  emailStreamId,
  isVisitorAddressed,
  QUEUES,
  type EmailBatchJob,
  type EmailStreamEvent,
  type EmailJob,
} from '@intake/contracts';
import { EventStore, type StoredOf } from '@intake/event-store';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, LOGGER } from '@intake/event-store/nest';
import type { Logger } from '../logging/logger.provider.js';
import { WorkerMetrics } from '../operations/worker-metrics.js';
import { renderEmail } from './email-message.js';
import { settleEmailAttempt, type SendResult } from './email-batch.outcome.js';
import { emailFailed } from './email-outcome.events.js';
import { stripIfFailedForGood } from '../failed-for-good.js';
import { failedJobData } from './failed-job-data.js';
import { EmailTransport, isPermanentEmailError } from './email-transport.js';
import { capVisitorEmails, NOT_SENT_HOURLY_LIMIT, NOT_SENT_RECIPIENT_LIMIT, VISITOR_EMAIL_HOURLY_WINDOW_MS } from './visitor-email-cap.js';
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
export class EmailsProcessor extends WorkerHost {
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
  ) {
    super();
    this.logger = logger.child({ queue: QUEUES.emails });
  }

  async process(job: Job): Promise<{ delivered: number; skipped: number; refused: number }> {
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
    const pending = await this.withinRecipientLimits(
      job,
      unsettled.filter((r) => !erased.has(r.event_id)),
      attempt,
    );
    const results: SendResult[] = new Array(pending.length);
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
   * The requests that may be sent: a completion email to an address that has had its day's
   * share is recorded as not sent, for good (retrying tomorrow would surprise the person); the
   * rest are counted against their addresses before they go.
   */
  private async withinRecipientLimits(job: Job, pending: EmailBatchJob['requests'], attempt: number): Promise<EmailBatchJob['requests']> {
    const emails = pending.map((r) => r.email);
    const visitorEmails = emails.filter(isVisitorAddressed);
    if (visitorEmails.length === 0) return pending;
    const now = new Date();
    const ids = visitorEmails.map((e) => e.email_id);
    const [sentBefore, sentThisHour] = await Promise.all([
      this.visitorEmails.sentBefore(
        visitorEmails.flatMap((e) => e.to),
        ids,
        now,
      ),
      this.visitorEmails.sentSince(new Date(now.getTime() - VISITOR_EMAIL_HOURLY_WINDOW_MS), ids),
    ]);
    const hourlyLeft = Math.max(0, this.config.visitorEmailsPerHour - sentThisHour);
    const { allowed, refused, refusedHourly } = capVisitorEmails(emails, sentBefore, this.config.visitorEmailsPerAddressPerDay, hourlyLeft);
    await Promise.all([
      ...refused.map((e) => this.recordFailure(job, e.email_id, NOT_SENT_RECIPIENT_LIMIT, attempt, 'warn')),
      ...refusedHourly.map((e) => this.recordFailure(job, e.email_id, NOT_SENT_HOURLY_LIMIT, attempt, 'warn')),
    ]);
    await this.visitorEmails.record(allowed.filter(isVisitorAddressed), now);
    const going = new Set(allowed);
    return pending.filter((r) => going.has(r.email));
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
      const sent = await this.transport.send(email.email_id, renderEmail(email, this.config.mailFrom));
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
