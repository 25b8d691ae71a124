import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { QUEUES } from '@intake/contracts';
import { closeQueueClient, createQueue, type QueueConnectionWatch } from '@intake/queue';
import type { Queue } from 'bullmq';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import type { Logger } from 'pino';
import { APP_CONFIG, LOGGER, EMAIL_QUEUE, QUEUE_CONNECTION } from '../platform/tokens.js';
import { emailDispatchReactor } from './email-dispatch.reactor.js';

@Module({
  providers: [
    {
      provide: EMAIL_QUEUE,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (c: AppConfig, logger: Logger) =>
        createQueue(c, QUEUES.emails, (err) => logger.warn({ err, queue: QUEUES.emails }, 'queue connection error')),
    },
  ],
  exports: [EMAIL_QUEUE],
})
export class NotificationsModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly registry: ProcessorRegistry,
    @Inject(EMAIL_QUEUE) private readonly queue: Queue,
    @Inject(QUEUE_CONNECTION) private readonly connection: QueueConnectionWatch,
  ) {}

  onModuleInit(): void {
    this.registry.register(emailDispatchReactor(this.queue));
  }

  // After the processors have stopped (ProcessorHost.beforeApplicationShutdown): BullMQ's PostgreSQL
  // backend never settles an add on a closed queue, so a reactor still running would hang the stop.
  async onApplicationShutdown(): Promise<void> {
    // Without waiting on a Redis that is gone (closeQueueClient).
    await closeQueueClient(this.queue, () => this.connection.state());
  }
}
