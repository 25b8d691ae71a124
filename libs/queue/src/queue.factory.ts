import type { AppConfig } from '@intake/config';
import {
  Queue,
  Worker,
  type BackendFactory,
  type ConnectionOptions,
  type Processor,
  type QueueOptions,
  type RedisQueueBackend,
  type WorkerOptions,
} from 'bullmq';
import { DEFAULT_JOB_OPTIONS } from './job-options.js';
import { queueBackendFactory, queueConnection } from './queue-backend.js';

type QueueConfig = Pick<AppConfig, 'redisUrl' | 'databaseUrl' | 'queuePrefix'>;

/**
 * Options for `BullModule.forRoot(...)`. Typed as Redis options because that is all
 * @nestjs/bullmq knows; with the PostgreSQL backend the pg config travels through untouched.
 * `prefix` namespaces Redis keys only: the PostgreSQL backend ignores it and keeps every
 * queue in schema `bullmq`, so there the database is the unit of isolation.
 */
export function bullRootOptions(config: QueueConfig): QueueOptions {
  return {
    connection: queueConnection(config) as ConnectionOptions,
    prefix: config.queuePrefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  };
}

/**
 * The queue classes are typed for the Redis backend only; both backends implement the same
 * surface, so the PostgreSQL factory is presented under the Redis type.
 */
function backendFor(config: QueueConfig): BackendFactory<RedisQueueBackend> {
  return queueBackendFactory(config) as BackendFactory<RedisQueueBackend>;
}

/**
 * A producer for `name`. The backend is passed explicitly rather than taken from the
 * process-wide default, so the result does not depend on when `configureQueueBackend` ran.
 */
export function createQueue<T = unknown>(config: QueueConfig, name: string, onError: (err: Error) => void = () => undefined): Queue<T> {
  const queue = new Queue<T>(name, bullRootOptions(config), backendFor(config));
  // An EventEmitter 'error' without a listener throws: a Redis outage would end the process.
  // Callers log it; adding a job while the backend is down still rejects, and is retried.
  queue.on('error', onError);
  return queue;
}

/** A worker outside Nest (tools, tests), on the same backend and prefix as `createQueue`. */
export function createWorker<T = unknown, R = unknown>(
  config: QueueConfig,
  name: string,
  processor: Processor<T, R>,
  options: Partial<Omit<WorkerOptions, 'connection' | 'prefix'>> = {},
): Worker<T, R> {
  return new Worker<T, R>(
    name,
    processor,
    { ...options, connection: queueConnection(config) as ConnectionOptions, prefix: config.queuePrefix },
    backendFor(config),
  );
}
