import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../errors/domain-errors.js';
import type { Limiter } from './budget.guard.js';

/** The request field the limiter counts by: set by AdminOrApiKeyGuard once the key is verified. */
export const API_KEY_BUDGET_FIELD = 'apiKeyBudgetId';

/**
 * Each API key's own budget of calls per minute (RATE_LIMIT_API_KEY_PER_MINUTE), counted on the
 * store every replica shares. It is spent only after the key is verified, so nobody can use up a
 * partner's budget by sending its key id with a wrong secret. installRateLimits gives it its
 * limiter; with rate limits off it has none and lets every call through.
 */
@Injectable()
export class ApiKeyBudget {
  private limiter: Limiter | undefined;
  private perMinute = 0;

  use(limiter: Limiter, perMinute: number): void {
    this.limiter = limiter;
    this.perMinute = perMinute;
  }

  async spend(req: FastifyRequest, keyId: string): Promise<void> {
    if (!this.limiter) return;
    (req as FastifyRequest & Record<typeof API_KEY_BUDGET_FIELD, string>)[API_KEY_BUDGET_FIELD] = keyId;
    const limit = await this.limiter(req);
    if (!limit.isAllowed && limit.isExceeded) {
      const wait = Math.max(1, limit.ttlInSeconds);
      throw new TooManyRequestsError(`This API key has made its ${this.perMinute} calls for this minute. Please wait ${wait} seconds and try again.`, wait);
    }
  }
}
