/**
 * `work`, or a rejection with `message()` once `ms` have passed (asked then, so it can say what
 * was still running). The timer is cleared either way.
 */
export function within<T>(work: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
