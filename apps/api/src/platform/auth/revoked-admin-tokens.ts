import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Database } from '../database/database.types.js';
import { DB } from '../tokens.js';

/** Admin tokens signed out before they expire (migration 0025), shared by every api replica. */
@Injectable()
export class RevokedAdminTokens {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  async revoke(jti: string, expiresAt: Date): Promise<void> {
    // The prune rides along: a revoked token past its expiry is refused by its signature anyway.
    await this.db
      .with('pruned', (db) => db.deleteFrom('revoked_admin_tokens').where('expires_at', '<', new Date()).returning('jti'))
      .insertInto('revoked_admin_tokens')
      .values({ jti, expires_at: expiresAt })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async isRevoked(jti: string): Promise<boolean> {
    const row = await this.db.selectFrom('revoked_admin_tokens').select('jti').where('jti', '=', jti).executeTakeFirst();
    return row !== undefined;
  }
}
