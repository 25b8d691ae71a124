import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { AdminUser } from '@intake/contracts';
import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors/domain-errors.js';
import { TokenService } from './token.service.js';

export type AdminRequest = FastifyRequest & { admin?: AdminUser };

/** Admin endpoints need `Authorization: Bearer <access_token>` from POST /api/login. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) throw new UnauthorizedError('Sign in as an administrator to see this.');
    req.admin = await this.tokens.verify(match[1]!.trim());
    return true;
  }
}
