import type { NewOf } from '@intake/event-store';
import {
  campaignOf,
  clientSoftware,
  isBotAgent,
  normalisePagePath,
  VisitorAnalyticsEvents,
  withPathUtm,
  type DeviceType,
  type trackAnalyticsEventRequestSchema,
  type trackIncompleteRequestSchema,
  type VisitorAnalyticsEvent,
  type VisitorCdnGeo,
  type VisitorClientInfo,
  type VisitorFormAbandonedData,
  type VisitorPageLeftData,
  type VisitorPageViewedData,
} from '@intake/contracts';
import { inferDeviceType } from '@intake/machines';
import type { z } from 'zod';
import { visitSource } from './visit-source.js';

export type TrackEvent = z.output<typeof trackAnalyticsEventRequestSchema>;
export type TrackIncomplete = z.output<typeof trackIncompleteRequestSchema>;

/** What the request says beyond its body, gathered by the controller. */
export interface VisitorRequestContext {
  /** req.ip: the client address as the api's trust-proxy setting resolves it. */
  ip: string | undefined;
  userAgent: string | undefined;
  /** The host of the page that sent the beacon (Origin, else Referer, else Host). */
  siteHost: string | null;
  cdnGeo: VisitorCdnGeo | null;
  now: Date;
}

/** Longer agents are junk or attacks; 512 characters hold every real browser's. */
const MAX_USER_AGENT = 512;

/** The device class the browser reported, else the one its user agent implies (visitor spec §5). */
export function resolveDeviceType(reported: DeviceType | undefined, userAgent: string | null | undefined): DeviceType {
  return reported ?? inferDeviceType(userAgent);
}

/** IPv4 clients on a dual-stack socket arrive as ::ffff:a.b.c.d. */
const plainIp = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** The address is kept only with consent; the rest describes a browser, not a person. */
function clientInfo(consent: boolean, reportedDevice: DeviceType | undefined, ctx: VisitorRequestContext): VisitorClientInfo {
  const userAgent = ctx.userAgent ? ctx.userAgent.slice(0, MAX_USER_AGENT) : null;
  return {
    ip: consent && ctx.ip ? plainIp(ctx.ip) : null,
    user_agent: userAgent,
    device_type: resolveDeviceType(reportedDevice, userAgent),
    cdn_geo: ctx.cdnGeo,
    bot: isBotAgent(userAgent),
  };
}

const visitorMetadata = { actor: 'visitor' } as const;

/** POST /analytics/track: every call is recorded; there is nothing in the stream to check against. */
export function decideTrack(request: TrackEvent, ctx: VisitorRequestContext): NewOf<VisitorAnalyticsEvent>[] {
  const page = normalisePagePath(request.page_path);
  const meta = withPathUtm(request.meta ?? {}, page.utm);
  const client = clientInfo(request.consent, meta.device_type, ctx);
  const at = ctx.now.toISOString();
  if (request.event_type === 'page_unload') {
    const data: VisitorPageLeftData = {
      session_id: request.session_id,
      consent: request.consent,
      page_path: page.path,
      engaged_ms: request.engaged_ms ?? 0,
      value: request.value ?? null,
      client,
      left_at: at,
    };
    return [{ type: VisitorAnalyticsEvents.PageLeft, data, metadata: visitorMetadata }];
  }
  const data: VisitorPageViewedData = {
    session_id: request.session_id,
    new_session: request.new_session,
    consent: request.consent,
    page_path: page.path,
    referrer_path: request.referrer_path ?? null,
    source: visitSource(meta.utm_source, request.referrer_path, ctx.siteHost),
    value: request.value ?? null,
    meta,
    client,
    software: clientSoftware(client.user_agent),
    campaign: campaignOf(meta),
    viewed_at: at,
  };
  return [{ type: VisitorAnalyticsEvents.PageViewed, data, metadata: visitorMetadata }];
}

const isFilled = (v: unknown) =>
  v !== null && v !== undefined && v !== false && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

/**
 * POST /analytics/track-incomplete. The record carries no consent flag, so no address is kept,
 * and of form_data only the names of the filled fields: the visitor chose not to submit the values.
 */
export function decideTrackIncomplete(request: TrackIncomplete, ctx: VisitorRequestContext): NewOf<VisitorAnalyticsEvent>[] {
  const data: VisitorFormAbandonedData = {
    session_id: request.session_id,
    interaction_type: request.interaction_type,
    page_path: normalisePagePath(request.page_path).path,
    completion_percentage: request.completion_percentage,
    time_spent_ms: request.time_spent_ms,
    filled_fields: Object.keys(request.form_data).filter((k) => isFilled(request.form_data[k])),
    last_step: request.last_step ?? null,
    client: clientInfo(false, request.meta?.device_type, ctx),
    recorded_at: ctx.now.toISOString(),
  };
  return [{ type: VisitorAnalyticsEvents.FormAbandoned, data, metadata: visitorMetadata }];
}
