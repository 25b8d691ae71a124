import { WorkWithUsEvents, type PersonalFieldMap } from '@intake/contracts';
import { sql } from 'kysely';
import type { PersonalDataContext } from '../../privacy/personal-data-context.js';

/**
 * The stored uploads (stored_files, and their bytes in the blob store). They have no streams of
 * their own: each is recorded on its owner's stream (a Work With Us application), so they are
 * found, erased and expire with their owner, and this context only names the bytes to delete.
 */
const fields: PersonalFieldMap = {
  // The name the visitor gave the file; type, size, hash and blob key are not personal.
  [WorkWithUsEvents.FileAttached]: ['filename'],
};

export const storedFilesPersonalData: PersonalDataContext = {
  name: 'stored-files',
  fields,
  /** From the log: blob keys are ours (never redacted), and the log never trails an upload. */
  async blobKeys(db, streamIds) {
    if (streamIds.length === 0) return [];
    const rows = await db
      .selectFrom('events')
      .select(sql<string | null>`data->>'blob_key'`.as('blob_key'))
      .where('stream_id', 'in', [...streamIds])
      .where('event_type', '=', WorkWithUsEvents.FileAttached)
      .execute();
    return rows.flatMap((r) => (r.blob_key ? [r.blob_key] : []));
  },
};
