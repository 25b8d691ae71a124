import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { ConcurrencyError, EventStore, type EventStoreTables } from '@intake/event-store';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { ConflictError } from '../platform/errors/domain-errors.js';
import { APP_CONFIG, DB, LOGGER } from '../platform/tokens.js';
import { anyAdminExists, createAdmin, ensureAdmin, generatePassword } from './admin-accounts.js';

/**
 * At start: ADMIN_USERNAME/ADMIN_PASSWORD make sure that account exists with that password;
 * with none given and no admin at all, one is created and its password printed once.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Kysely<EventStoreTables>,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly store: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { username, password, project } = this.config.admin;
    if (username && password) {
      try {
        const outcome = await ensureAdmin(this.store, { username, password, projectName: project });
        this.logger.info({ outcome, project }, 'admin account from ADMIN_USERNAME checked');
      } catch (err) {
        // ADMIN_USERNAME names someone invited who has not chosen a password yet: the api still
        // starts (the other owners can sign in); the operator picks another name or the invitee accepts.
        if (!(err instanceof ConflictError)) throw err;
        this.logger.error({ project, detail: err.message }, 'the ADMIN_USERNAME account could not be ensured');
      }
      return;
    }
    if (await anyAdminExists(this.db)) return;
    const generated = generatePassword();
    try {
      await createAdmin(this.store, { username: username ?? 'admin', password: generated, projectName: project }, 'startup');
    } catch (err) {
      // Another replica created it first.
      if (err instanceof ConcurrencyError || err instanceof ConflictError) return;
      throw err;
    }
    // Printed, not logged: the log redacts long tokens and this must be readable exactly once.
    // Beside the log lines at a terminal; on stderr otherwise, so stdout stays one JSON object a line.
    (process.stdout.isTTY === true ? process.stdout : process.stderr).write(
      [
        '',
        '┌─ First start: an admin account was created ─────────────────────',
        `│ username: ${username ?? 'admin'}`,
        `│ password: ${generated}`,
        `│ project:  ${project}`,
        '│ Shown once. Sign in at /admin/login; set ADMIN_USERNAME/ADMIN_PASSWORD to choose your own.',
        '└─────────────────────────────────────────────────────────────────',
        '',
      ].join('\n'),
    );
  }
}
