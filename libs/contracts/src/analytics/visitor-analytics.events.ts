import { z } from 'zod';
import type { Event } from '../common/event.js';
import type { StreamErased } from '../privacy/personal-data.events.js';
import { DEVICE_TYPES, type AnalyticsMeta } from './visitor-analytics.schema.js';

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
export const visitorCdnGeoSchema = z.object({
  provider: z.enum(['cloudflare', 'vercel', 'cloudfront']),
  country_code: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
});
export type VisitorCdnGeo = z.infer<typeof visitorCdnGeoSchema>;

// Each version's schema is spelled out whole, never derived from another (no spread, no extend):
// an old version stays as it was recorded whatever the next one becomes, and the web build drops
// every schema no page reads (a spread or a method call on a schema would keep them).

/** What the request itself told about the visitor, recorded with every analytics event (version 1). */
export const visitorClientInfoV1Schema = z.object({
  /** The client address as the api's trust-proxy setting sees it; null unless consent was given. */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  device_type: z.enum(DEVICE_TYPES),
  cdn_geo: z.nullable(visitorCdnGeoSchema),
  /** Absent on events recorded before it; version 2 of the visitor events requires it. */
  bot: z.boolean().optional(),
});
export type VisitorClientInfoV1 = z.infer<typeof visitorClientInfoV1Schema>;

/** The client as version 2 of every visitor event records it. */
export const visitorClientInfoSchema = z.object({
  /** The client address as the api's trust-proxy setting sees it; null unless consent was given. */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  device_type: z.enum(DEVICE_TYPES),
  cdn_geo: z.nullable(visitorCdnGeoSchema),
  /**
   * Whether the agent is a bot's (isbot), kept apart from the agent an erasure redacts so a
   * replay still counts it as one.
   */
  bot: z.boolean(),
});
export type VisitorClientInfo = z.infer<typeof visitorClientInfoSchema>;

/** Browser and OS family (from the user agent): a kind of software, not a person. */
export const visitorSoftwareSchema = z.object({ browser: z.string(), os: z.string() });
export type VisitorSoftware = z.infer<typeof visitorSoftwareSchema>;

/** Page view versions 1 and 2: three of the utm tags. */
export const visitorCampaignV2Schema = z.object({
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
});
export type VisitorCampaignV2 = z.infer<typeof visitorCampaignV2Schema>;

/**
 * The utm tags of the page's address (its query or the beacon's meta), lower-cased; set by
 * whoever wrote the link, not the visitor. All five, each its own field (page view version 3):
 * the meta that also carries them is redacted by an erasure, these are not.
 */
export const visitorCampaignSchema = z.object({
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
});
export type VisitorCampaign = z.infer<typeof visitorCampaignSchema>;

/**
 * The beacon's meta as recorded: the request's (analyticsMetaSchema) with the utm tags of the
 * page's address added, so without the request's limits.
 */
const recordedMetaSchema: z.ZodType<AnalyticsMeta> = z.looseObject({
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  utm_term: z.string().optional(),
  utm_content: z.string().optional(),
  device_type: z.enum(DEVICE_TYPES).optional(),
  screen: z.object({ w: z.number(), h: z.number(), dpr: z.number() }).partial().optional(),
  lang: z.string().optional(),
});

/** Version 1: software, campaign and client.bot absent on events recorded before them (read as version 2, see the upcaster). */
export const visitorPageViewedDataV1Schema = z.object({
  session_id: z.string(),
  new_session: z.boolean(),
  consent: z.boolean(),
  page_path: z.string(),
  referrer_path: z.string().nullable(),
  source: z.string().nullable(),
  value: z.number().nullable(),
  meta: recordedMetaSchema,
  client: visitorClientInfoV1Schema,
  software: z.optional(visitorSoftwareSchema),
  campaign: z.optional(visitorCampaignV2Schema),
  viewed_at: z.string(),
});
export type VisitorPageViewedDataV1 = z.infer<typeof visitorPageViewedDataV1Schema>;

/**
 * Version 2: browser, OS, campaign and bot flag always recorded, kept apart from the agent and
 * meta, which an erasure redacts, so the counters of an erased visit are what a replay rebuilds.
 */
