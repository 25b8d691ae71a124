import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';

/**
 * Failed admin sign-ins in PostgreSQL (admin_login_failures), so every api replica counts the
 * same failures and a restart does not forget them. Times are the api's clock, like every other
 * timestamp the api writes.
 */
@Injectable()
export class LoginFailuresRepository {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  /** The newest `perKey` failure times (ms) of each key since `since`; every key gets a list. */
  async recent(keys: readonly string[], since: Date, perKey: number): Promise<Map<string, number[]>> {
    const found = new Map<string, number[]>(keys.map((k) => [k, []]));
    // One index range per key, newest first, at most perKey rows each: a flood of failures on
    // one key costs a refusal no more than the limit's worth of rows.
    const { rows } = await sql<{ key: string; failed_at: Date }>`
      select k.key, f.failed_at
      from unnest(${[...keys]}::text[]) as k(key)
      cross join lateral (
        select failed_at from admin_login_failures
        where key = k.key and failed_at > ${since}
        order by failed_at desc
        limit ${perKey}
      ) f`.execute(this.db);
    for (const r of rows) found.get(r.key)?.push(new Date(r.failed_at).getTime());
    return found;
  }

  /** One failure for each key; failures older than `prune` go in the same statement. */
  async record(keys: readonly string[], at: Date, prune: Date): Promise<void> {
    await this.db
      .with('pruned', (db) => db.deleteFrom('admin_login_failures').where('failed_at', '<=', prune).returning('id'))
      .insertInto('admin_login_failures')
      .values(keys.map((key) => ({ key, failed_at: at })))
      .execute();
  }

  /** Removes the failures at or before `before`. */
  async prune(before: Date): Promise<void> {
    await this.db.deleteFrom('admin_login_failures').where('failed_at', '<=', before).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('admin_login_failures').where('key', '=', key).execute();
  }
}
