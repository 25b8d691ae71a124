import { chatStreamId, EmailEvents, emailStreamId, questionnaireStreamId, type EmailEvent, type PersonalFieldMap } from '@intake/contracts';
import { chatNoticeEmailId } from '../guide/chat-staff-notice.email.js';
import { questionnaireNoticeEmailId } from '../questionnaire/questionnaire-staff-notice.email.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../platform/database/database.types.js';
import type { PersonalDataContext } from '../privacy/personal-data-context.js';
import { EMAIL_CARRYING_EVENTS } from './email-dispatch.reactor.js';
import { eventDataValues } from '../privacy/event-data-values.js';

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
  const streamIds = [...new Set(emailIds.map(emailStreamId))];
  if (streamIds.length === 0) return [];
  const rows = await db.selectFrom('streams').select('stream_id').where('stream_id', 'in', streamIds).execute();
  return rows.map((r) => r.stream_id);
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

  /** The outbox copies of the delivered emails of these streams (EmailDelivered.location, without SMTP). */
  outboxFiles: (db, streamIds) =>
    eventDataValues(
      db,
      streamIds.filter((s) => s.startsWith(emailStreamId(''))),
      EmailEvents.Delivered,
      'location',
    ),
};
