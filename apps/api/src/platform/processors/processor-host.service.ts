import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { EventNotifications, EventStore, ProcessorRunner } from '@intake/event-store';
import { settledUnlessRedisGone, type QueueConnectionWatch } from '@intake/queue';
import type pg from 'pg';
import type { Logger } from 'pino';
import { APP_CONFIG, LOGGER, PG_POOL, QUEUE_CONNECTION } from '../tokens.js';
import { ProcessorRegistry } from './processor-registry.js';

/**
 * Runs every registered processor in this process. Each runner takes its processor's advisory
 * lock, so with N api replicas exactly one instance of each processor is active.
 */
@Injectable()
export class ProcessorHost implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private notifications: EventNotifications | undefined;
  private runners: ProcessorRunner[] = [];
  private stopped: Promise<unknown> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly registry: ProcessorRegistry,
    private readonly eventStore: EventStore,
    @Inject(QUEUE_CONNECTION) private readonly queues: QueueConnectionWatch,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.notifications = new EventNotifications(this.config.databaseUrl!, this.pool);
    this.eventStore.onAppended((types) => this.notifications?.poke(types));
    if (!this.config.runProcessors) return;
    await this.notifications.start();
    const logger = this.logger.child({ component: 'processors' });
    this.runners = this.registry
      .all()
      .map((processor) => new ProcessorRunner({ connectionString: this.config.databaseUrl!, processor, notifications: this.notifications, logger }));
    for (const r of this.runners) r.start();
  }

  /** The processors this instance runs now (holding their lock). */
  activeProcessors(): string[] {
    return this.runners.filter((r) => r.active).map((r) => r.name);
  }

  /**
   * Before the reactors' queues close (their modules' onApplicationShutdown): a reactor mid-batch
   * must finish its effects on an open queue, and none may start on a closed one (BullMQ's
   * PostgreSQL backend never settles a call on a closed queue). Only a reactor waiting on a Redis
   * that has gone is left to the queues' close, which cuts its wait short.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = Promise.all(this.runners.map((r) => r.stop()));
    await settledUnlessRedisGone(this.stopped, () => this.queues.state());
  }

  /** After the queues closed (this module's hooks run after the contexts'). */
  async onApplicationShutdown(): Promise<void> {
    await this.stopped;
    await this.notifications?.close();
  }
}
