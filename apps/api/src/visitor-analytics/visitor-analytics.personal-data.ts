import { VisitorAnalyticsEvents, visitorSessionStreamId, type PersonalFieldMap, type VisitorAnalyticsEvent } from '@intake/contracts';
import { ERASED_TEXT } from '@intake/event-store';
import type { PersonalDataContext } from '../privacy/index.js';

/** Where the request came from: the (consented) address, the browser's agent, the CDN's city and region. */
const CLIENT = ['client.ip', 'client.user_agent', 'client.cdn_geo.city', 'client.cdn_geo.region'] as const;

/**
 * What visitor analytics keeps of a person (docs/personal-data.md). Personal: the request's
 * address, user agent, city and region; the browser's self-description (`meta`: screen,
 * language and whatever else it sent; the entry's source is already its own field); the
 * referrer (an external one is a full address that may carry the visitor's query); the names of
 * the fields an abandoned form had filled. Not personal, and kept so every aggregate keeps its
 * counts: page paths, the visit source, device type, browser and OS family, utm tags, country
 * code, consent, timings, values.
 */
export const VISITOR_ANALYTICS_PERSONAL_FIELDS: PersonalFieldMap<VisitorAnalyticsEvent> = {
  [VisitorAnalyticsEvents.PageViewed]: ['referrer_path', 'meta', ...CLIENT],
  [VisitorAnalyticsEvents.PageLeft]: [...CLIENT],
  [VisitorAnalyticsEvents.FormAbandoned]: ['filled_fields', ...CLIENT],
};

export const visitorAnalyticsPersonalData: PersonalDataContext = {
  name: 'visitor-analytics',
  fields: VISITOR_ANALYTICS_PERSONAL_FIELDS,

  /** An analytics session id (the one the browser keeps in local storage). */
  async streamsById(db, id) {
    const streamId = visitorSessionStreamId(id.trim());
    const found = await db.selectFrom('streams').select('stream_id').where('stream_id', '=', streamId).executeTakeFirst();
    return found ? [found.stream_id] : [];
  },

  /**
   * Sessions last seen before the cut-off (analytics are kept 24 months), minus those already
   * erased (their user agent is the placeholder; last_seen is indexed).
   */
  async expiredStreams(db, before) {
    const rows = await db
      .selectFrom('visitor_sessions')
      .select('session_id')
      .where('last_seen', '<', before)
      .where((eb) => eb.or([eb('user_agent', 'is', null), eb('user_agent', '!=', ERASED_TEXT)]))
      .execute();
    return rows.map((r) => visitorSessionStreamId(r.session_id));
  },
};
