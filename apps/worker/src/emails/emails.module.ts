import { QUEUES } from '@intake/contracts';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { EventStoreConnection } from '../event-store.provider.js';
import { emailLayoutsProvider } from './email-layouts.provider.js';
import { emailTransportProvider } from './email-transport.provider.js';
import { EmailsProcessor } from './emails.processor.js';
import { StaffNoticeLog } from './staff-notice-log.js';
import { VisitorEmailLog } from './visitor-email-log.js';

@Module({
  // registerQueue also brings in @nestjs/bullmq's explorer, which starts the @Processor workers.
  imports: [BullModule.registerQueue({ name: QUEUES.emails })],
  providers: [
    emailTransportProvider,
    emailLayoutsProvider,
    EmailsProcessor,
    { provide: StaffNoticeLog, inject: [EventStoreConnection], useFactory: (connection: EventStoreConnection) => new StaffNoticeLog(connection.db) },
    { provide: VisitorEmailLog, inject: [EventStoreConnection], useFactory: (connection: EventStoreConnection) => new VisitorEmailLog(connection.db) },
  ],
})
export class EmailsModule {}
