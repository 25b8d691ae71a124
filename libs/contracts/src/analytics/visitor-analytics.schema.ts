import { z } from 'zod';

/**
 * First-party visitor analytics (visitor spec §3 "Analytics event", "Incomplete-interaction
 * record", §7 Analytics; admin spec §3 "Analytics session", "Summary", "Timeseries").
 */

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const ANALYTICS_EVENT_TYPES = ['pageview', 'page_unload'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** The admin visitor panel's time ranges (admin spec §2). */
export const ANALYTICS_TIME_RANGES = { '24h': 1, '7d': 7, '30d': 30 } as const;
export type AnalyticsTimeRange = keyof typeof ANALYTICS_TIME_RANGES;

const sessionId = z.string().trim().min(1, 'session_id is required').max(100, 'session_id is too long (100 characters at most)');
const pagePath = z.string().max(2048);
const text = (max: number) => z.string().max(max);

/** What the browser says about the visit; every part optional, each bounded. */
export const analyticsMetaSchema = z
  .object({
    utm_source: text(200).optional(),
    utm_medium: text(200).optional(),
    utm_campaign: text(200).optional(),
    utm_term: text(200).optional(),
    utm_content: text(200).optional(),
    device_type: z.enum(DEVICE_TYPES).optional(),
    screen: z
      .object({ w: z.number().nonnegative().max(100_000), h: z.number().nonnegative().max(100_000), dpr: z.number().positive().max(20) })
      .partial()
      .optional(),
    lang: text(64).optional(),
  })
  .passthrough()
  .refine((m) => JSON.stringify(m).length <= 4096, 'meta is too large (4 KB at most)');
export type AnalyticsMeta = z.infer<typeof analyticsMetaSchema>;

/** POST /analytics/track (beacon or fetch). */
export const trackAnalyticsEventRequestSchema = z.object({
  session_id: sessionId,
  new_session: z.boolean().optional().default(false),
  consent: z.boolean().optional().default(false),
  event_type: z.enum(ANALYTICS_EVENT_TYPES),
  page_path: pagePath,
  referrer_path: pagePath.nullable().optional(),
  engaged_ms: z.number().int().nonnegative().max(86_400_000).nullable().optional(),
  value: z.number().finite().nullable().optional(),
  meta: analyticsMetaSchema.optional(),
});
export type TrackAnalyticsEventRequest = z.input<typeof trackAnalyticsEventRequestSchema>;

/** POST /analytics/track-incomplete: a form left before it was finished. */
export const trackIncompleteRequestSchema = z.object({
  session_id: sessionId,
  interaction_type: text(100),
  page_path: pagePath,
  completion_percentage: z.number().min(0).max(100),
  time_spent_ms: z
    .number()
    .int()
    .nonnegative()
    .max(86_400_000 * 7),
  form_data: z
    .record(z.string().max(100), z.unknown())
    .refine((m) => JSON.stringify(m).length <= 16_384, 'form_data is too large (16 KB at most)')
    .optional()
    .default({}),
  last_step: z
    .union([z.string().max(100), z.number().int()])
    .nullable()
    .optional(),
  meta: analyticsMetaSchema.optional(),
});
export type TrackIncompleteRequest = z.input<typeof trackIncompleteRequestSchema>;

/** Both ingest calls answer 202 with this (the client ignores it). */
export const trackAcceptedResponseSchema = z.object({ success: z.literal(true) });
export type TrackAcceptedResponse = z.infer<typeof trackAcceptedResponseSchema>;

/** GET /analytics/sessions?timeRange=24h|7d|30d — one entry per visitor session seen in the range. */
export const analyticsSessionSchema = z.object({
  session_id: z.string(),
  ip: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country_code: z.string().nullable(),
  device_type: z.enum(DEVICE_TYPES).nullable(),
  first_seen: z.string(),
  last_seen: z.string(),
  pageviews: z.number().int(),
});
export type AnalyticsSession = z.infer<typeof analyticsSessionSchema>;
/**
 * The visitor panel's figures for one range and country filter, computed by the server from the
 * rollups (docs/visitor-analytics.md "Rollups"): exact counts over the range, which is the
 * current UTC hour and the whole hours before it (24, 168 or 720 hours in all).
 */
export const visitorOverviewSchema = z.object({
  /** Start of the range (an hour boundary); the range runs to now. */
  from: z.string(),
  /** Country the figures are limited to (ISO alpha-2), or 'all'. */
  country: z.string(),
  /** People Seen Webpage: page views inside the range. */
  pageviews: z.number().int(),
  /** Sessions with a page view inside the range. */
  sessions: z.number().int(),
  /** Distinct consented IP addresses with a page view inside the range (sessions without consent have no address and are not counted). */
  unique_visitors: z.number().int(),
  /** Of those, addresses with more than one session in the range. */
  returning_visitors: z.number().int(),
  countries: z.number().int(),
  /** Hour of the day (in `time_zone`) in which most sessions began; null without any. */
  peak_hour: z.number().int().min(0).max(23).nullable(),
  /** Share of the unique visitors seen in exactly one session, rounded percent; null without any. */
  single_visit_percent: z.number().int().nullable(),
  top_locations: z.array(z.object({ location: z.string(), sessions: z.number().int() })),
  top_ips: z.array(z.object({ ip: z.string(), sessions: z.number().int(), location: z.string() })),
  /**
   * The most sessions an address left off top_ips can have in the range (the list is exact when
   * its last entry has at least this many, or when it holds fewer than 10 entries).
   */
  top_ips_unlisted_max: z.number().int(),
  top_countries: z.array(z.object({ country: z.string(), sessions: z.number().int(), percent: z.number().int() })),
  /** Sessions per country in the range, every country seen (the map; the filter's choices), unfiltered. */
  country_sessions: z.array(z.object({ country: z.string(), sessions: z.number().int() })),
  /** Hours 0–23 (in `time_zone`): sessions begun and page views inside the range. */
  hourly: z.array(z.object({ hour: z.number().int().min(0).max(23), sessions: z.number().int(), pageviews: z.number().int() })),
  /** The zone of peak_hour and hourly: the call's `tz` (the admin's browser zone), UTC without one. */
  time_zone: z.string(),
});
export type VisitorOverview = z.infer<typeof visitorOverviewSchema>;

export const analyticsSessionsResponseSchema = z.object({
  success: z.literal(true),
  time_range: z.enum(['24h', '7d', '30d']),
  /** The most recent sessions of the range (at most 100): a sample to read, not the figures' base. */
  sessions: z.array(analyticsSessionSchema),
  overview: visitorOverviewSchema,
});
export type AnalyticsSessionsResponse = z.infer<typeof analyticsSessionsResponseSchema>;

/*
 * What the admin page accepts (issue 35): the answer as admin spec §3 and §7 document it, so that
 * Backend Config can point the page at a backend that answers only that. What our server adds
 * beyond it is optional here, with the page's default where one is sensible; the server's own
 * answers still meet the strict schemas above (the route catalogue checks them).
 */

/** Admin spec §3 "Analytics session": ip, city, region, country_code, device_type, first_seen, last_seen. */
export const analyticsSessionReplySchema = analyticsSessionSchema.partial({ session_id: true, pageviews: true });
export type AnalyticsSessionReply = z.infer<typeof analyticsSessionReplySchema>;

/** Admin spec §7: "success, sessions"; without `overview` the page counts the sessions listed. */
export const analyticsSessionsReplySchema = z.object({
  success: z.literal(true),
  time_range: analyticsSessionsResponseSchema.shape.time_range.optional(),
  sessions: z.array(analyticsSessionReplySchema),
  overview: visitorOverviewSchema.optional(),
});
export type AnalyticsSessionsReply = z.infer<typeof analyticsSessionsReplySchema>;

/** GET /analytics/summary?days=30. */
export const analyticsSummarySchema = z.object({
  days: z.number().int(),
  pageviews: z.number().int(),
  completions: z.object({ work_with_us: z.number().int(), form: z.number().int(), ai_guide: z.number().int() }),
  /** Where visits came from: utm_source, else the referrer's host, else 'direct'; most first. */
  sources: z.array(z.object({ source: z.string(), total: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
export const analyticsSummaryResponseSchema = z.object({ success: z.literal(true), summary: analyticsSummarySchema });
export type AnalyticsSummaryResponse = z.infer<typeof analyticsSummaryResponseSchema>;

/** The page asks for 30 days (admin spec §9); an answer that does not say how many covers those. */
const ASKED_DAYS = 30;

/** Admin spec §7: "summary" (§3: pageviews, completions, sources). */
export const analyticsSummaryReplySchema = z.object({
  success: z.literal(true).optional(),
  summary: analyticsSummarySchema.extend({ days: z.number().int().default(ASKED_DAYS) }),
});
export type AnalyticsSummaryReply = z.infer<typeof analyticsSummaryReplySchema>;

/** GET /analytics/timeseries?days=30&granularity=daily|hourly|both — dates are UTC, YYYY-MM-DD. */
export const analyticsTimeseriesResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  /** One entry per day of the range, oldest first, zero-filled. */
  daily: z.array(z.object({ date: z.string(), pageviews: z.number().int() })),
  /** One entry per hour of the day (0–23), summed over the range. */
  hourly: z.array(z.object({ date: z.string().nullable(), hour: z.number().int().min(0).max(23), pageviews: z.number().int() })),
});
export type AnalyticsTimeseriesResponse = z.infer<typeof analyticsTimeseriesResponseSchema>;

/** Admin spec §7: "daily, hourly" (§3: entries with date, hour and pageviews). */
export const analyticsTimeseriesReplySchema = z.object({
  success: z.literal(true).optional(),
  days: z.number().int().default(ASKED_DAYS),
  daily: analyticsTimeseriesResponseSchema.shape.daily,
  hourly: z.array(z.object({ date: z.string().nullable().optional(), hour: z.number().int().min(0).max(23), pageviews: z.number().int() })),
});
export type AnalyticsTimeseriesReply = z.infer<typeof analyticsTimeseriesReplySchema>;
