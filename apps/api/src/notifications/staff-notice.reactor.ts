import type { AnyEvent, Reactor, StoredOf } from '@intake/event-store';
import type { EmailJob } from '@intake/contracts';
import type { Queue } from 'bullmq';
import { requestIdOf } from '../platform/event-sourcing/request-id-of.js';
import { EMAIL_GATHER_MS, emailJobsForRequests } from './email-dispatch.reactor.js';

/**
 * A notice for an event older than this is not sent: a reactor new to a deployment starts at the
 * log's beginning, and staff should not get a mail for every response of the past (the
 * dashboard lists those). Also bounds what a long outage sends late.
 */
export const STAFF_NOTICE_MAX_AGE_MS = 24 * 3600 * 1000;

/** Whether a notice for this event is still worth sending at `now`. */
export const isRecentEnough = (event: Pick<StoredOf<AnyEvent>, 'createdAt'>, now: number): boolean =>
  now - event.createdAt.getTime() <= STAFF_NOTICE_MAX_AGE_MS;

/**
 * A reactor that sends the staff a notice per event (a questionnaire submitted, a chat
 * completed). The job is named by the event id and the email id by the response, so a batch
 * redelivered after a crash or a restart is not sent twice: BullMQ drops a job id it holds, and
 * the worker skips an email already delivered on its stream. Many at once are batched into a
 * digest by the worker (staff-notice-batching.ts).
 */
export function staffNoticeReactor<E extends AnyEvent>(
  name: string,
  handles: readonly E['type'][],
  queue: Pick<Queue, 'addBulk'>,
  build: (event: StoredOf<E>) => Promise<EmailJob | null>,
): Reactor<E> {
  return {
    kind: 'reactor',
    name,
    handles,
    gatherMs: EMAIL_GATHER_MS,
    async reactToBatch(events) {
      const now = Date.now();
      const requests = [];
      for (const event of events) {
        if (!isRecentEnough(event, now)) continue;
        const email = await build(event);
        if (email && email.to.length > 0) requests.push({ event_id: event.eventId, email, ...requestIdOf(event) });
      }
      const jobs = emailJobsForRequests(requests);
      if (jobs.length > 0) await queue.addBulk(jobs);
    },
  };
}
