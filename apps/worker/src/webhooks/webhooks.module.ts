import { Module } from '@nestjs/common';
import type { EventStoreTables } from '@intake/event-store';
import { DB } from '@intake/event-store/nest';
import { systemResolver } from '@intake/queue/webhooks';
import type { Kysely } from 'kysely';
import { WebhookDeliveryLog } from './webhook-delivery-log.js';
import { WEBHOOK_HOST_RESOLVER, WebhooksProcessor } from './webhooks.processor.js';

/** Webhook deliveries (docs/integrations.md). */
@Module({
  providers: [
    WebhooksProcessor,
    { provide: WEBHOOK_HOST_RESOLVER, useValue: systemResolver },
    { provide: WebhookDeliveryLog, inject: [DB], useFactory: (db: Kysely<EventStoreTables>) => new WebhookDeliveryLog(db) },
  ],
})
export class WebhooksModule {}
