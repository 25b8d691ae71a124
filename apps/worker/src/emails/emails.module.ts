import { QUEUES } from '@intake/contracts';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import type { EventStoreTables } from '@intake/event-store';
import { DB } from '@intake/event-store/nest';
import type { Kysely } from 'kysely';
import { emailLayoutsProvider } from './email-layouts.provider.js';
import { emailTransportProvider } from './email-transport.provider.js';
import { EmailsProcessor } from './emails.processor.js';
import { StaffNoticeLog } from './staff-notice-log.js';
import { VisitorEmailLog } from './visitor-email-log.js';
import { VisitorEmailBudgetMetrics } from './visitor-email-budget.metrics.js';

@Module({
  // registerQueue also brings in @nestjs/bullmq's explorer, which starts the @Processor workers.
  imports: [BullModule.registerQueue({ name: QUEUES.emails })],
  providers: [
    emailTransportProvider,
    emailLayoutsProvider,
    EmailsProcessor,
    VisitorEmailBudgetMetrics,
    { provide: StaffNoticeLog, inject: [DB], useFactory: (db: Kysely<EventStoreTables>) => new StaffNoticeLog(db) },
    { provide: VisitorEmailLog, inject: [DB], useFactory: (db: Kysely<EventStoreTables>) => new VisitorEmailLog(db) },
  ],
})
export class EmailsModule {}
