import { ResponseReviewEvents, type PersonalFieldMap, type ResponseReviewEvent } from '@intake/contracts';
import type { PersonalDataContext } from '../privacy/personal-data-context.js';
import { reviewStreamOf } from './response-review-stream.js';

/** A note is staff's words about a person; a status change names no one. */
export const RESPONSE_REVIEW_PERSONAL_FIELDS: PersonalFieldMap<ResponseReviewEvent> = {
  [ResponseReviewEvents.StatusSet]: [],
  [ResponseReviewEvents.NoteAdded]: ['text'],
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
