import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { createQueue, createWorker } from '@intake/queue';
import type { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { APP_CONFIG, LOGGER } from '../../platform/tokens.js';
import { PersonalDataRetention, type RetentionOutcome } from './personal-data-retention.service.js';

/** The api's own queue: the job needs every context's queries, which live in this process. */
export const PERSONAL_DATA_QUEUE = 'personal-data';
export const RETENTION_SCHEDULER_ID = 'personal-data-retention';

/**
 * Runs the retention job every PERSONAL_DATA_RETENTION_INTERVAL_MS through a BullMQ job
 * scheduler (docs/personal-data.md): the schedule lives in the queue backend (Redis, or schema
 * `bullmq` in PostgreSQL), so every replica upserting it at start leaves one schedule, each
 * period's job is taken by one worker, and a restart neither skips nor repeats a period.
 * Replicas with RUN_PROCESSORS=false take no part, like they run no projections.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private queue: Queue | undefined;
  private worker: Worker<unknown, RetentionOutcome> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly retention: PersonalDataRetention,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runProcessors) return;
    const log = this.logger.child({ component: 'personal-data-retention' });
    this.queue = createQueue(this.config, PERSONAL_DATA_QUEUE, (err) => log.warn({ err, queue: PERSONAL_DATA_QUEUE }, 'queue connection error'));
    await this.queue.upsertJobScheduler(
      RETENTION_SCHEDULER_ID,
      { every: this.config.personalDataRetentionIntervalMs },
      // A run is idempotent and the next period tries again: keep no finished job, failures a while for operators.
      { name: 'retention', opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true } },
    );
    this.worker = createWorker<unknown, RetentionOutcome>(this.config, PERSONAL_DATA_QUEUE, () => this.retention.run(), { concurrency: 1 });
    this.worker.on('error', (err) => log.warn({ err }, 'retention worker error'));
    this.worker.on('failed', (job, err) => log.error({ err, jobId: job?.id }, 'retention run failed'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
  }
}
