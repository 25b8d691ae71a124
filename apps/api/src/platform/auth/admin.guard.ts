import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AdminUser } from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { AdminCredentials } from './admin-credentials.js';
import { UnauthorizedError } from '../errors/domain-errors.js';
import { RevokedAdminTokens } from './revoked-admin-tokens.js';
import { credentialStamp, SESSION_INVALID, TokenService, type AdminTokenClaims } from './token.service.js';

export type AdminRequest = FastifyRequest & { admin?: AdminUser; adminToken?: AdminTokenClaims };

/**
 * Admin endpoints need `Authorization: Bearer <access_token>` from POST /api/login. A signature
 * is not enough: the token must name an account that exists now, under the password it was
 * issued with, and must not have been signed out (POST /api/admin/logout).
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
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw new UnauthorizedError('Sign in as an administrator to see this.');
    const claims = await this.tokens.verify(match[1]!.trim());
    const [passwordHash, revoked] = await Promise.all([
      this.accounts.currentPasswordHash(claims.user.project_name, claims.user.username),
      this.revoked.isRevoked(claims.jti),
    ]);
    if (passwordHash === null || credentialStamp(passwordHash) !== claims.credential || revoked) throw new UnauthorizedError(SESSION_INVALID);
    req.admin = claims.user;
    req.adminToken = claims;
    return true;
  }
}
