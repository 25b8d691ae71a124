import { defineRowProjection } from '@intake/event-store';
import { ResponseReviewEvents, unhandledEvent, type ResponseReviewEvent } from '@intake/contracts';
import { parseReviewStreamId, responseKey } from './response-review-stream.js';
import type { ResponseReviewsTable } from './response-review.tables.js';

type Row = ResponseReviewsTable & Record<string, unknown>;

/**
 * One row per reviewed response: its status, its notes and the timeline of both. Follows
 * erasures: a note's text is personal data, erased with the response it is about.
 */
export const responseReviewsProjection = defineRowProjection<Row, ResponseReviewEvent>({
  name: 'response-reviews',
  table: 'response_reviews',
  keyColumn: 'response_key',
  jsonColumns: ['notes', 'history'],
  handles: [ResponseReviewEvents.StatusSet, ResponseReviewEvents.NoteAdded],
  key(e) {
    const d = e.data;
    return responseKey(d.channel, d.response_id);
  },
  evolve(row, e) {
    const d = e.data;
    const base: Row = row ?? {
      response_key: responseKey(d.channel, d.response_id),
      channel: d.channel,
      response_id: d.response_id,
      status: 'new',
      notes: [],
      history: [],
      updated_at: new Date(d.at),
    };
    switch (e.type) {
      case ResponseReviewEvents.StatusSet: {
        const s = e.data;
        return { ...base, status: s.status, history: [...base.history, { at: s.at, by: s.by, what: `status set to ${s.status}` }], updated_at: new Date(s.at) };
      }
      case ResponseReviewEvents.NoteAdded: {
        const n = e.data;
        return {
          ...base,
          notes: [...base.notes, { note_id: n.note_id, text: n.text, by: n.by, at: n.at }],
          history: [...base.history, { at: n.at, by: n.by, what: 'note added' }],
          updated_at: new Date(n.at),
        };
      }
      default:
        return unhandledEvent(e, row);
    }
  },
  erasure: {
    column: 'response_key',
    values: (streamIds) =>
      streamIds.flatMap((id) => {
        const parsed = parseReviewStreamId(id);
        return parsed ? [responseKey(parsed.channel, parsed.responseId)] : [];
      }),
  },
});
