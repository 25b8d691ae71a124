import type { JobsOptions } from 'bullmq';

/** The retry schedule of webhook deliveries: doubling from `baseMs`, each wait at most `capMs`, for `windowMs`. */
export interface WebhookRetrySchedule {
  baseMs: number;
  capMs: number;
  windowMs: number;
}

/** The wait before attempt `attemptsMade + 1` (BullMQ counts the attempts made, from 1). */
export function webhookRetryDelayMs(attemptsMade: number, s: WebhookRetrySchedule): number {
  const exponent = Math.max(0, attemptsMade - 1);
  return Math.min(s.capMs, s.baseMs * 2 ** Math.min(exponent, 40));
}

/** How many attempts the schedule's waits need to span its window: BullMQ's `attempts`. */
export function webhookAttempts(s: WebhookRetrySchedule): number {
  let waited = 0;
  let attempts = 1;
  while (waited < s.windowMs) waited += webhookRetryDelayMs(attempts++, s);
  return attempts;
}

/** The custom backoff's name on the webhooks queue (the worker's `settings.backoffStrategy`). */
export const WEBHOOK_BACKOFF = 'webhook-exponential';

/**
 * One try per attempt, then the next after the schedule's wait. Completed jobs are removed: the
 * delivery log row says the delivery happened, and the worker reads it before sending. Failed ones
 * stay by the default retention.
 */
export const webhookJobOptions = (s: WebhookRetrySchedule): JobsOptions => ({
  attempts: webhookAttempts(s),
  backoff: { type: WEBHOOK_BACKOFF },
  removeOnComplete: true,
});
