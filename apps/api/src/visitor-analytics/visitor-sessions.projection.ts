import { defineRowProjection, withErasure, type ForgetStreams, type Projector, type StoredOf, handlesOf } from '@intake/event-store';
import { VisitorAnalyticsEvents, unhandledEvent, visitorSessionStreamId, type VisitorAnalyticsEvent } from '@intake/contracts';
import type { VisitorSessionsTable } from './visitor-analytics.tables.js';
import { VISITOR_GATHER_MS } from './visitor-gather.js';
import { locationOf, VisitorLocator } from './visitor-location.js';

type Row = VisitorSessionsTable & Record<string, unknown>;

const time = (d: Date | string) => new Date(d).getTime();

type VisitorEvent = StoredOf<VisitorAnalyticsEvent>;

function atOf(e: VisitorEvent): Date {
  switch (e.type) {
    case VisitorAnalyticsEvents.PageViewed:
      return new Date(e.data.viewed_at);
    case VisitorAnalyticsEvents.PageLeft:
      return new Date(e.data.left_at);
    case VisitorAnalyticsEvents.FormAbandoned:
      return new Date(e.data.recorded_at);
    default:
      return unhandledEvent(e, new Date(Number.NaN));
  }
}

/**
 * Pure: the session after an event. `locationOf(e)` is the place the projector resolved for the
 * event (or null); the latest placed event sets it. The address follows the latest consent: an
 * event sent without consent clears it. A form-abandon record carries no consent flag and leaves
 * both as they were.
 */
export function evolveVisitorSession(row: Row | null, e: VisitorEvent): Row | null {
  const d = e.data;
  const at = atOf(e);
  const base: Row = row ?? {
    session_id: d.session_id,
    ip: null,
    city: null,
    region: null,
    country_code: null,
    device_type: d.client.device_type,
    user_agent: null,
    source: 'direct',
    landing_page: null,
    consent: false,
    first_seen: at,
    last_seen: at,
    pageviews: 0,
    engaged_ms: 0,
    incomplete_forms: 0,
  };
  const consent = e.type === VisitorAnalyticsEvents.FormAbandoned ? base.consent : e.data.consent;
  const location = locationOf(e);
  const next: Row = {
    ...base,
    consent,
    ip: consent ? (d.client.ip ?? base.ip) : null,
    device_type: d.client.device_type,
    user_agent: d.client.user_agent ?? base.user_agent,
    ...location,
    first_seen: time(at) < time(base.first_seen) ? at : base.first_seen,
    last_seen: time(at) > time(base.last_seen) ? at : base.last_seen,
  };
  switch (e.type) {
    case VisitorAnalyticsEvents.PageViewed: {
      const v = e.data;
      const first = base.pageviews === 0;
      return {
        ...next,
        pageviews: base.pageviews + 1,
        source: first ? (v.source ?? 'direct') : base.source,
        landing_page: first ? v.page_path : base.landing_page,
      };
    }
    case VisitorAnalyticsEvents.PageLeft:
      return { ...next, engaged_ms: Number(base.engaged_ms) + e.data.engaged_ms };
    case VisitorAnalyticsEvents.FormAbandoned:
      return { ...next, incomplete_forms: base.incomplete_forms + 1 };
    default:
      return unhandledEvent(e, row);
  }
}

const sessionRows = defineRowProjection<Row, VisitorAnalyticsEvent>({
  name: 'visitor-sessions',
  table: 'visitor_sessions',
  keyColumn: 'session_id',
  handles: handlesOf<VisitorAnalyticsEvent>()([VisitorAnalyticsEvents.PageViewed, VisitorAnalyticsEvents.PageLeft, VisitorAnalyticsEvents.FormAbandoned]),
  key: (e) => e.data.session_id,
  evolve: evolveVisitorSession,
});

/**
 * One row per analytics session. Places are resolved here, per batch, before the pure evolve: the
 * request path only records what it was told, and the offline geo data stays out of it.
 */
export function visitorSessionsProjectionWith(locator: VisitorLocator): Projector<any, VisitorAnalyticsEvent> {
  return { ...withErasure(locatedSessionRows(locator), forgetVisitorSessions), gatherMs: VISITOR_GATHER_MS };
}

/** The analytics session ids of erased streams (`visitor-session-<id>`); other streams are not ours. */
export function visitorSessionIdsOf(streamIds: readonly string[]): string[] {
  const prefix = visitorSessionStreamId('');
  return streamIds.flatMap((s) => (s.startsWith(prefix) ? [s.slice(prefix.length)] : []));
}

/** An erasure's sessions: their rows and remembered rows go; withErasure re-applies their redacted events. */
const forgetVisitorSessions: ForgetStreams = async (db, streamIds, memory) => {
  const ids = visitorSessionIdsOf(streamIds);
  if (ids.length === 0) return;
  for (const id of ids) memory?.delete(id);
  await db.deleteFrom('visitor_sessions').where('session_id', 'in', ids).execute();
};

function locatedSessionRows(locator: VisitorLocator): Projector<any, VisitorAnalyticsEvent> {
  return {
    ...sessionRows,
    async apply(events, db, memory) {
      await sessionRows.apply(await locator.locateAll(events), db, memory);
    },
    forRebuild(options) {
      const rebuild = sessionRows.forRebuild!(options);
      return {
        apply: async (events, db) => rebuild.apply(await locator.locateAll(events), db),
        flush: (db) => rebuild.flush(db),
      };
    },
  };
}

export const visitorSessionsProjection = visitorSessionsProjectionWith(new VisitorLocator());
