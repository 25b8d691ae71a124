import type { Reactor } from '@intake/event-store';
import { ChatEvents, WorkWithUsEvents, type EmailJob } from '@intake/contracts';
import { EMAIL_JOB_OPTIONS } from '@intake/queue';
import type { Queue } from 'bullmq';

/** Events that carry a rendered email for the worker to send. */
export const EMAIL_CARRYING_EVENTS = [WorkWithUsEvents.AdminNotificationRequested, ChatEvents.CompletionEmailRequested] as const;

/**
 * The event log is the outbox: each email-carrying event becomes one job whose id is the event
 * id, so a redelivered event (after a crash before the checkpoint) never sends twice.
 */
export function emailDispatchReactor(queue: Pick<Queue, 'add'>): Reactor {
  return {
    kind: 'reactor',
    name: 'email-dispatch',
    handles: EMAIL_CARRYING_EVENTS,
    async react(event) {
      const email = (event.data as { email: EmailJob }).email;
      await queue.add('send', email, { ...EMAIL_JOB_OPTIONS, jobId: event.eventId });
    },
  };
}