export const visitorPageViewedDataV2Schema = z.object({
  session_id: z.string(),
  new_session: z.boolean(),
  consent: z.boolean(),
  page_path: z.string(),
  referrer_path: z.string().nullable(),
  source: z.string().nullable(),
  value: z.number().nullable(),
  meta: recordedMetaSchema,
  client: visitorClientInfoSchema,
  software: visitorSoftwareSchema,
  campaign: visitorCampaignV2Schema,
  viewed_at: z.string(),
});
export type VisitorPageViewedDataV2 = z.infer<typeof visitorPageViewedDataV2Schema>;

/**
 * Version 3 (issue 35): the campaign holds all five utm tags, utm_term and utm_content too, each
 * its own field beside the normalised page path (no query, no fragment, one trailing-slash rule).
 */
export const visitorPageViewedDataSchema = z.object({
  session_id: z.string(),
  new_session: z.boolean(),
  consent: z.boolean(),
  page_path: z.string(),
  referrer_path: z.string().nullable(),
  /**
   * Where the visit that this page view enters came from: utm_source, else the external
   * referrer's host, else 'direct' (no referrer). null: an in-site navigation, not an entry.
   */
  source: z.string().nullable(),
  value: z.number().nullable(),
  meta: recordedMetaSchema,
  client: visitorClientInfoSchema,
  software: visitorSoftwareSchema,
  campaign: visitorCampaignSchema,
  viewed_at: z.string(),
});
export type VisitorPageViewedData = z.infer<typeof visitorPageViewedDataSchema>;

/** page_unload, version 1: client.bot may be absent. */
export const visitorPageLeftDataV1Schema = z.object({
  session_id: z.string(),
  consent: z.boolean(),
  page_path: z.string(),
  engaged_ms: z.number(),
  value: z.number().nullable(),
  client: visitorClientInfoV1Schema,
  left_at: z.string(),
});
export type VisitorPageLeftDataV1 = z.infer<typeof visitorPageLeftDataV1Schema>;

/** page_unload: the visitor left a page after engaged_ms of attention. Version 2: page path normalised, client.bot recorded. */
export const visitorPageLeftDataSchema = z.object({
  session_id: z.string(),
  consent: z.boolean(),
  page_path: z.string(),
  engaged_ms: z.number(),
  value: z.number().nullable(),
  client: visitorClientInfoSchema,
  left_at: z.string(),
});
export type VisitorPageLeftData = z.infer<typeof visitorPageLeftDataSchema>;

/** track-incomplete, version 1: client.bot may be absent. */
export const visitorFormAbandonedDataV1Schema = z.object({
  session_id: z.string(),
  interaction_type: z.string(),
  page_path: z.string(),
  completion_percentage: z.number(),
  time_spent_ms: z.number(),
  filled_fields: z.array(z.string()),
  last_step: z.union([z.string(), z.number()]).nullable(),
  client: visitorClientInfoV1Schema,
  recorded_at: z.string(),
});
export type VisitorFormAbandonedDataV1 = z.infer<typeof visitorFormAbandonedDataV1Schema>;

/**
 * POST /analytics/track-incomplete: a form left unfinished. Only the names of the fields filled
 * in are kept, never their values: the visitor did not submit them. The call carries no consent
 * flag, so client.ip is always null here. Version 2: page path normalised, client.bot recorded.
 */
export const visitorFormAbandonedDataSchema = z.object({
  session_id: z.string(),
  interaction_type: z.string(),
  page_path: z.string(),
  completion_percentage: z.number(),
  time_spent_ms: z.number(),
  filled_fields: z.array(z.string()),
  last_step: z.union([z.string(), z.number()]).nullable(),
  client: visitorClientInfoSchema,
  recorded_at: z.string(),
});
export type VisitorFormAbandonedData = z.infer<typeof visitorFormAbandonedDataSchema>;

/** The visitor-analytics context's events. */
export type VisitorAnalyticsEvent =
  | Event<typeof VisitorAnalyticsEvents.PageViewed, VisitorPageViewedData>
  | Event<typeof VisitorAnalyticsEvents.PageLeft, VisitorPageLeftData>
  | Event<typeof VisitorAnalyticsEvents.FormAbandoned, VisitorFormAbandonedData>;

/** What a `visitor-session-<id>` stream holds. */
export type VisitorSessionStreamEvent = VisitorAnalyticsEvent | StreamErased;
