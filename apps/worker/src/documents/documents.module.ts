import { QUEUES } from '@intake/contracts';
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DocumentsProcessor } from './documents.processor.js';
import { guideEngineProvider } from './guide-engine.provider.js';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.documents })],
  providers: [guideEngineProvider, DocumentsProcessor],
})
export class DocumentsModule {}
