import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { DB } from '../../platform/tokens.js';

/**
 * The staff as other contexts see them (the responses context's StaffDirectory): active accounts
 * from the staff accounts projection, with their own address. Viewers are never assigned work.
 */
@Injectable()
export class StaffAccountsDirectory {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  async find(username: string): Promise<{ username: string; email?: string } | undefined> {
    const row = await this.db
      .selectFrom('staff_accounts')
      .select(['username', 'email'])
      .where('status', '=', 'active')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
      .orderBy('created_at')
      .executeTakeFirst();
    if (!row) return undefined;
    return row.email ? { username: row.username, email: row.email } : { username: row.username };
  }

  async assignable(): Promise<{ username: string }[]> {
    return this.db
      .selectFrom('staff_accounts')
      .select('username')
      .distinct()
      .where('status', '=', 'active')
      .where('role', 'in', ['owner', 'reviewer'])
      .orderBy('username')
      .execute();
  }
}
