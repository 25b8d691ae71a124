import { defineRowProjection, handlesOf } from '@intake/event-store';
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
  jsonColumns: ['notes', 'history', 'opened_by'],
  handles: handlesOf<ResponseReviewEvent>()([
    ResponseReviewEvents.StatusSet,
    ResponseReviewEvents.NoteAdded,
    ResponseReviewEvents.Assigned,
    ResponseReviewEvents.Unassigned,
    ResponseReviewEvents.Opened,
  ]),
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
      assignee: null,
      assigned_by: null,
      assigned_at: null,
      opened_by: [],
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
      case ResponseReviewEvents.Assigned: {
        const a = e.data;
        return {
          ...base,
          assignee: a.assignee,
          assigned_by: a.by,
          assigned_at: new Date(a.at),
          history: [...base.history, { at: a.at, by: a.by, what: `assigned to ${a.assignee}` }],
          updated_at: new Date(a.at),
        };
      }
      case ResponseReviewEvents.Unassigned: {
        const u = e.data;
        return {
          ...base,
          assignee: null,
          assigned_by: null,
          assigned_at: null,
          history: [...base.history, { at: u.at, by: u.by, what: `unassigned from ${u.previous}` }],
          updated_at: new Date(u.at),
        };
      }
      // An opening changes nothing anyone reads in the timeline: only whom the response is still new to.
      case ResponseReviewEvents.Opened: {
        const o = e.data;
        return base.opened_by.includes(o.by) ? base : { ...base, opened_by: [...base.opened_by, o.by] };
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
