import { ChatEvents, chatStreamId, type ChatEvent, type PersonalFieldMap } from '@intake/contracts';
import { ERASED_TEXT } from '@intake/event-store';
import { sql } from 'kysely';
import type { PersonalDataContext } from '../privacy/index.js';

/**
 * What the guide chat keeps of a person (docs/personal-data.md). Everything the visitor typed or
 * that was derived from it — messages, the guide's replies (they quote the visitor), extracted
 * values and their quotes, contact details, the completion email's recipient and body, the
 * browser's self-description, the city and region the request's address placed them in — is
 * erased. The greeting is erased too: it is the whole transcript that goes, and an erased greeting
 * (never empty when written) is how the session itself knows it was erased
 * (ChatSessionState.erased: no more turns, 410). Stages, reply kinds, asked fields, engines,
 * timestamps, the country and the email's id and template stay, so the admin figures keep working.
 * The documents context lists the DocumentAttached / DocumentFieldsExtracted events it appends to
 * chat streams.
 */
export const GUIDE_PERSONAL_FIELDS: PersonalFieldMap<ChatEvent> = {
  // As for a Work With Us application: the city and region go, the country stays.
  [ChatEvents.SessionStarted]: ['greeting', 'client', 'location_data.city', 'location_data.region'],
  [ChatEvents.TurnTaken]: ['message.content', 'reply.content', 'fields.value', 'fields.source.excerpt', 'engine.fallback.detail'],
  [ChatEvents.ContactProvided]: ['full_name', 'email', 'affiliation', 'fields.value', 'fields.source.excerpt', 'reply.content'],
  [ChatEvents.Completed]: [],
  [ChatEvents.CompletionEmailRequested]: ['email.to', 'email.text', 'email.html', 'email.content'],
  [ChatEvents.MetadataTracked]: ['metadata'],
  [ChatEvents.SessionExported]: [],
  [ChatEvents.SessionClosed]: [],
};

export const guidePersonalData: PersonalDataContext = {
  name: 'guide',
  fields: GUIDE_PERSONAL_FIELDS,

  /**
   * Sessions that collected this email (the read model's collected value, which the preview
   * shows), gave it as contact, or sent their completion email to it (the legacy client may name
   * another address than the one collected).
   */
  async streamsByEmail(db, email) {
    const address = email.trim().toLowerCase();
    const rows = await db
      .selectFrom('chat_conversations')
      .select('session_id')
      .where((eb) => eb.or([eb(sql`lower(collected_info->>'email')`, '=', address), eb(sql`lower(preview->>'email')`, '=', address)]))
      .execute();
    const requested = await db
      .selectFrom('events')
      .select('stream_id')
      .distinct()
      .where('event_type', 'in', [ChatEvents.CompletionEmailRequested, ChatEvents.ContactProvided])
      .where((eb) =>
        eb.or([
          eb(sql`lower(data->>'email')`, '=', address),
          eb.exists(
            sql`(select 1 from jsonb_array_elements_text(case when jsonb_typeof(data->'email'->'to') = 'array' then data->'email'->'to' else '[]'::jsonb end) t where lower(t) = ${address})`,
          ),
        ]),
      )
      .execute();
    return [...new Set([...rows.map((r) => chatStreamId(r.session_id)), ...requested.map((r) => r.stream_id)])];
  },

  /** A chat session id (the visitor's reference in their completion email). */
  async streamsById(db, id) {
    const streamId = chatStreamId(id.trim().toLowerCase());
    const found = await db.selectFrom('streams').select('stream_id').where('stream_id', '=', streamId).executeTakeFirst();
    return found ? [found.stream_id] : [];
  },

  /**
   * Sessions last active before the cut-off and not erased yet (an erased session's first
   * message, the greeting, is the placeholder; found by the messages' primary key).
   */
  async expiredStreams(db, before) {
    const rows = await db
      .selectFrom('chat_conversations as c')
      .select('c.session_id')
      .where('c.updated_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('chat_messages as m')
              .select('m.seq')
              .whereRef('m.session_id', '=', 'c.session_id')
              .where('m.seq', '=', 0)
              .where('m.content', '=', ERASED_TEXT),
          ),
        ),
      )
      .execute();
    return rows.map((r) => chatStreamId(r.session_id));
  },
};
