import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { QUEUES } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { closeQueueClient, createQueue, type QueueConnectionWatch } from '@intake/queue';
import type { Queue } from 'bullmq';
import { uploadsModule } from '../platform/files/uploads.module.js';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import type { Logger } from 'pino';
import { APP_CONFIG, DOCUMENTS_QUEUE, LOGGER, QUEUE_CONNECTION } from '../platform/tokens.js';
import { UploadDocumentHandler } from './commands/upload-document.handler.js';
import { DocumentsController } from './documents.controller.js';
import { documentOperationsProjection } from './documents.projection.js';
import { documentDispatchReactor, documentOwnerSyncReactor } from './documents.reactor.js';
import { DocumentOperationsQuery } from './document-operations.query.js';
import { DocumentSweeper } from './document-sweeper.service.js';

@Module({
  imports: [uploadsModule()],
  controllers: [DocumentsController],
  providers: [
    DocumentOperationsQuery,
    UploadDocumentHandler,
    DocumentSweeper,
    {
      provide: DOCUMENTS_QUEUE,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (c: AppConfig, logger: Logger) =>
        createQueue(c, QUEUES.documents, (err) => logger.warn({ err, queue: QUEUES.documents }, 'queue connection error')),
    },
  ],
  exports: [DOCUMENTS_QUEUE],
})
export class DocumentsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly store: EventStore,
    @Inject(DOCUMENTS_QUEUE) private readonly queue: Queue,
    @Inject(QUEUE_CONNECTION) private readonly connection: QueueConnectionWatch,
  ) {}

  onModuleInit(): void {
    this.registry.register(documentOperationsProjection, documentDispatchReactor(this.queue), documentOwnerSyncReactor(this.store));
  }

  // After the processors have stopped (ProcessorHost.beforeApplicationShutdown): BullMQ's PostgreSQL
  // backend never settles an add on a closed queue, so a reactor still running would hang the stop.
  async onApplicationShutdown(): Promise<void> {
    // Without waiting on a Redis that is gone (closeQueueClient).
    await closeQueueClient(this.queue, () => this.connection.state());
  }
}
