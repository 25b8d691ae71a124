import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { ProcessorRegistry } from '../platform/processors/processor-registry.js';
import { AuditTrail } from './audit-trail.service.js';
import { AuditController } from './audit.controller.js';
import { auditProjection } from './audit.projection.js';
import { AuditedViewInterceptor } from './audited-view.interceptor.js';

/** The admin audit trail (docs/admin-audit.md). Global: sign-in and every admin read of personal data record into it. */
@Global()
@Module({ controllers: [AuditController], providers: [AuditTrail, AuditedViewInterceptor], exports: [AuditTrail, AuditedViewInterceptor] })
export class AuditModule implements OnModuleInit {
  constructor(private readonly registry: ProcessorRegistry) {}

  onModuleInit(): void {
    this.registry.register(auditProjection);
  }
}
