import { PostgresConnection, PostgresQueueBackend, type PostgresConnectionOptions, type QueueBaseOptions } from 'bullmq';

/** How long a failed readiness check or job fetch waits before it reports the failure. */
const FAILED_FETCH_PAUSE_MS = 1_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * BullMQ's PostgreSQL connection keeps its first readiness check (connect, then migrate) for good,
 * failed or not. A check that failed (the database cut while a worker started) made every later
 * query reject at once, without I/O: the worker's fetch loop then ran on microtasks alone, the event
 * loop froze (no timer, no request of the api sharing the process), and nothing recovered when the
 * database came back. Here a failed check is forgotten, so the next query checks again, and the
 * failure is reported through a timer, so a loop that retries it yields to the event loop.
 */
class RecoveringPostgresConnection extends PostgresConnection {
  override async waitUntilReady(): Promise<void> {
    try {
      await super.waitUntilReady();
    } catch (err) {
      // The memo is private to BullMQ, reached by its key; the queue's outage test fails if it is renamed.
      this['readyPromise'] = undefined;
      await pause(FAILED_FETCH_PAUSE_MS);
      throw err;
    }
  }
}

/**
 * A worker retries a failed fetch at once unless BullMQ counts the error as a connection error
 * (only ECONNREFUSED): a database that answers "shutting down" or drops each connection would be
 * asked again in a tight loop, logging an error each time. The pause makes that loop slow.
 */
class RecoveringPostgresQueueBackend extends PostgresQueueBackend {
  override async moveToActive(token: string, name?: string): Promise<unknown[]> {
    try {
      return await super.moveToActive(token, name);
    } catch (err) {
      await pause(FAILED_FETCH_PAUSE_MS);
      throw err;
    }
  }
}

/**
 * BullMQ's `createPostgresBackend` with the two mends above. The names given to the dedicated
 * LISTEN connection are BullMQ's own, so `getWorkers` and `getQueueEvents` still find them.
 */
export function createRecoveringPostgresBackend(
  name: string,
  opts: QueueBaseOptions<PostgresConnectionOptions> & { name?: string },
  factoryOpts: { blocking?: boolean; withBlockingConnection?: boolean } = {},
): PostgresQueueBackend {
  const connection = new RecoveringPostgresConnection(opts.connection);
  const listenClientName = factoryOpts.withBlockingConnection
    ? `${name}${opts.name ? `:w:${opts.name}` : ''}`
    : factoryOpts.blocking
      ? `${name}:qe`
      : undefined;
  return new RecoveringPostgresQueueBackend(connection, name, opts, true, listenClientName);
}
