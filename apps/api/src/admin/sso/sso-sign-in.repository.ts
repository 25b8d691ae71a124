import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { StaffRole } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { DB } from '../../platform/tokens.js';

export const ATTEMPT_TTL_MS = 10 * 60_000;
export const HANDOFF_TTL_MS = 60_000;

const digest = (code: string) => createHash('sha256').update(code).digest('base64url');

export interface StartedAttempt {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

/** The protocol state of sign-ins through the provider (sso_sign_in_attempts, sso_session_handoffs). */
@Injectable()
export class SsoSignInRepository {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  async started(state: string, attempt: StartedAttempt, now = new Date()): Promise<void> {
    await this.db.deleteFrom('sso_sign_in_attempts').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('sso_sign_in_attempts')
      .values({
        state,
        code_verifier: attempt.codeVerifier,
        nonce: attempt.nonce,
        return_to: attempt.returnTo,
        expires_at: new Date(now.getTime() + ATTEMPT_TTL_MS),
        used_at: null,
      })
      .execute();
  }

  /** Spends the state: its attempt the first time, then 'used' (a replay) or 'unknown' (never started here, or expired). */
  async spend(state: string, now = new Date()): Promise<StartedAttempt | 'used' | 'unknown'> {
    const row = await this.db
      .updateTable('sso_sign_in_attempts')
      .set({ used_at: now })
      .where('state', '=', state)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['code_verifier', 'nonce', 'return_to'])
      .executeTakeFirst();
    if (row) return { codeVerifier: row.code_verifier, nonce: row.nonce, returnTo: row.return_to };
    const seen = await this.db.selectFrom('sso_sign_in_attempts').select('used_at').where('state', '=', state).where('expires_at', '>', now).executeTakeFirst();
    return seen?.used_at ? 'used' : 'unknown';
  }

  async handOff(code: string, session: { username: string; projectName: string; role: StaffRole }, now = new Date()): Promise<void> {
    await this.db.deleteFrom('sso_session_handoffs').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('sso_session_handoffs')
      .values({
        code_hash: digest(code),
        username: session.username,
        project_name: session.projectName,
        role: session.role,
        expires_at: new Date(now.getTime() + HANDOFF_TTL_MS),
      })
      .execute();
  }

  /** The session a hand-over code stands for, once: the row goes as it is read. */
  async takeHandOff(code: string, now = new Date()): Promise<{ username: string; projectName: string; role: StaffRole } | null> {
    const row = await this.db
      .deleteFrom('sso_session_handoffs')
      .where('code_hash', '=', digest(code))
      .returning(['username', 'project_name', 'role', 'expires_at'])
      .executeTakeFirst();
    if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return null;
    return { username: row.username, projectName: row.project_name, role: row.role };
  }
}
