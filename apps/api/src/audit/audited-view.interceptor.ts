import { applyDecorators, Injectable, SetMetadata, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, mergeMap, type Observable } from 'rxjs';
import type { AdminRequest } from '../platform/auth/admin.guard.js';
import { AuditTrail } from './audit-trail.service.js';

/** Says, from the answer and the request, what personal data an admin call showed. */
export type ViewSubject = (answer: unknown, req: AdminRequest) => string;

const AUDITED_VIEW = 'intake:audited-view';

/**
 * Marks an admin GET that answers with personal data: once it has answered, the view is recorded
 * in the audit trail before the answer leaves (no answer without its record).
 */
export const AuditedView = (subject: ViewSubject) => applyDecorators(SetMetadata(AUDITED_VIEW, subject), UseInterceptors(AuditedViewInterceptor));

/** "Work With Us applications list, 3 shown": a list answer's count, read from the key holding it. */
export const listSubject =
  (what: string, key: string): ViewSubject =>
  (answer) => {
    const items = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[key] : undefined;
    const count = Array.isArray(items) ? items.length : 0;
    return `${what}, ${count} shown`;
  };

@Injectable()
export class AuditedViewInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly trail: AuditTrail,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const subject = this.reflector.get<ViewSubject | undefined>(AUDITED_VIEW, context.getHandler());
    const req = context.switchToHttp().getRequest<AdminRequest>();
    if (!subject || !req.admin) return next.handle();
    const admin = req.admin;
    return next.handle().pipe(mergeMap((answer) => from(this.trail.viewed(admin.username, subject(answer, req)).then(() => answer))));
  }
}
