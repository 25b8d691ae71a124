import { ResponseReviewEvents, ResponseTagEvents, type PersonalFieldMap, type ResponseReviewEvent, type ResponseTagEvent } from '@intake/contracts';
import type { PersonalDataContext } from '../privacy/index.js';
import { reviewStreamOf } from './response-review-stream.js';

/** A note is staff's words about a person; a status change names no one, nor does a tag (a short label, issue 35). */
export const RESPONSE_REVIEW_PERSONAL_FIELDS: PersonalFieldMap<ResponseReviewEvent | ResponseTagEvent> = {
  [ResponseReviewEvents.StatusSet]: [],
  [ResponseReviewEvents.NoteAdded]: ['text'],
  // Staff names only: who handles a response and who opened it.
  [ResponseReviewEvents.Assigned]: [],
  [ResponseReviewEvents.Unassigned]: [],
  [ResponseReviewEvents.Opened]: [],
  [ResponseTagEvents.Added]: [],
  [ResponseTagEvents.Removed]: [],
};

export const responseReviewPersonalData: PersonalDataContext = {
  name: 'response-reviews',
  fields: RESPONSE_REVIEW_PERSONAL_FIELDS,

  /** The review of each response being erased, where one was written. */
  async relatedStreams(db, streamIds) {
    const candidates = [...new Set(streamIds.flatMap((id) => reviewStreamOf(id) ?? []))];
    if (candidates.length === 0) return [];
    const rows = await db.selectFrom('streams').select('stream_id').where('stream_id', 'in', candidates).execute();
    return rows.map((r) => r.stream_id);
  },
};
