import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { DB } from '../platform/tokens.js';

const HOUR_MS = 3600_000;
/** Marks older than this can no longer stop an entry: pruned when a new one is taken. */
const KEEP_MS = 3 * HOUR_MS;

/** The clock hour `at` falls in. */
export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Which list views already have their audit entry this hour, per sign-in session (issue 30): the
 * dashboard reloads its lists on every open and Refresh, and each load was an entry.
 */
@Injectable()
export class AuditViewMarks {
  constructor(@Inject(DB) private readonly db: Kysely<Database>) {}

  /** True when this is the session's first view of the list this hour (the mark is now taken). */
  async take(sessionId: string, listKey: string, at: Date): Promise<boolean> {
    const hour = hourOf(at);
    const inserted = await this.db
      .insertInto('audit_view_marks')
      .values({ session_id: sessionId, list_key: listKey, hour })
      .onConflict((oc) => oc.doNothing())
      .returning('hour')
      .executeTakeFirst();
    if (inserted === undefined) return false;
    await this.db
      .deleteFrom('audit_view_marks')
      .where('hour', '<', new Date(at.getTime() - KEEP_MS))
      .execute();
    return true;
  }

  /** Gives the mark back when its entry could not be recorded, so the next view records it. */
  async release(sessionId: string, listKey: string, at: Date): Promise<void> {
    await this.db.deleteFrom('audit_view_marks').where('session_id', '=', sessionId).where('list_key', '=', listKey).where('hour', '=', hourOf(at)).execute();
  }
}
