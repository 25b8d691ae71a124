import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { TooManyRequestsError } from '../platform/errors/domain-errors.js';
import { LOGGER } from '../platform/tokens.js';
import { FailedLoginLimiter } from './failed-login-limiter.js';

const WINDOW_MS = 15 * 60_000;
/** Per account and address: enough for typos, far too few to guess a password. */
export const FAILURES_PER_ACCOUNT = 5;
/** Per address, whichever accounts it tries: one client guessing many usernames. */
export const FAILURES_PER_ADDRESS = 20;

export interface LoginAttempt {
  username: string;
  projectName: string;
  ip: string | undefined;
}

/**
 * Slows password guessing at the admin sign-in. Counts are kept in this process: with several
 * api replicas each counts its own, so a guesser gets that many times the limit, still a few
 * dozen tries per quarter hour instead of thousands.
 */
@Injectable()
export class LoginAttempts {
  private readonly perAccount = new FailedLoginLimiter(FAILURES_PER_ACCOUNT, WINDOW_MS);
  private readonly perAddress = new FailedLoginLimiter(FAILURES_PER_ADDRESS, WINDOW_MS);

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** Throws 429 with the wait when this attempt is over either limit; the password is not even checked. */
  admit(attempt: LoginAttempt, now = Date.now()): void {
    const wait = Math.max(this.perAccount.retryAfterSeconds(accountKey(attempt), now), this.perAddress.retryAfterSeconds(addressKey(attempt), now));
    if (wait === 0) return;
    this.logger.warn({ username: attempt.username, ip: attempt.ip }, 'admin sign-in refused: too many failed attempts');
    const minutes = Math.ceil(wait / 60);
    throw new TooManyRequestsError(
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      wait,
    );
  }

  failed(attempt: LoginAttempt, now = Date.now()): void {
    this.perAccount.recordFailure(accountKey(attempt), now);
    this.perAddress.recordFailure(addressKey(attempt), now);
  }

  succeeded(attempt: LoginAttempt): void {
    this.perAccount.clear(accountKey(attempt));
  }
}

const accountKey = (a: LoginAttempt) => `${a.projectName.trim().toLowerCase()}\n${a.username.trim().toLowerCase()}\n${a.ip ?? ''}`;
const addressKey = (a: LoginAttempt) => a.ip ?? '';
