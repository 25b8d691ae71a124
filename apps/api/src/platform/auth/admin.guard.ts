import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { API_KEY_PREFIX, type AdminUser } from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminCredentials } from './admin-credentials.js';
import { ForbiddenError, UnauthorizedError } from '../errors/domain-errors.js';
import { RevokedAdminTokens } from './revoked-admin-tokens.js';
import { credentialStamp, SESSION_INVALID, TokenService, type AdminTokenClaims } from './token.service.js';

export type AdminRequest = FastifyRequest & { admin?: AdminUser; adminToken?: AdminTokenClaims };

export const KEY_NOT_ACCEPTED = 'API keys cannot call this route: it is for signed-in staff only (docs/api-keys.md lists the routes a key may read).';

/** The bearer credential of a request, if it sends one. */
export function bearerOf(req: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '');
  return match ? match[1]!.trim() : undefined;
}

/**
 * Admin endpoints need `Authorization: Bearer <access_token>` from POST /api/login. A signature
 * is not enough: the token must name an account that exists now, under the password it was
 * issued with, must not be disabled, and must not have been signed out (POST /api/admin/logout).
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly accounts: AdminCredentials,
    private readonly revoked: RevokedAdminTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    // StaffAccessGuard (global, first) has already checked this request.
    if (req.adminToken) return true;
    const token = bearerOf(req);
    if (token === undefined) throw new UnauthorizedError('Sign in as an administrator to see this.');
    // An API key is known here, not an expired session: say that keys are not taken.
    if (token.startsWith(API_KEY_PREFIX)) throw new ForbiddenError(KEY_NOT_ACCEPTED);
    const claims = await this.tokens.verify(token);
    const [access, revoked] = await Promise.all([
      this.accounts.currentAccess(claims.user.project_name, claims.user.username),
      this.revoked.isRevoked(claims.jti),
    ]);
    if (access === null || credentialStamp(access.passwordHash) !== claims.credential || revoked) throw new UnauthorizedError(SESSION_INVALID);
    // The role as the account has it now: a change of role holds from the next call on.
    req.admin = { ...claims.user, role: access.role };
    req.adminToken = claims;
    return true;
  }
}
