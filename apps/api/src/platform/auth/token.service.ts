import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { staffRoleSchema, type AdminUser } from '@intake/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { APP_CONFIG } from '../tokens.js';
import { UnauthorizedError } from '../errors/domain-errors.js';

const ISSUER = 'innovation-intake';

/** What a verified token says, beyond the user: its id and expiry, and the password it was issued under. */
export interface AdminTokenClaims {
  user: AdminUser;
  jti: string;
  expiresAt: Date;
  /** A digest of the account's password hash at sign-in: a password change makes it stale. */
  credential: string;
}

/** A short digest of an account's password hash; it reveals nothing usable and changes with the password. */
export const credentialStamp = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

export const SESSION_INVALID = 'Your session has expired or is invalid. Please sign in again.';

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

  async issue(user: AdminUser, passwordHash: string): Promise<string> {
    return new SignJWT({ project: user.project_name, role: user.role, cred: credentialStamp(passwordHash) })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setSubject(user.username)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.config.jwtTtlSeconds}s`)
      .sign(this.key);
  }

  /** The signature, issuer and expiry only; AdminGuard checks the claims against the account. */
  async verify(token: string): Promise<AdminTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      const { sub, project, cred, jti, exp } = payload;
      // Tokens from before roles say 'admin': the guard takes the role from the account anyway.
      const role = staffRoleSchema.catch('viewer').parse(payload.role);
      if (typeof sub !== 'string' || typeof project !== 'string' || typeof cred !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') {
        throw new Error('claims');
      }
      return { user: { username: sub, project_name: project, role }, jti, expiresAt: new Date(exp * 1000), credential: cred };
    } catch {
      throw new UnauthorizedError(SESSION_INVALID);
    }
  }
}
