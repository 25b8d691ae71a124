import { Worker, type Queue, type RedisClient } from 'bullmq';
import type { QueueConnectionState } from './queue-connection-watch.js';

/** How long a close may wait on a Redis that does not answer before its connections are cut. */
export const QUEUE_CLOSE_GRACE_MS = 2_000;

type QueueClient = Queue | Worker;

const delay = (ms: number) =>
  new Promise<'waited'>((resolve) => {
    setTimeout(() => resolve('waited'), ms).unref();
  });

/** `promise`, or undefined once `ms` passed (a promise that never settles must not hold a shutdown). */
function within<T>(promise: Promise<T> | undefined, ms: number): Promise<T | undefined> {
  if (!promise) return Promise.resolve(undefined);
  return Promise.race([promise.catch(() => undefined), delay(ms).then(() => undefined)]);
}

/**
 * Ends an ioredis client at once, whatever its state: its pending commands (a QUIT among them)
 * fail and no reconnect stays scheduled. `disconnect()` alone leaves a client that is between
 * attempts (status "reconnecting") with its queued commands pending for ever; one last connect
 * attempt, refused by the dead server, lets ioredis run its own close, which ends the client.
 */
async function endClient(client: RedisClient | undefined, waitMs: number): Promise<void> {
  if (!client || !('disconnect' in client) || client.status === 'end') return;
  const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
  client.disconnect();
  if (client.status === 'reconnecting') client.connect().catch(() => undefined);
  await within(ended, waitMs);
}

/** The queue or worker's Redis connections cut, so its close settles without the server. */
async function cut(target: QueueClient, waitMs: number): Promise<void> {
  const backend = target.backend;
  // The PostgreSQL backend has no Redis clients; its close does not wait on Redis.
  if (!('blockingClient' in backend)) return;
  if (target instanceof Worker) void target.close(true).catch(() => undefined);
  // The ioredis clients themselves: `backend.client` resolves only once a connection was ready,
  // and one that never was holds every command (a job added, a schedule written) until it ends.
  const clients = [backend.connection, backend.blockingConnection].map((connection) => connection?.['_client']);
  await Promise.all(clients.map((c) => endClient(c, waitMs)));
}

/**
 * Closes a BullMQ queue or worker without waiting on a Redis that is gone. While Redis answers
 * (`state` says 'up') this is the ordinary close: a worker lets its running jobs finish. Once
 * Redis has been unreachable for `graceMs` (at the start, or during the close), the connections
 * are cut: a worker's running jobs are left to the stalled-job check of whichever worker runs
 * next, as after a crash, and the queue's commands in flight fail. BullMQ's own close waits for
 * QUIT (ioredis queues it until a reconnect that never comes), which held a shutdown until the
 * launcher's forced stop.
 */
export async function closeQueueClient(
  target: QueueClient,
  state: () => QueueConnectionState,
  { graceMs = QUEUE_CLOSE_GRACE_MS }: { graceMs?: number } = {},
): Promise<'closed' | 'cut'> {
  const closing = state() === 'up' ? target.close() : cut(target, graceMs).then(() => target.close());
  if ((await settledUnlessRedisGone(closing, state, graceMs)) === 'settled') return state() === 'up' ? 'closed' : 'cut';
  await cut(target, graceMs);
  await within(closing, graceMs);
  return 'cut';
}

/**
 * Waits for `work` (its outcome ignored) unless Redis has been unreachable for `graceMs`
 * meanwhile: for shutdown steps that wait on something the queue itself waits on (a job
 * scheduled at start while Redis was away never settles).
 */
export async function settledUnlessRedisGone(
  work: Promise<unknown> | undefined,
  state: () => QueueConnectionState,
  graceMs = QUEUE_CLOSE_GRACE_MS,
  pollMs = 100,
): Promise<'settled' | 'redis gone'> {
  if (!work) return 'settled';
  const settled = work.then(
    () => 'settled' as const,
    () => 'settled' as const,
  );
  let downSince: number | undefined;
  for (;;) {
    if ((await Promise.race([settled, delay(pollMs)])) === 'settled') return 'settled';
    if (state() === 'up') downSince = undefined;
    else if (Date.now() - (downSince ??= Date.now()) >= graceMs) return 'redis gone';
  }
}
