import { applyDecorators, Injectable, SetMetadata, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, mergeMap, type Observable } from 'rxjs';
import type { AdminRequest } from '../platform/auth/admin.guard.js';
import { AuditTrail } from './audit-trail.service.js';
import { AuditViewMarks } from './audit-view-marks.js';

/**
 * Says, from the answer and the request, what personal data an admin call showed. A list's subject
 * also names the list (`listKey`): its views are recorded once per sign-in session and hour.
 */
export type ViewSubject = ((answer: unknown, req: AdminRequest) => string) & { listKey?: (req: AdminRequest) => string };

const AUDITED_VIEW = 'intake:audited-view';

/**
 * Marks an admin GET that answers with personal data: once it has answered, the view is recorded
 * in the audit trail before the answer leaves (no answer without its record).
 */
export const AuditedView = (subject: ViewSubject) => applyDecorators(SetMetadata(AUDITED_VIEW, subject), UseInterceptors(AuditedViewInterceptor));

/**
 * "Work With Us applications list, 3 shown": a list answer's count, read from the key holding it.
 * `variant` tells apart lists one route serves (the reviews of each channel).
 */
export const listSubject = (what: string, key: string, variant?: (req: AdminRequest) => string): ViewSubject =>
  asListView(
    (answer) => {
      const items = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)[key] : undefined;
      const count = Array.isArray(items) ? items.length : 0;
      return `${what}, ${count} shown`;
    },
    (req) => (variant ? `${what} ${variant(req)}` : what),
  );

/** Marks a subject as a list's (issue 30): one entry per list, sign-in session and hour. */
export const asListView = (subject: (answer: unknown, req: AdminRequest) => string, listKey: (req: AdminRequest) => string): ViewSubject =>
  Object.assign((answer: unknown, req: AdminRequest) => subject(answer, req), { listKey });

/** The subject an @AuditedView route gives its answer, if it is one. */
export const viewSubjectOf = (reflector: Reflector, handler: Function): ViewSubject | undefined =>
  reflector.get<ViewSubject | undefined>(AUDITED_VIEW, handler);

@Injectable()
export class AuditedViewInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly trail: AuditTrail,
    private readonly marks: AuditViewMarks,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const subject = this.reflector.get<ViewSubject | undefined>(AUDITED_VIEW, context.getHandler());
    const req = context.switchToHttp().getRequest<AdminRequest>();
    if (!subject || !req.admin) return next.handle();
    const admin = req.admin;
    const session = req.adminToken?.jti;
    const listKey = subject.listKey?.(req);
    if (listKey === undefined || session === undefined)
      return next.handle().pipe(mergeMap((answer) => from(this.trail.viewed(admin.username, subject(answer, req)).then(() => answer))));
    return next.handle().pipe(mergeMap((answer) => from(this.listViewed(admin.username, session, listKey, subject(answer, req)).then(() => answer))));
  }

  /**
   * The session's first load of the list this hour is recorded; later loads are covered by it.
   * Still no answer without its record: a failed append fails the read and frees the mark.
   */
  private async listViewed(username: string, session: string, listKey: string, subject: string): Promise<void> {
    const at = new Date();
    if (!(await this.marks.take(session, listKey, at))) return;
    try {
      await this.trail.viewed(username, subject);
    } catch (err) {
      await this.marks.release(session, listKey, at).catch(() => undefined);
      throw err;
    }
  }
}
