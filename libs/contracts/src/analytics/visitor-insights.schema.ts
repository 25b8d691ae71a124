import { z } from 'zod';

/**
 * The Analytics tab's traffic insights beyond the admin spec (issue 20, "Analytics staff expect"):
 * GET /analytics/traffic, /analytics/realtime, /analytics/funnels. Every figure is an exact count
 * read from the rollups (docs/visitor-analytics.md "Traffic insights").
 */

const count = z.number().int().nonnegative();

/** The breakdowns of /analytics/traffic, in the order the tab shows them. */
export const TRAFFIC_BREAKDOWNS = [
  'pages',
  'entry_pages',
  'exit_pages',
  'sources',
  'utm_sources',
  'utm_mediums',
  'utm_campaigns',
  'devices',
  'browsers',
  'operating_systems',
  'countries',
] as const;
export type TrafficBreakdown = (typeof TRAFFIC_BREAKDOWNS)[number];

/** The local days a figure covers, in the admin's zone. */
export const trafficPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** UTC instants of its first and last whole hour bounds (start included, end excluded). */
  start: z.string(),
  end: z.string(),
});

export const trafficTotalsSchema = z.object({
  pageviews: count,
  /** Visits begun (sessions whose first page view is in the period). */
  visits: count,
  /** Page views that entered the site from elsewhere (with a source). */
  entries: count,
  /** Page views from user agents that isbot recognises; in no other figure. */
  bot_pageviews: count,
  /** Engaged time reported by page_unload beacons, summed; and how many pages reported it. */
  engaged_ms: count,
  engaged_pages: count,
  /**
   * Issue 35, absent under a filter that sessions are not counted by (any but a country): sessions
   * with a page view in the period (by their latest), those of one page view (bounces), and the
   * sum of their first-to-last page view times (ms).
   */
  sessions: count.optional(),
  bounces: count.optional(),
  duration_ms: count.optional(),
});
export type TrafficTotals = z.infer<typeof trafficTotalsSchema>;

export const trafficRowSchema = z.object({
  value: z.string(),
  count,
  /** The same value's count in the previous period; null when no comparison was asked for. */
  previous: count.nullable(),
  /** Pages only: engaged time summed over the page_unload beacons of this page, and their number. */
  engaged_ms: count.optional(),
  engaged_pages: count.optional(),
});
export type TrafficRow = z.infer<typeof trafficRowSchema>;

export const trafficBreakdownSchema = z.object({
  /** The top values (10 at most), largest first. */
  rows: z.array(trafficRowSchema),
  /** Sum over every value, listed or not. */
  total: count,
  /** How many distinct values the period has. */
  values: count,
});

/** What a filter (`filter=<breakdown>:<value>`, a clicked row) limits every figure to (issue 35). */
export const trafficFilterSchema = z.object({ breakdown: z.enum(TRAFFIC_BREAKDOWNS), value: z.string() });
export type TrafficFilter = z.infer<typeof trafficFilterSchema>;

/** The longest value a filter takes (the rollups cut longer values to this). */
export const TRAFFIC_FILTER_MAX = 512;

export const trafficPointSchema = z.object({ label: z.string(), pageviews: count, visits: count });
export type TrafficPoint = z.infer<typeof trafficPointSchema>;

export const trafficResponseSchema = z.object({
  success: z.literal(true),
  tz: z.string(),
  /** The filter applied, or null (optional: servers before issue 35 do not send it). */
  filter: trafficFilterSchema.nullable().optional(),
  /** Breakdowns the filter cannot limit (they are then empty): exit pages under a page-view filter. */
  unfiltered: z.array(z.enum(TRAFFIC_BREAKDOWNS)).optional(),
  period: trafficPeriodSchema,
  previous_period: trafficPeriodSchema.nullable(),
  totals: trafficTotalsSchema,
  previous_totals: trafficTotalsSchema.nullable(),
  /** `hour`: labels YYYY-MM-DDTHH:00 (ranges of 2 days or less); `day`: YYYY-MM-DD; local to tz. */
  series_unit: z.enum(['hour', 'day']),
  series: z.array(trafficPointSchema),
  /** The previous period's series, bucket for bucket (same length or one off across a DST change). */
  previous_series: z.array(trafficPointSchema).nullable().optional(),
  breakdowns: z.object(
    Object.fromEntries(TRAFFIC_BREAKDOWNS.map((b) => [b, trafficBreakdownSchema])) as Record<TrafficBreakdown, typeof trafficBreakdownSchema>,
  ),
});
export type TrafficResponse = z.infer<typeof trafficResponseSchema>;

export const realtimeResponseSchema = z.object({
  success: z.literal(true),
  /** Start of the window (now minus 5 minutes) and now. */
  since: z.string(),
  now: z.string(),
  /** Distinct sessions with a page view in the window, bots left out. */
  visitors: count,
  pageviews: count,
  bot_pageviews: count,
  /** True when the window held more page views than one call reads: the figures are then at least these. */
  capped: z.boolean(),
  pages: z.array(z.object({ value: z.string(), count })),
});
export type RealtimeResponse = z.infer<typeof realtimeResponseSchema>;

export const funnelStepSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Reached this step (or went further). */
  count,
  /** Left unfinished at this step, where the channel records it; null where it does not. */
  stopped: count.nullable(),
});
export type FunnelStep = z.infer<typeof funnelStepSchema>;

export const funnelSchema = z.object({
  channel: z.enum(['work_with_us', 'questionnaire', 'chat']),
  title: z.string(),
  /** What the counts are drawn from, in words staff read under the funnel. */
  basis: z.string(),
  steps: z.array(funnelStepSchema),
});
export type Funnel = z.infer<typeof funnelSchema>;

export const funnelsResponseSchema = z.object({
  success: z.literal(true),
  tz: z.string(),
  period: trafficPeriodSchema,
  funnels: z.array(funnelSchema),
});
export type FunnelsResponse = z.infer<typeof funnelsResponseSchema>;
