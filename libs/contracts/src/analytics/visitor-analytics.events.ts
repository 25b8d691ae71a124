import type { Event } from '../common/event.js';
import type { StreamErased } from '../privacy/personal-data.js';
import type { AnalyticsMeta, DeviceType } from './visitor-analytics.schema.js';

/**
 * First-party visitor analytics: one stream per analytics session id (the id the browser keeps in
 * local storage), visitorSessionStreamId(id) = `visitor-session-<id>`. Events only accumulate:
 *   (VisitorPageViewed | VisitorPageLeft | VisitorFormAbandoned)*
 */
export const VisitorAnalyticsEvents = {
  PageViewed: 'VisitorPageViewed',
  PageLeft: 'VisitorPageLeft',
  FormAbandoned: 'VisitorFormAbandoned',
} as const;

export const visitorSessionStreamId = (sessionId: string) => `visitor-session-${sessionId}`;

/** Where the CDN in front of the api placed the visitor, from its request headers. */
export interface VisitorCdnGeo {
  provider: 'cloudflare' | 'vercel' | 'cloudfront';
  country_code: string;
  region: string | null;
  city: string | null;
}

/** What the request itself told about the visitor, recorded with every analytics event. */
export interface VisitorClientInfo {
  /** The client address as the api's trust-proxy setting sees it; null unless consent was given. */
  ip: string | null;
  user_agent: string | null;
  device_type: DeviceType;
  cdn_geo: VisitorCdnGeo | null;
  /**
   * Whether the agent is a bot's (isbot), kept apart from the agent an erasure redacts so a
   * replay still counts it as one. Absent on events recorded before it.
   */
  bot?: boolean;
}

/** Browser and OS family (from the user agent): a kind of software, not a person. */
export interface VisitorSoftware {
  browser: string;
  os: string;
}

/** The utm tags of the page's address, lower-cased; set by whoever wrote the link, not the visitor. */
export interface VisitorCampaign {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

export interface VisitorPageViewedData {
  session_id: string;
  new_session: boolean;
  consent: boolean;
  page_path: string;
  referrer_path: string | null;
  /**
   * Where the visit that this page view enters came from: utm_source, else the external
   * referrer's host, else 'direct' (no referrer). null: an in-site navigation, not an entry.
   */
  source: string | null;
  value: number | null;
  meta: AnalyticsMeta;
  client: VisitorClientInfo;
  /**
   * Kept apart from the agent and meta, which an erasure redacts, so the browser, OS and campaign
   * counters of an erased visit are what a replay rebuilds. Absent on events recorded before them.
   */
  software?: VisitorSoftware;
  campaign?: VisitorCampaign;
  viewed_at: string;
}

/** page_unload: the visitor left a page after engaged_ms of attention. */
export interface VisitorPageLeftData {
  session_id: string;
  consent: boolean;
  page_path: string;
  engaged_ms: number;
  value: number | null;
  client: VisitorClientInfo;
  left_at: string;
}

/**
 * POST /analytics/track-incomplete: a form left unfinished. Only the names of the fields filled
 * in are kept, never their values: the visitor did not submit them.
 */
export interface VisitorFormAbandonedData {
  session_id: string;
  interaction_type: string;
  page_path: string;
  completion_percentage: number;
  time_spent_ms: number;
  filled_fields: string[];
  last_step: string | number | null;
  /** The call carries no consent flag, so client.ip is always null here. */
  client: VisitorClientInfo;
  recorded_at: string;
}

/** The visitor-analytics context's events. */
export type VisitorAnalyticsEvent =
  | Event<typeof VisitorAnalyticsEvents.PageViewed, VisitorPageViewedData>
  | Event<typeof VisitorAnalyticsEvents.PageLeft, VisitorPageLeftData>
  | Event<typeof VisitorAnalyticsEvents.FormAbandoned, VisitorFormAbandonedData>;

/** What a `visitor-session-<id>` stream holds. */
export type VisitorSessionStreamEvent = VisitorAnalyticsEvent | StreamErased;
