import { defineRowProjection } from '@intake/event-store';
import { VisitorAnalyticsEvents, type VisitorPageViewedData } from '@intake/contracts';
import type { VisitorPageviewsTable } from './visitor-analytics.tables.js';

type Row = VisitorPageviewsTable & Record<string, unknown>;

/** One row per page view, written once: summary and timeseries count them with plain SQL. */
export const visitorPageviewsProjection = defineRowProjection<Row>({
  name: 'visitor-pageviews',
  table: 'visitor_pageviews',
  keyColumn: 'event_id',
  handles: [VisitorAnalyticsEvents.PageViewed],
  key: (e) => e.eventId,
  startsRow: () => true,
  evolve(_row, e) {
    const d = e.data as VisitorPageViewedData;
    return { event_id: e.eventId, session_id: d.session_id, page_path: d.page_path, source: d.source, viewed_at: new Date(d.viewed_at) };
  },
});
