import { randomUUID } from 'node:crypto';
import { ChatEvents, EMAIL_JOBS, type EmailJob } from '@intake/contracts';
import type { StoredOf } from '@intake/event-store';
import { emailJobsFor, MAX_EMAILS_PER_JOB, type EmailCarryingEvent } from './email-dispatch.reactor.js';

const requested = (n: number): StoredOf<EmailCarryingEvent> => {
  const email: EmailJob = { email_id: `e${n}`, to: [`v${n}@example.org`], subject: 'Thanks', text: 'We will reply.', template: 'completion' };
  return {
    globalPosition: n,
    transactionId: '1',
    streamId: `chat-${n}`,
    streamPosition: 7,
    eventId: randomUUID(),
    type: ChatEvents.CompletionEmailRequested,
    schemaVersion: 1,
    data: { session_id: `s${n}`, email_id: email.email_id, goal: 'completion', email },
    metadata: {},
    createdAt: new Date(),
  };
};

describe('emailJobsFor', () => {
  it('makes one job of one event, with the event id as job id', () => {
    const event = requested(1);
    const [job, ...rest] = emailJobsFor([event]);
    expect(rest).toEqual([]);
    expect(job!.name).toBe(EMAIL_JOBS.sendBatch);
    expect(job!.opts.jobId).toBe(event.eventId);
    expect(job!.data.requests).toEqual([{ event_id: event.eventId, email: event.data.email }]);
    expect(job!.opts.attempts).toBeGreaterThan(1);
  });

  it('splits a large batch into jobs of at most MAX_EMAILS_PER_JOB, each named by its first and last event and count', () => {
    const events = Array.from({ length: MAX_EMAILS_PER_JOB * 2 + 3 }, (_, i) => requested(i));
    const jobs = emailJobsFor(events);
    expect(jobs.map((j) => j.data.requests.length)).toEqual([MAX_EMAILS_PER_JOB, MAX_EMAILS_PER_JOB, 3]);
    expect(jobs.flatMap((j) => j.data.requests.map((r) => r.event_id))).toEqual(events.map((e) => e.eventId));
    expect(jobs[2]!.opts.jobId).toBe(`${events[MAX_EMAILS_PER_JOB * 2]!.eventId}.${events.at(-1)!.eventId}.3`);
    // The same batch gives the same ids (BullMQ drops a job whose id it still holds).
    expect(emailJobsFor(events).map((j) => j.opts.jobId)).toEqual(jobs.map((j) => j.opts.jobId));
  });

  it('queues nothing for a request erased before dispatch (no recipient left)', () => {
    const erased = requested(1);
    erased.data.email = { ...erased.data.email, to: [], text: '[erased]' };
    const kept = requested(2);
    const jobs = emailJobsFor([erased, kept]);
    expect(jobs.flatMap((j) => j.data.requests.map((r) => r.event_id))).toEqual([kept.eventId]);
    expect(emailJobsFor([erased])).toEqual([]);
  });
});
