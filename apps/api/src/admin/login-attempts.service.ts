import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { TooManyRequestsError } from '../platform/errors/domain-errors.js';
import { LOGGER } from '../platform/tokens.js';
import { retryAfterSeconds, type FailureWindow } from './failed-login-window.js';
import { LoginFailuresRepository } from './login-failures.repository.js';

const WINDOW_MS = 15 * 60_000;
/** Per account and address: enough for typos, far too few to guess a password. */
export const FAILURES_PER_ACCOUNT = 5;
/** Per address, whichever accounts it tries: one client guessing many usernames. */
export const FAILURES_PER_ADDRESS = 20;

const PER_ACCOUNT: FailureWindow = { limit: FAILURES_PER_ACCOUNT, windowMs: WINDOW_MS };
const PER_ADDRESS: FailureWindow = { limit: FAILURES_PER_ADDRESS, windowMs: WINDOW_MS };

export interface LoginAttempt {
  username: string;
  projectName: string;
  ip: string | undefined;
}

/**
 * Slows password guessing at the admin sign-in. The failures are kept in PostgreSQL, so every
 * api replica refuses the same guesser and a restart forgets nothing. Two replicas checking at
 * the same instant may each let one more try through; the limit is a brake, not an exact count.
 * The rows hold a tried username and the client's address, so they go once out of the window:
 * at the next failure, and every window in any case.
 */
@Injectable()
export class LoginAttempts implements OnApplicationBootstrap, OnApplicationShutdown {
  private pruning: NodeJS.Timeout | undefined;

  constructor(
    private readonly failures: LoginFailuresRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.pruning = setInterval(() => {
      this.failures.prune(new Date(Date.now() - WINDOW_MS)).catch((err: unknown) => this.logger.warn({ err }, 'pruning old sign-in failures failed'));
    }, WINDOW_MS);
    this.pruning.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.pruning);
  }

  /** Throws 429 with the wait when this attempt is over either limit; the password is not even checked. */
  async admit(attempt: LoginAttempt, now = Date.now()): Promise<void> {
    const account = accountKey(attempt);
    const address = addressKey(attempt);
    const recent = await this.failures.recent([account, address], new Date(now - WINDOW_MS), FAILURES_PER_ADDRESS);
    const wait = Math.max(retryAfterSeconds(recent.get(account)!, PER_ACCOUNT, now), retryAfterSeconds(recent.get(address)!, PER_ADDRESS, now));
    if (wait === 0) return;
    this.logger.warn({ username: attempt.username, ip: attempt.ip }, 'admin sign-in refused: too many failed attempts');
    const minutes = Math.ceil(wait / 60);
    throw new TooManyRequestsError(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait);
  }

  async failed(attempt: LoginAttempt, now = Date.now()): Promise<void> {
    await this.failures.record([accountKey(attempt), addressKey(attempt)], new Date(now), new Date(now - WINDOW_MS));
  }

  async succeeded(attempt: LoginAttempt): Promise<void> {
    await this.failures.clear(accountKey(attempt));
  }
}

// Prefixed so an address can never collide with an account key.
const accountKey = (a: LoginAttempt) => `account\n${a.projectName.trim().toLowerCase()}\n${a.username.trim().toLowerCase()}\n${a.ip ?? ''}`;
const addressKey = (a: LoginAttempt) => `address\n${a.ip ?? ''}`;
