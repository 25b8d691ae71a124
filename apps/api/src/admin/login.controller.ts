import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ADMIN_MESSAGES, loginRequestSchema, type LoginResponse } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { TokenService } from '../platform/auth/token.service.js';
import { UnauthorizedError } from '../platform/errors/domain-errors.js';
import { parseBody } from '../platform/validation/parse-body.js';
import { authenticateAdmin } from './admin-accounts.js';

/** Admin sign-in; the client tries /api/login, then /login. */
@Controller()
export class LoginController {
  constructor(private readonly store: EventStore, private readonly tokens: TokenService) {}

  @Post(['api/login', 'login'])
  @HttpCode(200)
  async login(@Body() body: unknown): Promise<LoginResponse> {
    const input = parseBody(loginRequestSchema, body);
    const user = await authenticateAdmin(this.store, { username: input.username, password: input.password, projectName: input.project_name });
    if (!user) throw new UnauthorizedError(ADMIN_MESSAGES.invalidCredentials);
    return { access_token: await this.tokens.issue(user), token_type: 'bearer', expires_in: this.tokens.ttlSeconds, user };
  }
}
