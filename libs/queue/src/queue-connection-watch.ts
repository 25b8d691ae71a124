import type { AppConfig } from '@intake/config';
import { Redis } from 'ioredis';

export type QueueConnectionState = 'up' | 'down';

/** Whether the queue backend answers now, read without waiting (health, readiness). */
export interface QueueConnectionWatch {
  readonly backend: 'redis' | 'postgres';
  state(): QueueConnectionState;
  close(): Promise<void>;
}

/**
 * Watches the queue's Redis with one small connection of its own that reconnects forever and
 * never queues commands, so its state is current and reading it costs nothing. On the
 * PostgreSQL backend the queue is the database, which health checks on its own: always 'up'.
 * The api starts without Redis (jobs wait in the event log, the outbox); this is how it says so.
 */
export function watchQueueConnection(config: Pick<AppConfig, 'redisUrl'>): QueueConnectionWatch {
  if (!config.redisUrl) return { backend: 'postgres', state: () => 'up', close: async () => undefined };
  const redis = new Redis(config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
    connectionName: 'intake-queue-watch',
  });
  // Errors are the state, not a crash: an 'error' without a listener would throw.
  redis.on('error', () => undefined);
  return {
    backend: 'redis',
    state: () => (redis.status === 'ready' ? 'up' : 'down'),
    close: async () => {
      redis.disconnect();
    },
  };
}
