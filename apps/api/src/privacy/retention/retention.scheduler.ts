import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import {
  closeQueueClient,
  createQueue,
  settledUnlessRedisGone,
  queueBackendFactory,
  queueBackendKind,
  queueConnection,
  type QueueConnectionWatch,
} from '@intake/queue';
import { Worker, type ConnectionOptions, type Queue, type RedisQueueBackend, type BackendFactory } from 'bullmq';
import type { Logger } from 'pino';
import { APP_CONFIG, LOGGER, QUEUE_CONNECTION } from '../../platform/tokens.js';
import { PersonalDataRetention, type RetentionOutcome } from './personal-data-retention.service.js';

/** The api's own queue: the job needs every context's queries, which live in this process. */
export const PERSONAL_DATA_QUEUE = 'personal-data';
export const RETENTION_SCHEDULER_ID = 'personal-data-retention';
/** How long shutdown waits for the retention worker (a run in progress) before going on without it. */
const SHUTDOWN_WAIT_MS = 10_000;

/**
 * Runs the retention job every PERSONAL_DATA_RETENTION_INTERVAL_MS through a BullMQ job
 * scheduler (docs/personal-data.md): the schedule lives in the queue backend (Redis, or schema
 * `bullmq` in PostgreSQL), so every replica upserting it at start leaves one schedule, each
 * period's job is taken by one worker, and a restart neither skips nor repeats a period.
 * Replicas with RUN_PROCESSORS=false take no part, like they run no projections.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private worker: Worker<unknown, RetentionOutcome> | undefined;
  private scheduling: Queue | undefined;
  private starting: Promise<void> | undefined;
  private stopping = false;
  /** Opened on the first status read (GET /api/admin/retention), kept for the next ones. */
  private statusQueue: Queue | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly retention: PersonalDataRetention,
    @Inject(QUEUE_CONNECTION) private readonly connection: QueueConnectionWatch,
  ) {}

  /**
   * Not awaited: writing the schedule needs the queue backend, and a Redis that is down at start
   * must not keep the api from opening its port (the schedule is written once Redis answers).
   */
  onApplicationBootstrap(): void {
    if (!this.config.runProcessors) return;
    const log = this.logger.child({ component: 'personal-data-retention' });
    this.starting = this.start(log).catch((err: unknown) => {
      if (!this.stopping) log.error({ err }, 'could not schedule the retention job');
    });
  }

  private async start(log: Logger): Promise<void> {
    // The producer is only needed to write the schedule: closed at once, it holds no connections.
    const queue = createQueue(this.config, PERSONAL_DATA_QUEUE, (err) => log.warn({ err, queue: PERSONAL_DATA_QUEUE }, 'queue connection error'));
    this.scheduling = queue;
    try {
      await queue.upsertJobScheduler(
        RETENTION_SCHEDULER_ID,
        { every: this.config.personalDataRetentionIntervalMs },
        // A run is idempotent and the next period tries again: keep no finished job, failures a while for operators.
        { name: 'retention', opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true } },
      );
    } finally {
      this.scheduling = undefined;
      await queue.close();
    }
    if (this.stopping) return;
    this.worker = new Worker<unknown, RetentionOutcome>(
      PERSONAL_DATA_QUEUE,
      () => this.retention.run(),
      { connection: this.workerConnection(), prefix: this.config.queuePrefix, concurrency: 1 },
      queueBackendFactory(this.config) as BackendFactory<RedisQueueBackend>,
    );
    this.worker.on('error', (err) => log.warn({ err }, 'retention worker error'));
    this.worker.on('failed', (job, err) => log.error({ err, jobId: job?.id }, 'retention run failed'));
  }

  /**
   * When the schedule next runs, as the queue backend holds it (any replica may have written it).
   * Null when no schedule is written (no replica runs processors) or the backend cannot be read.
   */
  async nextRunAt(): Promise<Date | null> {
    this.statusQueue ??= createQueue(this.config, PERSONAL_DATA_QUEUE, (err) =>
      this.logger.warn({ err, queue: PERSONAL_DATA_QUEUE }, 'queue connection error'),
    );
    try {
      const schedule = await this.statusQueue.getJobScheduler(RETENTION_SCHEDULER_ID);
      return schedule?.next !== undefined ? new Date(schedule.next) : null;
    } catch (err) {
      this.logger.warn({ err }, 'could not read the retention schedule');
      return null;
    }
  }

  /**
   * One job a day needs few connections: on the PostgreSQL backend the worker's pool is capped at
   * two (besides its LISTEN client), where pg's default of ten would be held by every replica.
   */
  private workerConnection(): ConnectionOptions {
    const connection = queueConnection(this.config);
    return (queueBackendKind(this.config) === 'postgres' ? { ...connection, max: 2 } : connection) as ConnectionOptions;
  }

  /**
   * Before the database pools close (onApplicationShutdown), which a run in progress needs.
   * `close()` ends the wait for the next period (on the PostgreSQL backend only the non-forced
   * close does; a forced one leaves that wait's timer holding the process for up to an hour) and
   * lets a run in progress finish. Bounded: a run held up by a busy database must not hold the
   * whole shutdown. Cut short, it is rolled back with its transaction and done again next period.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    // A schedule still waiting for an unreachable Redis is given up (it is written at the next start).
    // None of these waits on a Redis that is gone (closeQueueClient, settledUnlessRedisGone).
    const redis = () => this.connection.state();
    // A schedule being written finishes on its open queue: BullMQ's PostgreSQL backend never
    // settles a call on a queue closed under it. Only a write waiting for a Redis that never came
    // (BullMQ waits for its connection to be ready) is cut short.
    if ((await settledUnlessRedisGone(this.starting, redis)) === 'redis gone' && this.scheduling) await closeQueueClient(this.scheduling, redis);
    if (this.statusQueue) await closeQueueClient(this.statusQueue, redis);
    const worker = this.worker;
    if (!worker) return;
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      closeQueueClient(worker, redis).then(() => 'closed' as const),
      new Promise<'waited'>((resolve) => {
        timer = setTimeout(() => resolve('waited'), SHUTDOWN_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    if (outcome === 'waited')
      this.logger.warn({ component: 'personal-data-retention' }, `retention worker still closing after ${SHUTDOWN_WAIT_MS} ms; shutting down without it`);
  }
}
