import { defineRowProjection, handlesOf } from '@intake/event-store';
import { ResponseTagEvents, unhandledEvent, type ResponseTagEvent } from '@intake/contracts';
import type { ResponseTagsTable } from './response-insight.tables.js';
import { parseReviewStreamId, responseKey } from './response-review-stream.js';

type Row = ResponseTagsTable & Record<string, unknown>;

/** One row per tagged response: its tags in the order they were added (issue 35). */
export const responseTagsProjection = defineRowProjection<Row, ResponseTagEvent>({
  name: 'response-tags',
  table: 'response_tags',
  keyColumn: 'response_key',
  handles: handlesOf<ResponseTagEvent>()([ResponseTagEvents.Added, ResponseTagEvents.Removed]),
  key: (e) => responseKey(e.data.channel, e.data.response_id),
  evolve(row, e) {
    const d = e.data;
    const base: Row = row ?? {
      response_key: responseKey(d.channel, d.response_id),
      channel: d.channel,
      response_id: d.response_id,
      tags: [],
      updated_at: new Date(d.at),
    };
    switch (e.type) {
      case ResponseTagEvents.Added:
        return { ...base, tags: base.tags.includes(d.tag) ? base.tags : [...base.tags, d.tag], updated_at: new Date(d.at) };
      case ResponseTagEvents.Removed:
        return { ...base, tags: base.tags.filter((t) => t !== d.tag), updated_at: new Date(d.at) };
      default:
        return unhandledEvent(e, row);
    }
  },
  // The review stream goes with the response; its tags name no one and are written again.
  erasure: {
    column: 'response_key',
    values: (streamIds) =>
      streamIds.flatMap((id) => {
        const parsed = parseReviewStreamId(id);
        return parsed ? [responseKey(parsed.channel, parsed.responseId)] : [];
      }),
  },
});
