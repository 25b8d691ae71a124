import { webhookAttempts, webhookJobOptions, webhookRetryDelayMs } from './retry-schedule.js';

const DAY = 24 * 3600 * 1000;
const production = { baseMs: 5_000, capMs: 2 * 3600 * 1000, windowMs: DAY };

describe('the webhook retry schedule', () => {
  it('doubles from the base wait up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => webhookRetryDelayMs(n, production))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(webhookRetryDelayMs(12, production)).toBe(2 * 3600 * 1000);
    expect(webhookRetryDelayMs(1000, production)).toBe(2 * 3600 * 1000);
  });

  it('has just enough attempts for its waits to span 24 hours', () => {
    const attempts = webhookAttempts(production);
    const waits = (n: number) => Array.from({ length: n - 1 }, (_, i) => webhookRetryDelayMs(i + 1, production)).reduce((a, b) => a + b, 0);
    expect(waits(attempts)).toBeGreaterThanOrEqual(DAY);
    expect(waits(attempts - 1)).toBeLessThan(DAY);
    expect(attempts).toBe(23);
  });

  it('gives BullMQ the custom backoff and the attempts, and keeps no completed job', () => {
    expect(webhookJobOptions(production)).toEqual({ attempts: 23, backoff: { type: 'webhook-exponential' }, removeOnComplete: true });
  });
});
