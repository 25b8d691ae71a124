import {
  FormMetadataEvents,
  formMetadataStreamId,
  QUESTIONNAIRE_CONFIGS,
  QuestionnaireEvents,
  questionnaireStreamId,
  visitorSessionStreamId,
  type FormMetadataEvent,
  type PersonalFieldMap,
  type QuestionnaireEvent,
  type Question,
} from '@intake/contracts';
import { idsFromStreamIds } from '@intake/event-store';
import { sql } from 'kysely';
import { existingStreams, type PersonalDataContext } from '../privacy/index.js';

/**
 * The personal keys of an answer of this question: what the visitor typed, never a value picked
 * from the question's fixed options (the drop-off and category figures keep counting those).
 * A question type not named here is taken as free text.
 */
function answerKeys(q: Question): string[] {
  switch (q.type) {
    case 'single_choice':
    case 'multiple_choice':
      return [];
    case 'select_or_text':
      return ['other_text'];
    case 'file_upload':
    case 'file_upload_multiple':
      return ['filename'];
    case 'contact_form':
      return ['name', 'email', 'affiliation', 'timezone'];
    default:
      return [''];
  }
}

/** form_data paths of every configuration a session may have followed (configurations are static). */
const formDataPaths: `form_data.${string}`[] = [
  ...new Set(
    Object.values(QUESTIONNAIRE_CONFIGS).flatMap((c) =>
      c.questions.flatMap((q) => answerKeys(q).map((k): `form_data.${string}` => (k ? `form_data.${q.field}.${k}` : `form_data.${q.field}`))),
    ),
  ),
];

/**
 * Questionnaire sessions (`questionnaire-<session id>`) and the forms' consent records
 * (`form-metadata-<analytics session id>`). Their uploads are the documents context's.
 */
const fields: PersonalFieldMap<QuestionnaireEvent | FormMetadataEvent> = {
  // device_type and language stay (device figures); the browser, where the visitor came from and their time zone go.
  [QuestionnaireEvents.Started]: ['client.user_agent', 'client.referrer', 'client.timezone'],
  // One answer event cannot tell a picked option from typed text (its question is only named),
  // and nothing counts these events: the whole value goes. The submission keeps the picked options.
  [QuestionnaireEvents.AnswerRecorded]: ['value'],
  [QuestionnaireEvents.StepReached]: [],
  [QuestionnaireEvents.Submitted]: [
    'name',
    'email',
    'affiliation',
    'timezone',
    'uploaded_files.filename',
    'location_data.city',
    'location_data.region',
    'client_metadata',
    ...formDataPaths,
  ],
  // Page, route and which consent: nothing personal; the request address goes with every erased event.
  [FormMetadataEvents.ConsentTracked]: [],
};

export const questionnairePersonalData: PersonalDataContext = {
  name: 'questionnaire',
  fields,
  /**
   * Submitted sessions by their contact email, and sessions not submitted whose contact answer
   * was already recorded (answer events, found through their type's index).
   */
  async streamsByEmail(db, email) {
    const lower = email.toLowerCase();
    const [submitted, answered] = await Promise.all([
      db
        .selectFrom('questionnaire_submissions')
        .select('session_id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', lower))
        .execute(),
      db
        .selectFrom('events')
        .select('stream_id')
        .distinct()
        .where('event_type', '=', QuestionnaireEvents.AnswerRecorded)
        .where(sql<boolean>`lower(data->'value'->>'email') = ${lower}`)
        .execute(),
    ]);
    return [...new Set([...submitted.map((r) => questionnaireStreamId(r.session_id)), ...answered.map((r) => r.stream_id)])];
  },
  /** A session id, a submission id, or the id a consent record was tracked under. */
  async streamsById(db, id) {
    const submission = await db.selectFrom('questionnaire_submissions').select('session_id').where('submission_id', '=', id).executeTakeFirst();
    return existingStreams(db, [questionnaireStreamId(id), formMetadataStreamId(id), ...(submission ? [questionnaireStreamId(submission.session_id)] : [])]);
  },
  /** The consent records of a visitor-analytics session: the browser tracks them under its id. */
  relatedStreams: (db, streamIds) => existingStreams(db, idsFromStreamIds(streamIds, visitorSessionStreamId('')).map(formMetadataStreamId)),
  /**
   * Sessions last touched before the cut-off (a submitted one was last touched when submitted),
   * and consent records whose newest event is older.
   */
  async expiredStreams(db, before) {
    const [sessions, consents] = await Promise.all([
      db.selectFrom('questionnaire_sessions').select('session_id').where('updated_at', '<', before).execute(),
      db
        .selectFrom('events')
        .select('stream_id')
        .where('event_type', '=', FormMetadataEvents.ConsentTracked)
        .groupBy('stream_id')
        .having((eb) => eb.fn.max('created_at'), '<', before)
        .execute(),
    ]);
    return [...sessions.map((r) => questionnaireStreamId(r.session_id)), ...consents.map((r) => r.stream_id)];
  },
};
