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
  /** Who handles it (migration 0120); null when nobody does. */
  assignee: string | null;
  assigned_by: string | null;
  assigned_at: Date | null;
  /** Everyone who has opened its page: it is not new to them. */
  opened_by: string[];
}

export interface ResponseReviewTables {
  response_reviews: ResponseReviewsTable;
}
