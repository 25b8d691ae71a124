import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_KEY_PREFIX } from '@intake/contracts';
import { ForbiddenError } from '../errors/domain-errors.js';
import { ApiKeyBudget } from '../rate-limits/api-key-budget.js';
import { AdminGuard, bearerOf, KEY_NOT_ACCEPTED, type AdminRequest } from './admin.guard.js';
import { ApiKeyAuthenticator, type ApiKeyPrincipal } from './api-key-authenticator.js';
import { requiredScopeOf } from './requires-scope.decorator.js';

export type AdminOrKeyRequest = AdminRequest & { apiKey?: ApiKeyPrincipal };

/**
 * On controllers whose read routes also answer API keys (@RequiresScope). An admin token goes
 * through AdminGuard exactly as before; a key (`Authorization: Bearer ik_…`) is checked against
 * its state, then the route's scope, then the key's own rate budget. Routes without a scope
 * (writes on the same controller) refuse keys with 403.
 */
@Injectable()
export class AdminOrApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly admin: AdminGuard,
    private readonly keys: ApiKeyAuthenticator,
    private readonly budget: ApiKeyBudget,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminOrKeyRequest>();
    // StaffAccessGuard (global, first) has already checked this request: a key's budget is spent once.
    if (req.apiKey || req.adminToken) return true;
    const token = bearerOf(req);
    if (!token?.startsWith(API_KEY_PREFIX)) return this.admin.canActivate(context);
    const key = await this.keys.authenticate(token);
    const scope = requiredScopeOf(this.reflector, context.getHandler());
    if (!scope) throw new ForbiddenError(KEY_NOT_ACCEPTED);
    if (!key.scopes.includes(scope)) throw new ForbiddenError(`This API key does not have the scope "${scope}" that this route needs.`);
    req.apiKey = key;
    await this.budget.spend(req, key.keyId);
    return true;
  }
}
