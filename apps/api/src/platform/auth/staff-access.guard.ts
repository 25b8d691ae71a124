import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants.js';
import { Reflector } from '@nestjs/core';
import { ForbiddenError } from '../errors/domain-errors.js';
import { AdminOrApiKeyGuard, type AdminOrKeyRequest } from './admin-or-api-key.guard.js';
import { AdminGuard } from './admin.guard.js';
import { minRoleOf, roleAtLeast } from './staff-access.decorator.js';

export const NO_STAFF_RULE = 'This route declares no staff role (MinRole), so it is refused to everyone: see docs/staff-accounts.md.';

/**
 * Global, so it runs before every controller's own guards (Nest runs global guards first). A
 * route is a staff route when it uses AdminGuard or AdminOrApiKeyGuard, or declares MinRole:
 * then it must declare MinRole (default deny), the caller is authenticated here by that same
 * guard (which then finds the request checked and passes), and the account's current role must
 * reach the declared one. An API key is held to its scopes instead (AdminOrApiKeyGuard).
 */
@Injectable()
export class StaffAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly admin: AdminGuard,
    private readonly adminOrKey: AdminOrApiKeyGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const handler = context.getHandler();
    const controller = context.getClass();
    const guards = this.reflector.getAllAndMerge<unknown[]>(GUARDS_METADATA, [controller, handler]) ?? [];
    const takesKeys = guards.includes(AdminOrApiKeyGuard);
    const least = minRoleOf(this.reflector, handler, controller);
    if (!takesKeys && !guards.includes(AdminGuard) && least === undefined) return true;
    if (least === undefined) throw new ForbiddenError(NO_STAFF_RULE);
    await (takesKeys ? this.adminOrKey : this.admin).canActivate(context);
    const req = context.switchToHttp().getRequest<AdminOrKeyRequest>();
    if (req.apiKey) return true;
    const role = req.admin!.role;
    if (!roleAtLeast(role, least)) throw new ForbiddenError(`Your role (${role}) cannot do this: it needs ${least} or above. Ask an owner.`);
    return true;
  }
}
