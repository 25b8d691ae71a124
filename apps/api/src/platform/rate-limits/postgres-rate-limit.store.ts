import type pg from 'pg';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** How often (in increments) a store prunes the windows that ended. */
const PRUNE_EVERY = 500;

/**
 * @fastify/rate-limit's store interface (incr/read/child) on PostgreSQL, for the embedded mode:
 * every api replica shares the counts through table `rate_limits` (migration 0026). One
 * statement per request: the upsert restarts a window that ended and counts in one that runs.
 */
export function postgresRateLimitStore(pool: pg.Pool) {
  let increments = 0;

  class PostgresRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      if (++increments % PRUNE_EVERY === 0) void pool.query('delete from rate_limits where expires_at < now()').catch(() => undefined);
      pool
        .query<{ count: number; ttl: string }>(
          `insert into rate_limits (key, count, expires_at) values ($1, 1, now() + $2 * interval '1 millisecond')
           on conflict (key) do update set
             count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
             expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
           returning count, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::bigint as ttl`,
          [this.prefix + key, timeWindow],
        )
        .then(
          (r) => cb(null, { current: r.rows[0]!.count, ttl: Number(r.rows[0]!.ttl) }),
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
