import { setTimeout as delay } from 'node:timers/promises';

export interface WaitForOptions {
  /** A liveness bound, not a timing assertion: generous, so a loaded machine never fails it. */
  timeoutMs?: number;
  intervalMs?: number;
}

/** Polls `check` until it returns a value other than undefined/false; fails with `what` on timeout. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  { timeoutMs = 30_000, intervalMs = 20 }: WaitForOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await delay(intervalMs);
  }
}
