import { QUEUES } from '@intake/contracts';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { emailTransportProvider } from './email-transport.provider.js';
import { EmailsProcessor } from './emails.processor.js';

@Module({
  // registerQueue also brings in @nestjs/bullmq's explorer, which starts the @Processor workers.
  imports: [BullModule.registerQueue({ name: QUEUES.emails })],
  providers: [emailTransportProvider, EmailsProcessor],
})
export class EmailsModule {}
