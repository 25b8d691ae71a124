import { Body, Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import {
  ADMIN_MESSAGES,
  loginRequestSchema,
  STAFF_SIGN_IN_MESSAGES,
  type LoginResponse,
  type LogoutResponse,
  type SecondFactorChallenge,
} from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import type { FastifyRequest } from 'fastify';
import { AdminGuard, type AdminRequest } from '../platform/auth/admin.guard.js';
import { MinRole } from '../platform/auth/staff-access.decorator.js';
import { RevokedAdminTokens } from '../platform/auth/revoked-admin-tokens.js';
import { TokenService } from '../platform/auth/token.service.js';
import { ForbiddenError, UnauthorizedError } from '../platform/errors/domain-errors.js';
import { APP_CONFIG } from '../platform/tokens.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { AuditTrail } from '../audit/index.js';
import { authenticateAdmin } from './admin-accounts.js';
import { LoginAttempts } from './login-attempts.service.js';
import { SecondFactorService } from './second-factor/second-factor.service.js';

/** Admin sign-in; the client tries /api/login, then /login. */
@Controller()
export class LoginController {
  constructor(
    private readonly store: EventStore,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttempts,
    private readonly revoked: RevokedAdminTokens,
    private readonly audit: AuditTrail,
    private readonly secondFactor: SecondFactorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post(['api/login', 'login'])
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() req: FastifyRequest): Promise<LoginResponse | SecondFactorChallenge> {
    if (!this.config.signIn.passwordSignIn) throw new ForbiddenError(STAFF_SIGN_IN_MESSAGES.passwordSignInOff);
    const input = parseBody(loginRequestSchema, body);
    const attempt = { username: input.username, projectName: input.project_name, ip: req.ip };
    await this.attempts.admit(attempt);
    const found = await authenticateAdmin(this.store, { username: input.username, password: input.password, projectName: input.project_name });
    if (!found) {
      await this.attempts.failed(attempt);
      throw new UnauthorizedError(ADMIN_MESSAGES.invalidCredentials);
    }
    await this.attempts.succeeded(attempt);
    // An account with a second factor (or an owner who must enrol) gets a challenge, not a session yet.
    const challenge = await this.secondFactor.afterPassword({
      username: found.user.username,
      projectName: found.user.project_name,
      passwordHash: found.passwordHash,
    });
    if (challenge) return challenge;
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
  @MinRole('viewer')
  @UseGuards(AdminGuard)
  async logout(@Req() req: AdminRequest): Promise<LogoutResponse> {
    await this.revoked.revoke(req.adminToken!.jti, req.adminToken!.expiresAt);
    return { success: true, message: 'Signed out.' };
  }
}
