import { Module, type OnModuleInit } from '@nestjs/common';
import { uploadsModule } from '../platform/files/uploads.module.js';
import { IpLocationService } from '../platform/geo/ip-location.service.js';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { AttachWorkWithUsFileHandler } from './commands/attach-work-with-us-file.handler.js';
import { RequestAdminNotificationHandler } from './commands/request-admin-notification.handler.js';
import { SubmitWorkWithUsHandler } from './commands/submit-work-with-us.handler.js';
import { WorkWithUsController } from './work-with-us.controller.js';
import { workWithUsProjection } from './work-with-us.projection.js';

@Module({
  imports: [uploadsModule()],
  controllers: [WorkWithUsController],
  providers: [IpLocationService, SubmitWorkWithUsHandler, AttachWorkWithUsFileHandler, RequestAdminNotificationHandler],
})
export class WorkWithUsModule implements OnModuleInit {
  constructor(private readonly registry: ProcessorRegistry) {}

  onModuleInit(): void {
    this.registry.register(workWithUsProjection);
  }
}
