import type { AppConfig } from '@intake/config';
import { EVENT_CATALOGUE } from '@intake/contracts';
import { bullRootOptions } from '@intake/queue';
import { BullModule } from '@nestjs/bullmq';
import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DocumentsModule } from './documents/documents.module.js';
import { EmailsModule } from './emails/emails.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';
import { APP_CONFIG, configAndLoggerProviders, DATABASE_EXPORTS, databaseProviders, LOGGER } from '@intake/event-store/nest';
import type { Logger } from './logging/logger.provider.js';
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
      imports: [DiscoveryModule, BullModule.forRoot(bullRootOptions(config)), EmailsModule, DocumentsModule, WebhooksModule],
      providers: [
        ...configAndLoggerProviders(config, logger),
        // Small: the worker only appends one outcome event per job (and keeps visitor_email_sends).
        ...databaseProviders({ poolSize: 5, app: 'worker', notifyAppends: true, catalogue: EVENT_CATALOGUE }),
        WorkerDrain,
        WorkerHeartbeat,
        WorkerMetrics,
      ],
      exports: [APP_CONFIG, LOGGER, ...DATABASE_EXPORTS, WorkerMetrics],
    };
  }
}
