import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import type { AdminOrKeyRequest } from '../platform/auth/admin-or-api-key.guard.js';
import { DomainError } from '../platform/errors/domain-errors.js';
import { AuditTrail } from './audit-trail.service.js';
import { viewSubjectOf } from './audited-view.interceptor.js';

/**
 * Every call answered to an API key is one audit entry (docs/api-keys.md), recorded before the
 * answer leaves: a list is one entry with its count ("form submissions list, 12 shown"), as an
 * admin's views are, and a route that shows no one is named by its method and pattern. A call the
 * handler refused (an unknown id) is recorded too, with its status. Global, so a key route cannot
 * forget it; calls not made with a key pass through untouched.
 */
@Injectable()
export class ApiKeyUseInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly trail: AuditTrail,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<AdminOrKeyRequest>();
    const key = req.apiKey;
    if (!key) return next.handle();
    const view = viewSubjectOf(this.reflector, context.getHandler());
    const route = `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`;
    return next.handle().pipe(
      mergeMap((answer) => from(this.trail.apiKeyUsed(key, view ? view(answer, req) : route).then(() => answer))),
      catchError((err: unknown) => {
        const status = err instanceof DomainError ? err.status : 500;
        return from(this.trail.apiKeyUsed(key, `${route} (refused: ${status})`).then(() => Promise.reject(err)));
      }),
    );
  }
}
