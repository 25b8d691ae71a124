import type { AppConfig } from '@intake/config';
import { EventStore } from '@intake/event-store';
import { bullRootOptions } from '@intake/queue';
import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { APP_CONFIG } from './app-config.provider.js';
import { DocumentsModule } from './documents/documents.module.js';
import { EmailsModule } from './emails/emails.module.js';
import { EventStoreConnection, eventStoreProviders } from './event-store.provider.js';
import { LOGGER, type Logger } from './logging/logger.provider.js';
import { WorkerDrain } from './worker-drain.service.js';
import { WorkerHeartbeat } from './operations/worker-heartbeat.service.js';
import { WorkerMetrics } from './operations/worker-metrics.js';

@Module({})
export class WorkerModule {
  /** Config and logger arrive as values: the worker reads no environment of its own. */
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: WorkerModule,
      global: true,
      imports: [DiscoveryModule, BullModule.forRoot(bullRootOptions(config)), EmailsModule, DocumentsModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: LOGGER, useValue: logger },
        ...eventStoreProviders,
        WorkerDrain,
        WorkerHeartbeat,
        WorkerMetrics,
      ],
      exports: [APP_CONFIG, LOGGER, EventStore, EventStoreConnection, WorkerMetrics],
    };
  }
}
