import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { QUEUES, WebhookEndpointEvents, type EventOfType, type WebhookEndpointEvent } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { closeQueueClient, createQueue, type QueueConnectionWatch } from '@intake/queue';
import { systemResolver } from '@intake/queue/webhooks';
import type { Queue } from 'bullmq';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { NotificationsModule, staffNoticeReactor } from '../../notifications/index.js';
import { ProcessorRegistry } from '../../platform/processors/processor-registry.js';
import { APP_CONFIG, DB, EMAIL_QUEUE, LOGGER, QUEUE_CONNECTION } from '../../platform/tokens.js';
import { webhookDisabledNotice } from './webhook-disabled.notice.js';
import { webhookDispatchReactor } from './webhook-dispatch.reactor.js';
import { WebhookEndpointsController } from './webhook-endpoints.controller.js';
import { webhookEndpointsProjection } from './webhook-endpoints.projection.js';
import { WEBHOOK_RESOLVER, WEBHOOKS_QUEUE, WebhookEndpointCommands } from './webhook-endpoints.service.js';
import { findEndpoint, WebhooksQuery } from './webhooks.query.js';
import type { WebhookTables } from './webhooks.tables.js';

type Disabled = EventOfType<WebhookEndpointEvent, typeof WebhookEndpointEvents.Disabled>;

/** Signed webhooks (docs/integrations.md): endpoints, the dispatch of events to them, their delivery log. */
@Module({
  // The audit trail's module is global.
  imports: [NotificationsModule],
  controllers: [WebhookEndpointsController],
  providers: [
    WebhookEndpointCommands,
    WebhooksQuery,
    { provide: WEBHOOK_RESOLVER, useValue: systemResolver },
    {
      provide: WEBHOOKS_QUEUE,
      inject: [APP_CONFIG, LOGGER],
      useFactory: (c: AppConfig, logger: Logger) =>
        createQueue(c, QUEUES.webhooks, (err) => logger.warn({ err, queue: QUEUES.webhooks }, 'queue connection error')),
    },
  ],
})
export class WebhooksModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly registry: ProcessorRegistry,
    private readonly store: EventStore,
    @Inject(DB) private readonly db: Kysely<WebhookTables>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(WEBHOOKS_QUEUE) private readonly queue: Queue,
    @Inject(EMAIL_QUEUE) private readonly emailQueue: Queue,
    @Inject(QUEUE_CONNECTION) private readonly connection: QueueConnectionWatch,
  ) {}

  onModuleInit(): void {
    this.registry.register(
      webhookEndpointsProjection,
      webhookDispatchReactor(this.db, this.store, this.queue, this.config.webhooks.retry),
      staffNoticeReactor<Disabled>('webhook-disabled-notices', [WebhookEndpointEvents.Disabled], this.emailQueue, async (event) => {
        const endpoint = await findEndpoint(this.db, event.data.endpoint_id);
        return webhookDisabledNotice(event, endpoint?.url, this.config.adminNotifyEmail, this.config.publicUrl);
      }),
    );
  }

  // After the processors have stopped (ProcessorHost.beforeApplicationShutdown): BullMQ's PostgreSQL
  // backend never settles an add on a closed queue, so a reactor still running would hang the stop.
  async onApplicationShutdown(): Promise<void> {
    await closeQueueClient(this.queue, () => this.connection.state());
  }
}
