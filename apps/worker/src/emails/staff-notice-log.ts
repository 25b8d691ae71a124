import type { EmailJob } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import { decideStaffNotices, type HeldNotice, type StaffNoticeRule } from './staff-notice-batching.js';

interface StaffNoticeLogTable {
  email_id: string;
  kind: 'single' | 'held';
  logged_at: Date;
  event_id: string | null;
  recipients: string[] | null;
  subject: string | null;
  link: string | null;
}
interface Tables {
  staff_notice_log: StaffNoticeLogTable;
}

/** Single rows are kept a day (the window is at most that) so a redelivered notice is still known. */
const SINGLE_ROWS_KEPT_MS = 24 * 3600 * 1000;

/** One transaction-scoped advisory lock for deciding, another for sending a digest. */
const DECIDE_LOCK = sql`pg_advisory_xact_lock(hashtext('staff-notice-log.decide'))`;
const DIGEST_LOCK = sql`pg_advisory_xact_lock(hashtext('staff-notice-log.digest'))`;

export interface OldestHeld {
  email_id: string;
  logged_at: Date;
}

async function oldestHeldIn(db: Kysely<Tables>): Promise<OldestHeld | null> {
  const row = await db
    .selectFrom('staff_notice_log')
    .select(['email_id', 'logged_at'])
    .where('kind', '=', 'held')
    .orderBy('logged_at')
    .orderBy('email_id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export interface StaffNoticeRequest {
  event_id: string;
  email: EmailJob;
}

/**
 * The staff notices the worker dealt with (migration 0070), shared by every worker: decides under
 * a lock which go one by one and which wait for the digest, so two workers cannot both take
 * the window's last place.
 */
export class StaffNoticeLog {
  private readonly db: Kysely<Tables>;

  constructor(db: Kysely<any>) {
    this.db = db as Kysely<Tables>;
  }

  /**
   * Splits notices not yet delivered into those to send now and those held for the digest. A
   * notice seen before keeps its earlier lot (a redelivered job does not move it).
   */
  async admit(
    requests: readonly StaffNoticeRequest[],
    rule: StaffNoticeRule,
    now: Date,
  ): Promise<{ sendNow: Set<string>; held: Set<string>; oldestHeld: OldestHeld | null }> {
    const ids = requests.map((r) => r.email.email_id);
    return this.db.transaction().execute(async (trx) => {
      await sql`select ${DECIDE_LOCK}`.execute(trx);
      const known = await trx.selectFrom('staff_notice_log').select(['email_id', 'kind']).where('email_id', 'in', ids).execute();
      const kindOf = new Map(known.map((k) => [k.email_id, k.kind]));
      const fresh = requests.filter((r) => !kindOf.has(r.email.email_id));
      if (fresh.length > 0) {
        const counts = await trx
          .selectFrom('staff_notice_log')
          .select([
            sql<string>`count(*) filter (where kind = 'single' and logged_at > ${new Date(now.getTime() - rule.windowMs)})`.as('sent'),
            sql<string>`count(*) filter (where kind = 'held')`.as('held'),
          ])
          .executeTakeFirstOrThrow();
        const { sendNow, hold } = decideStaffNotices(fresh, { sentInWindow: Number(counts.sent), heldWaiting: Number(counts.held) }, rule);
        await trx
          .insertInto('staff_notice_log')
          .values([
            ...sendNow.map((r) => ({ email_id: r.email.email_id, kind: 'single' as const, logged_at: now })),
            ...hold.map((r) => ({
              email_id: r.email.email_id,
              kind: 'held' as const,
              logged_at: now,
              event_id: r.event_id,
              recipients: r.email.to,
              subject: r.email.subject,
              link: r.email.content?.action?.url ?? null,
            })),
          ])
          .execute();
        for (const r of sendNow) kindOf.set(r.email.email_id, 'single');
        for (const r of hold) kindOf.set(r.email.email_id, 'held');
        await trx
          .deleteFrom('staff_notice_log')
          .where('kind', '=', 'single')
          .where('logged_at', '<', new Date(now.getTime() - SINGLE_ROWS_KEPT_MS))
          .execute();
      }
      const sendNow = new Set(ids.filter((id) => kindOf.get(id) === 'single'));
      const held = new Set(ids.filter((id) => kindOf.get(id) === 'held'));
      return { sendNow, held, oldestHeld: held.size > 0 ? await oldestHeldIn(trx) : null };
    });
  }

  /** The notice held longest, which names the digest to come (digestJobFor); null when none is held. */
  oldestHeld(): Promise<OldestHeld | null> {
    return oldestHeldIn(this.db);
  }

  /**
   * Runs `send` over every held notice, in order, under the digest lock (one digest at a time),
   * and forgets the notices `send` returns as dealt with, in the same transaction.
   */
  async withHeld(send: (held: HeldNotice[]) => Promise<readonly string[]>): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select ${DIGEST_LOCK}`.execute(trx);
      const rows = await trx.selectFrom('staff_notice_log').selectAll().where('kind', '=', 'held').orderBy('logged_at').orderBy('email_id').execute();
      if (rows.length === 0) return;
      const held = rows.map((r) => ({
        email_id: r.email_id,
        event_id: r.event_id ?? '',
        recipients: r.recipients ?? [],
        subject: r.subject ?? '',
        link: r.link,
      }));
      const done = await send(held);
      if (done.length > 0)
        await trx
          .deleteFrom('staff_notice_log')
          .where('email_id', 'in', [...done])
          .execute();
    });
  }
}
