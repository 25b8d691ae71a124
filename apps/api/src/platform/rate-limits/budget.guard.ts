import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../errors/domain-errors.js';
import { BUDGETS_KEY, type BudgetName, type BudgetRule } from './budgets.js';

export type Limiter = (req: FastifyRequest) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

/** The session (or submission) a request is about: its path id, else `session_id` in its body. */
export function sessionKeyOf(req: FastifyRequest): string | undefined {
  const params = (req.params ?? {}) as Record<string, unknown>;
  const fromPath = params.id ?? params.sessionId ?? params.submissionId;
  const fromBody = (req.body as { session_id?: unknown } | undefined)?.session_id;
  const key = typeof fromPath === 'string' ? fromPath : typeof fromBody === 'string' ? fromBody : undefined;
  return key?.slice(0, 100);
}

/**
 * Spends the budgets a route names (@Budget) through @fastify/rate-limit's limiters; the first
 * one that has run out answers 429 with Retry-After and a detail (HttpErrorFilter).
 */
@Injectable()
export class BudgetGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiters: ReadonlyMap<BudgetName, Limiter>,
    private readonly rules: Readonly<Record<BudgetName, BudgetRule>>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const names = this.reflector.get<BudgetName[] | undefined>(BUDGETS_KEY, context.getHandler());
    if (!names || this.limiters.size === 0) return true;
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    for (const name of names) {
      const limit = await this.limiters.get(name)!(req);
      if (!limit.isAllowed && limit.isExceeded) {
        const wait = Math.max(1, limit.ttlInSeconds);
        throw new TooManyRequestsError(`Too many ${this.rules[name].what}. Please wait ${wait} seconds and try again.`, wait);
      }
    }
    return true;
  }
}
