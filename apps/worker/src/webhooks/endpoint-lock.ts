import pg from 'pg';

/**
 * Per-endpoint concurrency 1, on either queue backend: a PostgreSQL session advisory lock per
 * endpoint, held on a connection of this pool for the whole HTTP exchange. Whatever worker (or
 * replica) holds it, no other sends to that endpoint; a worker that dies drops its connection and
 * with it the lock. `tryWith` does not wait: a busy endpoint gives its job back to the queue
 * for a moment instead of holding one of the worker's slots.
 */
export class EndpointLock {
  private readonly pool: pg.Pool;

  constructor(connectionString: string, size: number) {
    this.pool = new pg.Pool({ connectionString, max: size, application_name: 'intake-webhook-locks' });
    // A lost idle connection must not end the process.
    this.pool.on('error', () => undefined);
  }

  async tryWith<T>(endpointId: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      const { rows } = await client.query<{ got: boolean }>(`select pg_try_advisory_lock(hashtext('webhook-endpoint'), hashtext($1)) as got`, [endpointId]);
      if (!rows[0]?.got) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await client.query(`select pg_advisory_unlock(hashtext('webhook-endpoint'), hashtext($1))`, [endpointId]).catch(() => {
          broken = true;
        });
      }
    } finally {
      // A connection whose unlock failed may still hold the lock: it is closed rather than reused.
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
