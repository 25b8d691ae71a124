import type { AppConfig } from '@intake/config';
import { EmailEvents, emailJobSchema, emailStreamId, QUEUES, type EmailDeliveredData, type EmailJob } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG } from '../app-config.provider.js';
import { LOGGER, type Logger } from '../logging/logger.provider.js';
import { renderEmail } from './email-message.js';
import { emailDelivered, emailFailed } from './email-outcome.events.js';
import { EmailTransport, isPermanentEmailError } from './email-transport.js';

const ERROR_LOG_INTERVAL_MS = 5_000;

/**
 * Sends the emails the API requested (carried by the events that asked for them) and records
 * the outcome on stream `email-<id>`. Delivery is at least once: a crash between sending and
 * recording sends again, with the same Message-ID; the recorded event is never duplicated.
 */
// lockDuration exceeds the SMTP timeouts together, so a slow server cannot make a job look stalled.
@Processor(QUEUES.emails, { concurrency: 4, lockDuration: 60_000 })
export class EmailsProcessor extends WorkerHost {
  private readonly logger: Logger;
  private lastErrorLoggedAt = 0;
  private suppressedErrors = 0;

  constructor(
    private readonly transport: EmailTransport,
    private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    super();
    this.logger = logger.child({ queue: QUEUES.emails });
  }

  async process(job: Job): Promise<EmailDeliveredData> {
    // attemptsMade counts finished attempts, so this one is attemptsMade + 1.
    const attempt = job.attemptsMade + 1;
    const parsed = emailJobSchema.safeParse(job.data);
    if (!parsed.success) {
      const reason = `invalid email job: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`;
      const emailId = (job.data as { email_id?: unknown } | null)?.email_id;
      if (typeof emailId === 'string') await this.recordFailure(job, emailId, reason, attempt);
      else this.logger.error({ jobId: job.id }, reason);
      throw new UnrecoverableError(reason);
    }
    const email = parsed.data;
    try {
      return await this.deliver(job, email, attempt);
    } catch (err) {
      const permanent = isPermanentEmailError(err);
      const reason = err instanceof Error ? err.message : String(err);
      if (permanent || attempt >= (job.opts.attempts ?? 1)) await this.recordFailure(job, email.email_id, reason, attempt);
      // BullMQ would otherwise spend the remaining attempts on a refusal that will not change.
      if (permanent) throw new UnrecoverableError(reason);
      throw err;
    }
  }

  private async deliver(job: Job, email: EmailJob, attempt: number): Promise<EmailDeliveredData> {
    const streamId = emailStreamId(email.email_id);
    // The stream, not the job, is the record: completed jobs are removed (EMAIL_JOB_OPTIONS), so
    // an email enqueued again (a reactor redelivering its log) is recognised here. No progress
    // is reported: a send takes milliseconds, and each update cost a database write.
    const recorded = (await this.events.readStream(streamId)).find((e) => e.type === EmailEvents.Delivered);
    if (recorded) {
      this.logger.info({ jobId: job.id, emailId: email.email_id }, 'email already delivered');
      return recorded.data as EmailDeliveredData;
    }

    const message = renderEmail(email, this.config.mailFrom);
    const sent = await this.transport.send(email.email_id, message);
    const event = emailDelivered(email.email_id, sent, attempt, job.id);
    await this.events.append(streamId, [event], 'any');

    this.logger.info(
      { jobId: job.id, emailId: email.email_id, template: email.template, transport: sent.transport, attempt },
      'email delivered',
    );
    return event.data;
  }

  private async recordFailure(job: Job, emailId: string, reason: string, attempt: number): Promise<void> {
    try {
      await this.events.append(emailStreamId(emailId), [emailFailed(emailId, reason, attempt, job.id)], 'any');
      this.logger.error({ jobId: job.id, emailId, attempt, reason }, 'email failed');
    } catch (err) {
      // The job still fails with its own error; this one only explains the missing event.
      this.logger.error({ jobId: job.id, emailId, err }, 'could not record EmailFailed');
    }
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, err: Error): void {
    this.logger.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err }, 'email attempt failed');
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
