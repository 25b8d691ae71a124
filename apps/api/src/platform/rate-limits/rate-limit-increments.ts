/** One request's increment of a budget counter. */
export interface Increment {
  key: string;
  windowMs: number;
}

/** A counter after an increment: the request's own count in its window, and the window's time left. */
export interface KeyCount {
  count: number;
  ttl: number;
}

export interface IncrementPlan {
  /** One row per key, sorted by key: how many requests it counts and its window. */
  keys: { key: string; n: number; windowMs: number }[];
  /**
   * Each request's outcome, in the order of the items, from each key's counter after the batch:
   * the requests of a key get consecutive counts, in arrival order, ending at the counter's value.
   */
  settle(after: ReadonlyMap<string, KeyCount>): PromiseSettledResult<KeyCount>[];
}

/** Sums a batch of increments per key (pure: the statement and the answers are built around it). */
export function planIncrements(items: readonly Increment[]): IncrementPlan {
  const byKey = new Map<string, { key: string; n: number; windowMs: number }>();
  const rank: number[] = [];
  for (const item of items) {
    const row = byKey.get(item.key) ?? { key: item.key, n: 0, windowMs: item.windowMs };
    byKey.set(item.key, row);
    rank.push(row.n++);
  }
  const keys = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    keys,
    settle: (after) =>
      items.map((item, i): PromiseSettledResult<KeyCount> => {
        const counter = after.get(item.key);
        if (!counter) return { status: 'rejected', reason: new Error(`rate-limit counter ${item.key} was not returned`) };
        return { status: 'fulfilled', value: { count: counter.count - byKey.get(item.key)!.n + rank[i]! + 1, ttl: counter.ttl } };
      }),
  };
}
