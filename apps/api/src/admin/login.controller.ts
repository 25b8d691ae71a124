import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ADMIN_MESSAGES, loginRequestSchema, type LoginResponse, type LogoutResponse } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { FastifyRequest } from 'fastify';
import { AdminGuard, type AdminRequest } from '../platform/auth/admin.guard.js';
import { RevokedAdminTokens } from '../platform/auth/revoked-admin-tokens.js';
import { TokenService } from '../platform/auth/token.service.js';
import { UnauthorizedError } from '../platform/errors/domain-errors.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { AuditTrail } from '../audit/audit-trail.service.js';
import { authenticateAdmin } from './admin-accounts.js';
import { LoginAttempts } from './login-attempts.service.js';

/** Admin sign-in; the client tries /api/login, then /login. */
@Controller()
export class LoginController {
  constructor(
    private readonly store: EventStore,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttempts,
    private readonly revoked: RevokedAdminTokens,
    private readonly audit: AuditTrail,
  ) {}

  @Post(['api/login', 'login'])
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: FastifyRequest): Promise<LoginResponse> {
    const input = parseBody(loginRequestSchema, body);
    const attempt = { username: input.username, projectName: input.project_name, ip: req.ip };
    await this.attempts.admit(attempt);
    const found = await authenticateAdmin(this.store, { username: input.username, password: input.password, projectName: input.project_name });
    if (!found) {
      await this.attempts.failed(attempt);
      throw new UnauthorizedError(ADMIN_MESSAGES.invalidCredentials);
    }
    await this.attempts.succeeded(attempt);
    await this.audit.signedIn(found.user.username, found.user.project_name);
    return {
      access_token: await this.tokens.issue(found.user, found.passwordHash),
      token_type: 'bearer',
      expires_in: this.tokens.ttlSeconds,
      user: found.user,
    };
  }

  /** Server-side sign-out: this token is refused from now on, wherever a copy of it is. */
  @Post(['api/admin/logout', 'api/logout'])
  @HttpCode(200)
  @UseGuards(AdminGuard)
  async logout(@Req() req: AdminRequest): Promise<LogoutResponse> {
    await this.revoked.revoke(req.adminToken!.jti, req.adminToken!.expiresAt);
    return { success: true, message: 'Signed out.' };
  }
}
