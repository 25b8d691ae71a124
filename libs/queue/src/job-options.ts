import type { DefaultJobOptions, JobsOptions } from 'bullmq';

const DAY_SECONDS = 24 * 3600;

/**
 * Completed jobs are kept a week: BullMQ de-duplicates a custom jobId only while the job
 * still exists, and reactors may re-enqueue the same event after a restart or a replay.
 * Retention is by age only. On the PostgreSQL backend a `count` limit makes every completion
 * delete `NOT IN` the newest N completed jobs, a scan of all of them: with a few thousand kept,
 * finishing an email job took ~2.8 ms of database time, the largest single cost of a chat
 * conversation. The age limit is one range delete on an index.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  removeOnComplete: { age: 7 * DAY_SECONDS },
  removeOnFail: { age: 30 * DAY_SECONDS },
};

/**
 * SMTP hiccups are usually short: five tries spread over about half a minute. A sent email is
 * recorded as EmailDelivered on its stream, and the worker looks there before sending, so a
 * completed job has nothing left to guard and is removed at once: on the PostgreSQL backend the
 * age-based retention made each completion cost about 1 ms of database time (a third of a chat
 * conversation's email). Failed jobs stay, by the default retention, for operators.
 */
export const EMAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: true,
};

/**
 * A jobId from stable parts (event id, purpose). BullMQ's Redis keys use ':' as separator,
 * so a jobId containing one is rejected; the parts are checked instead of silently rewritten,
 * which could make two distinct jobs collide.
 */
export function jobIdFrom(...parts: string[]): string {
  if (parts.length === 0) throw new Error('jobIdFrom needs at least one part');
  for (const part of parts) {
    if (part === '' || part.includes(':')) throw new Error(`invalid jobId part: ${JSON.stringify(part)}`);
  }
  return parts.join('.');
}
