import { defineRowProjection, withErasure, type ForgetStreams, handlesOf } from '@intake/event-store';
import { VisitorAnalyticsEvents, type EventOfType, type VisitorAnalyticsEvent } from '@intake/contracts';
import type { VisitorPageviewsTable } from './visitor-analytics.tables.js';
import { VISITOR_GATHER_MS } from './visitor-gather.js';
import { visitorSessionIdsOf } from './visitor-sessions.projection.js';

type Row = VisitorPageviewsTable & Record<string, unknown>;

/** One row per page view, written once: summary and timeseries count them with plain SQL. */
const pageviewRows = defineRowProjection<Row, EventOfType<VisitorAnalyticsEvent, typeof VisitorAnalyticsEvents.PageViewed>>({
  name: 'visitor-pageviews',
  table: 'visitor_pageviews',
  keyColumn: 'event_id',
  handles: handlesOf<EventOfType<VisitorAnalyticsEvent, typeof VisitorAnalyticsEvents.PageViewed>>()([VisitorAnalyticsEvents.PageViewed]),
  key: (e) => e.eventId,
  startsRow: () => true,
  evolve(_row, e) {
    const d = e.data;
    return { event_id: e.eventId, session_id: d.session_id, page_path: d.page_path, source: d.source, viewed_at: new Date(d.viewed_at) };
  },
});

/**
 * An erasure's sessions: their page views (rows keyed by event id, remembered likewise) go and
 * come back from the redacted events unchanged — nothing here is personal, so the summary's page
 * views and sources keep their counts.
 */
const forgetSessionPageviews: ForgetStreams = async (db, streamIds, memory) => {
  const ids = new Set(visitorSessionIdsOf(streamIds));
  if (ids.size === 0) return;
  if (memory) for (const [key, row] of memory) if (ids.has((row as Row | null)?.session_id ?? '')) memory.delete(key);
  await db
    .deleteFrom('visitor_pageviews')
    .where('session_id', 'in', [...ids])
    .execute();
};

/** One row per page view, written once: summary and timeseries count them with plain SQL. */
export const visitorPageviewsProjection = { ...withErasure(pageviewRows, forgetSessionPageviews), gatherMs: VISITOR_GATHER_MS };
