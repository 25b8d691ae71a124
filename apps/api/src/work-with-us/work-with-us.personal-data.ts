import { emailStreamId, WorkWithUsEvents, workWithUsStreamId, type PersonalFieldMap, type WorkWithUsEvent } from '@intake/contracts';
import { idsFromStreamIds } from '@intake/event-store';
import { existingStreams, type PersonalDataContext } from '../privacy/index.js';
import { adminNotificationEmailId } from './admin-notification.email.js';

/**
 * The applications (`work-with-us-<submission id>`). Their uploaded bytes are the stored-files
 * context's (storedFilesPersonalData.blobKeys).
 *
 * What an application holds of its applicant. Kept: the fixed self-description (preferred_roles),
 * work_type, file types, sizes and hashes, the country, timestamps (the admin lists keep counting).
 */
const fields: PersonalFieldMap<WorkWithUsEvent> = {
  [WorkWithUsEvents.Submitted]: [
    'name',
    'email',
    'video_link',
    'compensation',
    'additional_notes',
    'client_metadata',
    'location_data.city',
    'location_data.region',
  ],
  [WorkWithUsEvents.FileAttached]: ['filename'],
  // The rendered notice repeats the application; `to` is the consortium's own mailbox.
  [WorkWithUsEvents.AdminNotificationRequested]: ['email.subject', 'email.text', 'email.html', 'email.reply_to', 'email.content'],
};

export const workWithUsPersonalData: PersonalDataContext = {
  name: 'work-with-us',
  fields,
  async streamsByEmail(db, email) {
    const rows = await db
      .selectFrom('work_with_us_submissions')
      .select('submission_id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .execute();
    return rows.map((r) => workWithUsStreamId(r.submission_id));
  },
  streamsById: (db, id) => existingStreams(db, [workWithUsStreamId(id)]),
  /** The admin notice's email stream (its id is made from the submission id). */
  relatedStreams: (db, streamIds) =>
    existingStreams(
      db,
      idsFromStreamIds(streamIds, workWithUsStreamId('')).map((id) => emailStreamId(adminNotificationEmailId(id))),
    ),
  async expiredStreams(db, before) {
    const rows = await db.selectFrom('work_with_us_submissions').select('submission_id').where('submitted_at', '<', before).execute();
    return rows.map((r) => workWithUsStreamId(r.submission_id));
  },
};
