import { FailedLoginLimiter } from './failed-login-limiter.js';

const MINUTE = 60_000;

describe('FailedLoginLimiter', () => {
  it('refuses a key after `limit` failures in the window, until the oldest leaves it', () => {
    const limiter = new FailedLoginLimiter(3, 15 * MINUTE);
    for (const t of [0, MINUTE, 2 * MINUTE]) {
      expect(limiter.retryAfterSeconds('ada', t)).toBe(0);
      limiter.recordFailure('ada', t);
    }
    expect(limiter.retryAfterSeconds('ada', 2 * MINUTE)).toBe(13 * 60);
    expect(limiter.retryAfterSeconds('ada', 15 * MINUTE - 500)).toBe(1);
    // The first failure has left the window: one more try, and the window slides on.
    expect(limiter.retryAfterSeconds('ada', 15 * MINUTE)).toBe(0);
    limiter.recordFailure('ada', 15 * MINUTE);
    expect(limiter.retryAfterSeconds('ada', 15 * MINUTE)).toBe(60);
  });

  it('keeps keys apart, and a success clears its key', () => {
    const limiter = new FailedLoginLimiter(2, MINUTE);
    limiter.recordFailure('ada', 0);
    limiter.recordFailure('ada', 1);
    expect(limiter.retryAfterSeconds('ada', 2)).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('bob', 2)).toBe(0);
    limiter.clear('ada');
    expect(limiter.retryAfterSeconds('ada', 2)).toBe(0);
  });

  it('holds at most maxKeys keys, forgetting the longest-untouched first', () => {
    const limiter = new FailedLoginLimiter(1, MINUTE, 2);
    limiter.recordFailure('a', 0);
    limiter.recordFailure('b', 0);
    limiter.recordFailure('a', 1); // touched again: now the newest
    limiter.recordFailure('c', 2);
    expect(limiter.retryAfterSeconds('a', 3)).toBeGreaterThan(0);
    expect(limiter.retryAfterSeconds('b', 3)).toBe(0);
    expect(limiter.retryAfterSeconds('c', 3)).toBeGreaterThan(0);
  });
});
