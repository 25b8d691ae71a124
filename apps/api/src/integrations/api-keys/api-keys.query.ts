import { Inject, Injectable } from '@nestjs/common';
import type { ApiKeySummary } from '@intake/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { DB } from '../../platform/tokens.js';

/** The key list, for the controller (which holds no database handle). */
@Injectable()
export class ApiKeysQuery {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  list(now: Date): Promise<ApiKeySummary[]> {
    return listApiKeys(this.db, now);
  }
}

/** Every key, newest first, with its state as of `now`. */
export async function listApiKeys(db: Kysely<Database>, now: Date): Promise<ApiKeySummary[]> {
  const rows = await db.selectFrom('api_keys').selectAll().orderBy('created_at', 'desc').orderBy('key_id').execute();
  return rows.map((r) => ({
    key_id: r.key_id,
    name: r.name,
    scopes: r.scopes,
    created_at: r.created_at.toISOString(),
    created_by: r.created_by,
    expires_at: r.expires_at.toISOString(),
    revoked_at: r.revoked_at?.toISOString() ?? null,
    last_used_at: r.last_used_at?.toISOString() ?? null,
    state: r.revoked_at ? 'revoked' : r.expires_at.getTime() <= now.getTime() ? 'expired' : 'active',
  }));
}
