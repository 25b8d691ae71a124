/**
 * Counts failed sign-ins per key in a sliding window. A key with `limit` failures inside the
 * window is refused until the oldest of them leaves it. Only failures count, so an admin who
 * signs in correctly is never slowed down, and a success clears the key. Memory is bounded: at
 * most `maxKeys` keys, the longest-untouched going first.
 */
export class FailedLoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  retryAfterSeconds(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - this.limit]! + this.windowMs - now) / 1000));
  }

  recordFailure(key: string, now: number): void {
    const recent = [...this.recent(key, now), now].slice(-this.limit);
    this.failures.delete(key);
    this.failures.set(key, recent);
    if (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    return kept;
  }
}
