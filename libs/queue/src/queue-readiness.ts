import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '@intake/config';
import { PostgresConnection, type PostgresPoolConfig } from 'bullmq';
import { queueBackendKind, queueConnection } from './queue-backend.js';

export interface WaitForQueueBackendOptions {
  /** Give up after this long; the default covers a database that is still starting. */
  timeoutMs?: number;
  onRetry?: (error: unknown, attempt: number) => void;
}

/**
 * Resolves once BullMQ's PostgreSQL backend can connect and its schema is migrated.
 *
 * Call it before building queues or workers. In BullMQ 6.7 a PostgreSQL connection memoizes a
 * failed start (say, the database is still starting or does not exist yet) and every later
 * query fails at once with the same error; a Worker then retries its fetch loop without any
 * pause, starving the event loop until the process runs out of memory. Probing with
 * throw-away connections here, with back-off, keeps that state from ever being reached.
 * Redis needs no probe: ioredis queues commands and reconnects by itself.
 */
export async function waitForQueueBackend(config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>, options: WaitForQueueBackendOptions = {}): Promise<void> {
  if (queueBackendKind(config) === 'redis') return;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (let attempt = 1; ; attempt++) {
    const connection = new PostgresConnection(queueConnection(config) as PostgresPoolConfig);
    try {
      await connection.waitUntilReady();
      return;
    } catch (error) {
      if (Date.now() >= deadline) {
        throw new Error(`BullMQ's PostgreSQL backend is not ready: ${(error as Error).message}`, { cause: error });
      }
      options.onRetry?.(error, attempt);
      await sleep(Math.min(200 * 2 ** (attempt - 1), 5_000, Math.max(deadline - Date.now(), 0)));
    } finally {
      await connection.close().catch(() => undefined);
    }
  }
}
