import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { AuditListQuery } from './audit-list.query.js';
import { AuditTrail } from './audit-trail.service.js';
import { AuditViewMarks } from './audit-view-marks.js';
import { AuditController } from './audit.controller.js';
import { auditProjection } from './audit.projection.js';
import { AuditedViewInterceptor } from './audited-view.interceptor.js';
import { ApiKeyUseInterceptor } from './api-key-use.interceptor.js';

/** The admin audit trail (docs/admin-audit.md). Global: sign-in and every admin read of personal data record into it. */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditTrail, AuditViewMarks, AuditedViewInterceptor, AuditListQuery, { provide: APP_INTERCEPTOR, useClass: ApiKeyUseInterceptor }],
  exports: [AuditTrail, AuditViewMarks, AuditedViewInterceptor],
})
export class AuditModule implements OnModuleInit {
  constructor(private readonly registry: ProcessorRegistry) {}

  onModuleInit(): void {
    this.registry.register(auditProjection);
  }
}
