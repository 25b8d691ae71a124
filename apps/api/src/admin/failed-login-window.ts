/**
 * The sliding-window rule of the sign-in throttle, without storage: a key with `limit` failures
 * inside the window is refused until the oldest of them leaves it. Only failures count, so an
 * admin who signs in correctly is never slowed down.
 */
export interface FailureWindow {
  limit: number;
  windowMs: number;
}

/** Seconds until a key with these failure times (ms, any order) may try again; 0 when it may now. */
export function retryAfterSeconds(failures: readonly number[], rule: FailureWindow, now: number): number {
  const recent = failures.filter((t) => t > now - rule.windowMs).sort((a, b) => b - a);
  if (recent.length < rule.limit) return 0;
  const oldestCounted = recent[rule.limit - 1]!;
  return Math.max(1, Math.ceil((oldestCounted + rule.windowMs - now) / 1000));
}
