import { WorkWithUsEvents, type PersonalFieldMap } from '@intake/contracts';
import { eventDataValues, type PersonalDataContext } from '../../privacy/index.js';

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
  blobKeys: (db, streamIds) => eventDataValues(db, streamIds, WorkWithUsEvents.FileAttached, 'blob_key'),
};
