import { handlesOf } from '@intake/event-store';
import type { Reactor, StoredOf } from '@intake/event-store';
import {
  ChatEvents,
  EMAIL_JOBS,
  WorkWithUsEvents,
  type ChatEvent,
  type EmailBatchJob,
  type EmailJob,
  type EventOfType,
  type WorkWithUsEvent,
} from '@intake/contracts';
import { EMAIL_JOB_OPTIONS, jobIdFrom } from '@intake/queue';
import type { JobsOptions, Queue } from 'bullmq';
import { requestIdOf } from '../platform/event-sourcing/request-id-of.js';

/** Events that carry a rendered email for the worker to send. */
export const EMAIL_CARRYING_EVENTS = [WorkWithUsEvents.AdminNotificationRequested, ChatEvents.CompletionEmailRequested] as const;

/** The events EMAIL_CARRYING_EVENTS names. */
export type EmailCarryingEvent =
  | EventOfType<WorkWithUsEvent, typeof WorkWithUsEvents.AdminNotificationRequested>
  | EventOfType<ChatEvent, typeof ChatEvents.CompletionEmailRequested>;
type Stored = StoredOf<EmailCarryingEvent>;

/**
 * How long the reactor lets email requests gather after a batch. An email may leave this much
 * later under load; in exchange a batch of them costs the queue one job instead of one each.
 */
export const EMAIL_GATHER_MS = 100;
/** At most this many emails per job, so a slow SMTP server cannot outlast the job's lock. */
export const MAX_EMAILS_PER_JOB = 25;

/**
 * The event log is the outbox: the email-carrying events of a batch become jobs of at most
 * MAX_EMAILS_PER_JOB emails, each job's id made of its events' ids (just the event id for one),
 * so a batch redelivered as it was (after a crash before the checkpoint) is not enqueued twice.
 * A batch redelivered with other bounds makes new jobs; the worker then finds the emails already
 * sent on their streams and does not send them again.
 */
export function emailDispatchReactor(queue: Pick<Queue, 'addBulk'>): Reactor<EmailCarryingEvent> {
  return {
    kind: 'reactor',
    name: 'email-dispatch',
    handles: handlesOf<EmailCarryingEvent>()(EMAIL_CARRYING_EVENTS),
    gatherMs: EMAIL_GATHER_MS,
    async reactToBatch(events) {
      const jobs = emailJobsFor(events);
      if (jobs.length > 0) await queue.addBulk(jobs);
    },
  };
}

/**
 * An email whose request was erased before it was dispatched has no recipient left
 * (notifications.personal-data.ts): there is nobody to send it to, so it is not queued.
 */
const hasRecipient = (e: Stored) => (e.data.email?.to?.length ?? 0) > 0;

/** The jobs for a batch of email-carrying events, in order. */
export function emailJobsFor(batch: readonly Stored[]): EmailQueueJob[] {
  return emailJobsForRequests(batch.filter(hasRecipient).map((e) => ({ event_id: e.eventId, email: e.data.email, ...requestIdOf(e) })));
}

export interface EmailQueueJob {
  name: string;
  data: EmailBatchJob;
  opts: JobsOptions;
}

/** Email requests (each named by the event that caused it) as jobs of at most MAX_EMAILS_PER_JOB, in order. */
export function emailJobsForRequests(requests: readonly { event_id: string; email: EmailJob; request_id?: string }[]): EmailQueueJob[] {
  const jobs = [];
  for (let i = 0; i < requests.length; i += MAX_EMAILS_PER_JOB) {
    const chunk = requests.slice(i, i + MAX_EMAILS_PER_JOB);
    jobs.push({ name: EMAIL_JOBS.sendBatch, data: { requests: chunk }, opts: { ...EMAIL_JOB_OPTIONS, jobId: batchJobId(chunk.map((r) => r.event_id)) } });
  }
  return jobs;
}

function batchJobId(eventIds: readonly string[]): string {
  const first = eventIds[0]!;
  const last = eventIds[eventIds.length - 1]!;
  return eventIds.length === 1 ? first : jobIdFrom(first, last, String(eventIds.length));
}
