import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/index.js';
import { NotificationsModule } from '../notifications/index.js';
import { ApiMetrics } from './api-metrics.js';
import { ReadinessController } from './readiness.controller.js';
import { ReadinessProbe } from './readiness.js';

/** Readiness and metrics: what an operator's tools read about this replica. */
@Module({
  imports: [NotificationsModule, DocumentsModule],
  controllers: [ReadinessController],
  providers: [ApiMetrics, ReadinessProbe],
  exports: [ApiMetrics],
})
export class OperationsModule {}
