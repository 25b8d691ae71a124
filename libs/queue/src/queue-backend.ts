import type { AppConfig } from '@intake/config';
import type { ClientBase } from 'pg';
import { createRedisBackend, setDefaultBackendFactory, type BackendFactory, type ConnectionOptions, type PostgresPoolConfig } from 'bullmq';
import { createRecoveringPostgresBackend } from './recovering-postgres-backend.js';

export type QueueBackendKind = 'redis' | 'postgres';

/** What BullMQ receives as `connection`: ioredis options, or a pg pool config for the PostgreSQL backend. */
export type QueueConnection = ConnectionOptions | PostgresPoolConfig;

export function queueBackendKind(config: Pick<AppConfig, 'redisUrl'>): QueueBackendKind {
  return config.redisUrl ? 'redis' : 'postgres';
}

/**
 * Points every BullMQ class built afterwards without an explicit backend (notably those
 * @nestjs/bullmq builds) at Redis or at PostgreSQL. Must run before the Nest module graph is
 * created. With Redis it resets the default explicitly, so a process that switched to
 * PostgreSQL earlier (a test file exercising both) gets Redis again.
 */
export function configureQueueBackend(config: Pick<AppConfig, 'redisUrl'>): QueueBackendKind {
  const kind = queueBackendKind(config);
  if (kind === 'postgres') setDefaultBackendFactory(createRecoveringPostgresBackend as BackendFactory);
  else setDefaultBackendFactory();
  return kind;
}

/** The backend factory for `config`, for classes built by us rather than by Nest. */
export function queueBackendFactory(config: Pick<AppConfig, 'redisUrl'>): BackendFactory {
  return (queueBackendKind(config) === 'postgres' ? createRecoveringPostgresBackend : createRedisBackend) as BackendFactory;
}

export function queueConnection(config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>): QueueConnection {
  if (config.redisUrl) {
    // Workers block on Redis; a finite retry count would make a blocked call reject on a reconnect.
    return { url: config.redisUrl, maxRetriesPerRequest: null };
  }
  if (!config.databaseUrl) {
    throw new Error('BullMQ needs REDIS_URL or DATABASE_URL: neither is set');
  }
  // migrate: true lets the first Queue/Worker create (or upgrade) schema `bullmq` itself.
  // onConnect: pg-pool takes its idle listener off a client it lends out, and BullMQ listens only
  // on the pool: a connection lost while BullMQ holds a client would emit an unheard 'error' and
  // end the process. With this listener the client's next query fails instead, and BullMQ retries.
  return { connectionString: config.databaseUrl, migrate: true, onConnect: (client: ClientBase) => void client.on('error', () => undefined) };
}
