import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DB } from '../platform/tokens.js';

/** Whether the database answers, as the query object the health controller takes. */
@Injectable()
export class DatabaseProbeQuery {
  constructor(@Inject(DB) private readonly db: Kysely<unknown>) {}

  answers(): Promise<boolean> {
    return sql`select 1`
      .execute(this.db)
      .then(() => true)
      .catch(() => false);
  }
}
