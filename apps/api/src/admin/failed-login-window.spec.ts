import { retryAfterSeconds } from './failed-login-window.js';

const MINUTE = 60_000;
const rule = { limit: 3, windowMs: 15 * MINUTE };

describe('retryAfterSeconds (the sign-in throttle window)', () => {
  it('admits a key until it has `limit` failures inside the window', () => {
    expect(retryAfterSeconds([], rule, 0)).toBe(0);
    expect(retryAfterSeconds([0, MINUTE], rule, 2 * MINUTE)).toBe(0);
  });

  it('refuses it until the oldest counted failure leaves the window, then the window slides on', () => {
    const failures = [0, MINUTE, 2 * MINUTE];
    expect(retryAfterSeconds(failures, rule, 2 * MINUTE)).toBe(13 * 60);
    expect(retryAfterSeconds(failures, rule, 15 * MINUTE - 500)).toBe(1);
    expect(retryAfterSeconds(failures, rule, 15 * MINUTE)).toBe(0);
    expect(retryAfterSeconds([...failures, 15 * MINUTE], rule, 15 * MINUTE)).toBe(60);
  });

  it('counts the newest `limit` failures whatever order they come in, and ignores older ones', () => {
    expect(retryAfterSeconds([2 * MINUTE, -20 * MINUTE, 0, MINUTE], rule, 2 * MINUTE)).toBe(13 * 60);
    expect(retryAfterSeconds([5 * MINUTE, 4 * MINUTE, 3 * MINUTE, 0], rule, 5 * MINUTE)).toBe(13 * 60);
  });
});
