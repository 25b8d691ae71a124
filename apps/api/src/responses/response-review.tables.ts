import type { ResponseChannel, ResponseStatus } from '@intake/contracts';

export interface ResponseReviewsTable {
  /** `<channel>:<response id>`. */
  response_key: string;
  channel: ResponseChannel;
  response_id: string;
  status: ResponseStatus;
  notes: { note_id: string; text: string; by: string; at: string }[];
  history: { at: string; by: string; what: string }[];
  updated_at: Date;
}

export interface ResponseReviewTables {
  response_reviews: ResponseReviewsTable;
}
