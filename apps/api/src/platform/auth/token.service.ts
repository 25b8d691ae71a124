import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import type { AdminUser } from '@intake/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { APP_CONFIG } from '../tokens.js';
import { UnauthorizedError } from '../errors/domain-errors.js';

const ISSUER = 'innovation-intake';

/** Admin bearer tokens (HS256 JWT) signed with JWT_SECRET. */
@Injectable()
export class TokenService {
  private readonly key: Uint8Array;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (!config.jwtSecret || config.jwtSecret.length < 32) {
      throw new Error('JWT_SECRET must be set to at least 32 characters (the launcher creates one in embedded mode)');
    }
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  get ttlSeconds(): number {
    return this.config.jwtTtlSeconds;
  }

  async issue(user: AdminUser): Promise<string> {
    return new SignJWT({ project: user.project_name, role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.username)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.config.jwtTtlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AdminUser> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.project !== 'string') throw new Error('claims');
      return { username: payload.sub, project_name: payload.project, role: 'admin' };
    } catch {
      throw new UnauthorizedError('Your session has expired or is invalid. Please sign in again.');
    }
  }
}
