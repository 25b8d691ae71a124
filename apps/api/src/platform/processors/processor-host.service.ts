import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { EventNotifications, EventStore, ProcessorRunner } from '@intake/event-store';
import type pg from 'pg';
import type { Logger } from 'pino';
import { APP_CONFIG, LOGGER, PG_POOL } from '../tokens.js';
import { ProcessorRegistry } from './processor-registry.js';

/**
 * Runs every registered processor in this process. Each runner takes its processor's advisory
 * lock, so with N api replicas exactly one instance of each processor is active.
 */
@Injectable()
export class ProcessorHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private notifications: EventNotifications | undefined;
  private runners: ProcessorRunner[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly registry: ProcessorRegistry,
    private readonly eventStore: EventStore,
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

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.runners.map((r) => r.stop()));
    await this.notifications?.close();
  }
}
