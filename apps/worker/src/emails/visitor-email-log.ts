import { sql, type Kysely } from 'kysely';
import { isVisitorAddressed, type EmailJob } from '@intake/contracts';
import {
  capVisitorEmails,
  domainKey,
  recipientKey,
  VISITOR_EMAIL_HOURLY_WINDOW_MS,
  VISITOR_EMAIL_WINDOW_MS,
  type VisitorEmailBudget,
  type VisitorEmailHistory,
  type VisitorEmailLimits,
} from './visitor-email-cap.js';

interface VisitorEmailSendsTable {
  email_id: string;
  recipient_key: string;
  /** Null on rows written before migration 0072. */
  domain_key: string | null;
  sent_at: Date;
}
interface Tables {
  visitor_email_sends: VisitorEmailSendsTable;
}

/**
 * The completion emails sent to each visitor-typed address in the last 24 hours (migrations
 * 0014, 0072), shared by every worker. An email is counted once, however often it is tried.
 * Deciding and counting happen under one advisory lock, so jobs deciding at the same instant (4
 * per worker, any number of workers) cannot both take a budget's last place.
 */
export class VisitorEmailLog {
  private readonly db: Kysely<Tables>;

  constructor(db: Kysely<any>) {
    this.db = db as Kysely<Tables>;
  }

  /**
   * Splits a job's emails into those that may go (counted before they are sent, so a crash cannot
   * undercount) and those refused, with the budget that refused each.
   */
  async admit<E extends Pick<EmailJob, 'email_id' | 'to' | 'template'>>(
    emails: readonly E[],
    limits: VisitorEmailLimits,
    now: Date,
  ): Promise<{ allowed: E[]; refused: { email: E; budget: VisitorEmailBudget }[] }> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('visitor-email-log.admit'))`.execute(trx);
      const log = new VisitorEmailLog(trx);
      const history = await log.history(
        emails.flatMap((e) => e.to),
        emails.map((e) => e.email_id),
        now,
      );
      const decided = capVisitorEmails(emails, history, limits);
      await log.record(decided.allowed, now);
      return decided;
    });
  }

  /**
   * What the budgets count (visitor-email-cap.ts), leaving out the emails of `excluding` (the
   * job's own, counted again on a retry): per address over 24 hours, and over the last hour the
   * distinct addresses, the emails per domain and all emails. An hour holds at most the hourly
   * budget's rows, so they are read whole.
   */
  private async history(addresses: readonly string[], excluding: readonly string[], now: Date): Promise<VisitorEmailHistory> {
    const keys = [...new Set(addresses.map(recipientKey))];
    const notExcluded = sql<boolean>`email_id <> all(${[...excluding]}::text[])`;
    const [day, hour] = await Promise.all([
      keys.length === 0
        ? []
        : this.db
            .selectFrom('visitor_email_sends')
            .select(['recipient_key', (eb) => eb.fn.countAll<string>().as('sent')])
            .where('recipient_key', '=', sql<string>`any(${keys}::text[])`)
            .where('sent_at', '>', new Date(now.getTime() - VISITOR_EMAIL_WINDOW_MS))
            .where(notExcluded)
            .groupBy('recipient_key')
            .execute(),
      this.db
        .selectFrom('visitor_email_sends')
        .select(['email_id', 'recipient_key', 'domain_key'])
        .where('sent_at', '>', new Date(now.getTime() - VISITOR_EMAIL_HOURLY_WINDOW_MS))
        .where(notExcluded)
        .execute(),
    ]);
    // An email to two addresses of one domain counts once for it, as capVisitorEmails counts it.
    const domainEmails = new Set(hour.filter((r) => r.domain_key !== null).map((r) => `${r.domain_key}\n${r.email_id}`));
    const perDomainHour = new Map<string, number>();
    for (const pair of domainEmails) {
      const domain = pair.slice(0, pair.indexOf('\n'));
      perDomainHour.set(domain, (perDomainHour.get(domain) ?? 0) + 1);
    }
    return {
      perAddressDay: new Map(day.map((r) => [r.recipient_key, Number(r.sent)])),
      addressesHour: new Set(hour.map((r) => r.recipient_key)),
      perDomainHour,
      allHour: new Set(hour.map((r) => r.email_id)).size,
    };
  }

  /** Counts these emails against their recipients (before sending, so a crash cannot undercount); prunes the window. */
  private async record(emails: readonly Pick<EmailJob, 'email_id' | 'to' | 'template'>[], now: Date): Promise<void> {
    const rows = emails.filter(isVisitorAddressed).flatMap((e) => {
      const byKey = new Map(e.to.map((address) => [recipientKey(address), domainKey(address)]));
      return [...byKey].map(([recipient_key, domain_key]) => ({ email_id: e.email_id, recipient_key, domain_key, sent_at: now }));
    });
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
