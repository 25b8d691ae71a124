import { sql, type Kysely } from 'kysely';
import { recipientKey, VISITOR_EMAIL_WINDOW_MS } from './visitor-email-cap.js';

interface VisitorEmailSendsTable {
  email_id: string;
  recipient_key: string;
  sent_at: Date;
}
interface Tables {
  visitor_email_sends: VisitorEmailSendsTable;
}

/**
 * The completion emails sent to each visitor-typed address in the last 24 hours (migration
 * 0014), shared by every worker. An email is counted once, however often it is tried. Two jobs
 * counting at the same instant may each let one more through: the cap is a brake on abuse, not an
 * exact quota.
 */
export class VisitorEmailLog {
  private readonly db: Kysely<Tables>;

  constructor(db: Kysely<any>) {
    this.db = db as Kysely<Tables>;
  }

  /** Per recipient key, the emails other than `excluding` sent to it in the window before `now`. */
  async sentBefore(addresses: readonly string[], excluding: readonly string[], now: Date): Promise<Map<string, number>> {
    const keys = [...new Set(addresses.map(recipientKey))];
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('visitor_email_sends')
      .select(['recipient_key', (eb) => eb.fn.countAll<string>().as('sent')])
      .where('recipient_key', '=', sql<string>`any(${keys}::text[])`)
      .where('sent_at', '>', new Date(now.getTime() - VISITOR_EMAIL_WINDOW_MS))
      .where('email_id', '<>', sql<string>`all(${[...excluding]}::text[])`)
      .groupBy('recipient_key')
      .execute();
    return new Map(rows.map((r) => [r.recipient_key, Number(r.sent)]));
  }

  /** Distinct emails sent to visitor-typed addresses since `since` (the global hourly cap). */
  async sentSince(since: Date, excluding: readonly string[]): Promise<number> {
    const row = await this.db
      .selectFrom('visitor_email_sends')
      .select((eb) => eb.fn.count<string>('email_id').distinct().as('sent'))
      .where('sent_at', '>', since)
      .where('email_id', '<>', sql<string>`all(${[...excluding]}::text[])`)
      .executeTakeFirstOrThrow();
    return Number(row.sent);
  }

  /** Counts these emails against their recipients (before sending, so a crash cannot undercount); prunes the window. */
  async record(emails: readonly { email_id: string; to: readonly string[] }[], now: Date): Promise<void> {
    const rows = emails.flatMap((e) => [...new Set(e.to.map(recipientKey))].map((recipient_key) => ({ email_id: e.email_id, recipient_key, sent_at: now })));
    if (rows.length === 0) return;
    // One statement (one round trip per email job): the prune rides along as a CTE.
    await this.db
      .with('pruned', (db) =>
        db
          .deleteFrom('visitor_email_sends')
          .where('sent_at', '<=', new Date(now.getTime() - VISITOR_EMAIL_WINDOW_MS))
          .returning('email_id'),
      )
      .insertInto('visitor_email_sends')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
