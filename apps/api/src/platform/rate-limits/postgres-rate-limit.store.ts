import { AppendBatcher } from '@intake/event-store';
import type pg from 'pg';
import { planIncrements, type Increment, type KeyCount } from './rate-limit-increments.js';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** How often (in increments) a store prunes the windows that ended. */
const PRUNE_EVERY = 500;
/** Counter statements at once; what arrives meanwhile leaves together as the next one. */
const MAX_IN_FLIGHT = 2;
const MAX_BATCH = 256;

/**
 * One statement for a batch of increments, summed per key beforehand (an upsert may touch a row
 * once). planIncrements sorts the keys, so rows are locked in one order and two batches in flight
 * never deadlock. The upsert restarts a window that ended and counts in one that runs.
 */
const INCREMENT_SQL = `
  insert into rate_limits (key, count, expires_at)
  select k.key, k.n, now() + k.window_ms * interval '1 millisecond'
  from unnest($1::text[], $2::int[], $3::float8[]) as k(key, n, window_ms)
  on conflict (key) do update set
    count = case when rate_limits.expires_at <= now() then excluded.count else rate_limits.count + excluded.count end,
    expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
  returning key, count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::bigint as ttl`;

/**
 * @fastify/rate-limit's store interface (incr/read/child) on PostgreSQL, for the embedded mode:
 * every api replica shares the counts through table `rate_limits` (migration 0026). Increments
 * arriving together share one statement (group commit, as the event store's appends do): a
 * statement per request cost a round trip each, and a flood from one address queued every request
 * behind the previous one's row lock. Each request still gets its own exact count.
 */
export function postgresRateLimitStore(pool: pg.Pool) {
  let increments = 0;
  const batcher = new AppendBatcher<Increment, KeyCount>(
    async (items) => {
      const plan = planIncrements(items);
      const { rows } = await pool.query<{ key: string; count: number; ttl: string }>(INCREMENT_SQL, [
        plan.keys.map((k) => k.key),
        plan.keys.map((k) => k.n),
        plan.keys.map((k) => k.windowMs),
      ]);
      return plan.settle(new Map(rows.map((r) => [r.key, { count: r.count, ttl: Number(r.ttl) }])));
    },
    MAX_IN_FLIGHT,
    MAX_BATCH,
  );

  class PostgresRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      if (++increments % PRUNE_EVERY === 0) void pool.query('delete from rate_limits where expires_at < now()').catch(() => undefined);
      batcher.submit({ key: this.prefix + key, windowMs: timeWindow }).then(
        (r) => cb(null, { current: r.count, ttl: r.ttl }),
        (err: Error) => cb(err),
      );
    }

    read(key: string, cb: Callback): void {
      pool
        .query<{ count: number; ttl: string }>(
          `select count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::bigint as ttl from rate_limits where key = $1 and expires_at > now()`,
          [this.prefix + key],
        )
        .then(
          (r) => cb(null, r.rows[0] ? { current: r.rows[0].count, ttl: Number(r.rows[0].ttl) } : { current: 0, ttl: 0 }),
          (err: Error) => cb(err),
        );
    }

    /** One store per budget: its name keeps its counts apart from the others'. */
    child(options: { budget?: string }): PostgresRateLimitStore {
      return new PostgresRateLimitStore(options, `${options.budget ?? 'global'}:`);
    }
  }
  return PostgresRateLimitStore;
}
