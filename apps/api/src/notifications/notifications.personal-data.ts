import { chatStreamId, EmailEvents, emailStreamId, questionnaireStreamId, type EmailEvent, type PersonalFieldMap } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import { eventDataValues, existingStreams, type PersonalDataContext } from '../privacy/index.js';
import { EMAIL_CARRYING_EVENTS } from './email-dispatch.reactor.js';
import { chatNoticeEmailId, questionnaireNoticeEmailId } from './staff-notice.email.js';

/**
 * What the email streams (`email-<email id>`, written by the worker) keep of a person. An email's
 * recipients, subject and body travel in the event that asked for it, on the requesting stream
 * (ChatCompletionEmailRequested: guide.personal-data.ts; WorkWithUsAdminNotificationRequested:
 * the work-with-us context), so they are erased with that stream. The outcome events keep ids,
 * transports and counts; a failure's reason is the SMTP server's reply, which quotes the
 * recipient (redacted when written, but only as well as a pattern can), so it goes.
 */
export const NOTIFICATIONS_PERSONAL_FIELDS: PersonalFieldMap<EmailEvent> = {
  [EmailEvents.Delivered]: [],
  [EmailEvents.Failed]: ['reason'],
};

/** The recipients of a requested email, read from the requesting event's data. */
const recipients = sql`case when jsonb_typeof(data->'email'->'to') = 'array' then data->'email'->'to' else '[]'::jsonb end`;

/** The existing email streams of these email ids. */
async function existingEmailStreams(db: Kysely<Database>, emailIds: readonly string[]): Promise<string[]> {
  return existingStreams(db, [...new Set(emailIds.map(emailStreamId))]);
}

export const notificationsPersonalData: PersonalDataContext = {
  name: 'notifications',
  fields: NOTIFICATIONS_PERSONAL_FIELDS,

  /** The email streams of every email sent to this address (found through the events that asked for them). */
  async streamsByEmail(db, email) {
    const address = email.trim().toLowerCase();
    const rows = await db
      .selectFrom('events')
      .select(sql<string>`data->'email'->>'email_id'`.as('email_id'))
      .where('event_type', 'in', [...EMAIL_CARRYING_EVENTS])
      .where(({ exists }) => exists(sql`(select 1 from jsonb_array_elements_text(${recipients}) t where lower(t) = ${address})`))
      .execute();
    return existingEmailStreams(
      db,
      rows.flatMap((r) => r.email_id ?? []),
    );
  },

  /**
   * The email streams caused by the given streams: a chat's completion email and staff notice, a
   * Work With Us application's admin notification, a questionnaire's staff notice. The requesting event carries
   * the email's id, which names its stream; an email not sent yet has no stream to erase.
   */
  async relatedStreams(db, streamIds) {
    const requesting = streamIds.filter((s) => !s.startsWith(emailStreamId('')));
    if (requesting.length === 0) return [];
    // Staff notices of questionnaires and chats are sent by reactors, with no requesting event:
    // their ids are made from the session id.
    const notices = requesting.flatMap((s) =>
      s.startsWith(chatStreamId(''))
        ? [chatNoticeEmailId(s.slice(chatStreamId('').length))]
        : s.startsWith(questionnaireStreamId(''))
          ? [questionnaireNoticeEmailId(s.slice(questionnaireStreamId('').length))]
          : [],
    );
    const rows = await db
      .selectFrom('events')
      .select(sql<string | null>`data->'email'->>'email_id'`.as('email_id'))
      .where('stream_id', 'in', requesting)
      .where('event_type', 'in', [...EMAIL_CARRYING_EVENTS])
      .execute();
    return existingEmailStreams(db, [...rows.flatMap((r) => r.email_id ?? []), ...notices]);
  },

  /**
   * The outbox copies (EmailDelivered.location, without SMTP) of the delivered emails of these
   * streams, and of the staff digests that listed one of them (a held notice's EmailDelivered
   * names its digest): a digest quotes each notice's subject, the person's name included.
   */
  async outboxFiles(db, streamIds) {
    const emails = streamIds.filter((s) => s.startsWith(emailStreamId('')));
    const digests = await eventDataValues(db, emails, EmailEvents.Delivered, 'digest_email_id');
    return eventDataValues(db, [...emails, ...new Set(digests.map(emailStreamId))], EmailEvents.Delivered, 'location');
  },

  /**
   * Staff notices held for a digest not yet sent (staff_notice_log, written by the worker) keep
   * their recipients, subject (an applicant's name) and link until the digest goes. Those of the
   * erased streams' requesting events lose them here; the digest then leaves them out and records
   * them as not sent, as it does for any notice whose requesting stream was erased.
   */
  async redactCopies(trx, streamIds) {
    if (streamIds.length === 0) return 0;
    const result = await sql`
      update staff_notice_log set recipients = '{}', subject = '[erased]', link = null
      where kind = 'held' and subject is distinct from '[erased]'
        and event_id in (select event_id::text from events where stream_id = any(${[...streamIds]}::text[]))`.execute(trx);
    return Number(result.numAffectedRows ?? 0);
  },
};
