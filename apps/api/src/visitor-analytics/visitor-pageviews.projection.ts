import { sql, type Kysely } from 'kysely';
import { upsertRows, withErasure, type ForgetStreams, type Projector, type StoredOf, handlesOf } from '@intake/event-store';
import { VisitorAnalyticsEvents, type EventOfType, type VisitorAnalyticsEvent } from '@intake/contracts';
import type { VisitorPageviewsTable } from './visitor-analytics.tables.js';
import { VISITOR_GATHER_MS } from './visitor-gather.js';
import { visitorSessionIdsOf } from './visitor-sessions.projection.js';

type Db = Kysely<any>;
type Row = VisitorPageviewsTable & Record<string, unknown>;
type PageViewed = EventOfType<VisitorAnalyticsEvent, typeof VisitorAnalyticsEvents.PageViewed>;

/**
 * How far behind the newest page view the table keeps page views. The one reader, realtime, looks
 * at the last 5 minutes (REALTIME_WINDOW_MS); the rest is margin for a clock set back a little.
 */
export const RECENT_PAGEVIEWS_MS = 30 * 60_000;
/** Stale rows one batch deletes at most, so a table from before the window drains in steps. */
const PRUNE_ROWS = 5_000;
/** Rows a replay keeps in memory before it writes them out. */
const REBUILD_ROWS = 20_000;
/** Rows per insert. */
const INSERT_ROWS = 2_000;

const rowOf = (e: StoredOf<PageViewed>): Row => ({
  event_id: e.eventId,
  session_id: e.data.session_id,
  page_path: e.data.page_path,
  source: e.data.source,
  viewed_at: new Date(e.data.viewed_at),
});

async function insertRows(db: Db, rows: readonly Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_ROWS) await upsertRows(db, 'visitor_pageviews', 'event_id', rows.slice(i, i + INSERT_ROWS));
}

/**
 * Deletes the oldest page views that have fallen out of the window, measured from the newest page
 * view in the table: the log's own times, so a replay keeps exactly what the live projector keeps.
 */
async function prune(db: Db): Promise<number> {
  // Query builders only: a replay's withSchema then qualifies every visitor_pageviews here.
  const [result] = await db
    .deleteFrom('visitor_pageviews')
    .where('event_id', 'in', (eb: any) =>
      eb
        .selectFrom('visitor_pageviews')
        .select('event_id')
        .where('viewed_at', '<', (inner: any) =>
          inner.selectFrom('visitor_pageviews').select(sql<Date>`max(viewed_at) - make_interval(secs => ${RECENT_PAGEVIEWS_MS / 1000})`.as('edge')),
        )
        .orderBy('viewed_at')
        .limit(PRUNE_ROWS),
    )
    .execute();
  return Number(result?.numDeletedRows ?? 0);
}

const recentPageviews: Projector<any, PageViewed> = {
  kind: 'projector',
  name: 'visitor-pageviews',
  handles: handlesOf<PageViewed>()([VisitorAnalyticsEvents.PageViewed]),
  tables: ['visitor_pageviews'],
  gatherMs: VISITOR_GATHER_MS,
  async apply(events, db) {
    await insertRows(db, events.map(rowOf));
    await prune(db);
  },
  forRebuild({ memoryRows = REBUILD_ROWS } = {}) {
    // A replay reads weeks of page views to keep the last half hour: only the window's rows are
    // written (memory holds at most memoryRows; a window denser than that is written as it fills).
    let kept: Row[] = [];
    let newest = Number.NEGATIVE_INFINITY;
    const inWindow = (r: Row) => r.viewed_at.getTime() >= newest - RECENT_PAGEVIEWS_MS;
    return {
      async apply(events, db) {
        for (const e of events) {
          const row = rowOf(e);
          newest = Math.max(newest, row.viewed_at.getTime());
          kept.push(row);
        }
        if (kept.length < memoryRows) return;
        kept = kept.filter(inWindow);
        if (kept.length < memoryRows / 2) return;
        await insertRows(db, kept);
        kept = [];
      },
      async flush(db) {
        await insertRows(db, kept.filter(inWindow));
        kept = [];
        while ((await prune(db)) === PRUNE_ROWS);
      },
    };
  },
};

/** An erasure's sessions: their page views go and come back from the redacted events unchanged (nothing here is personal). */
const forgetSessionPageviews: ForgetStreams = async (db, streamIds) => {
  const ids = visitorSessionIdsOf(streamIds);
  if (ids.length === 0) return;
  await db.deleteFrom('visitor_pageviews').where('session_id', 'in', ids).execute();
};

/**
 * The page views of the last half hour, one row each, for realtime. Only a window: with every page
 * view of the log kept here, each beacon's insert went to a random leaf of a primary key over all
 * of them (10M rows at the bench's largest volume), one of the two costs that made ingest slow down
 * as the data grew (docs/visitor-analytics.md, "Ingest at 10M").
 */
export const visitorPageviewsProjection = withErasure(recentPageviews, forgetSessionPageviews);
