import type { AnalyticsMeta } from '@intake/contracts';
import { inferDeviceType } from '@intake/machines';

export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** What the page knows about the visit when the tracker starts. */
export interface VisitContext {
  /** The landing URL's query string (with or without the leading '?'). */
  search: string;
  userAgent: string | null | undefined;
  screen?: { width?: number; height?: number } | null;
  devicePixelRatio?: number;
  language?: string | null;
}

const clip = (value: string, max: number) => value.slice(0, max);
const dimension = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(Math.round(value), 100_000) : undefined;

/** The utm_* parameters of the landing URL; empty values are dropped, long ones clipped. */
export function utmParameters(search: string): Partial<Record<(typeof UTM_PARAMETERS)[number], string>> {
  const query = new URLSearchParams(search);
  const utm: Partial<Record<(typeof UTM_PARAMETERS)[number], string>> = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(name)?.trim();
    if (value) utm[name] = clip(value, 200);
  }
  return utm;
}

/**
 * The visit's meta (visitor spec §3): utm parameters, device type from the user agent (§5), screen
 * width, height and pixel ratio, and the browser language. Built once per page load, from the
 * landing URL, so the utm parameters are known after the query is gone.
 */
export function buildAnalyticsMeta(visit: VisitContext): AnalyticsMeta {
  const meta: AnalyticsMeta = { ...utmParameters(visit.search), device_type: inferDeviceType(visit.userAgent) };
  const w = dimension(visit.screen?.width);
  const h = dimension(visit.screen?.height);
  const dpr = visit.devicePixelRatio;
  const screen = {
    ...(w === undefined ? {} : { w }),
    ...(h === undefined ? {} : { h }),
    ...(typeof dpr === 'number' && Number.isFinite(dpr) && dpr > 0 ? { dpr: Math.min(dpr, 20) } : {}),
  };
  if (Object.keys(screen).length > 0) meta.screen = screen;
  const lang = visit.language?.trim();
  if (lang) meta.lang = clip(lang, 64);
  return meta;
}

/**
 * The meta without the utm parameters. The server attributes every page view that names a
 * utm_source to that campaign as a new entry, so only the page view that enters the site carries
 * them; the session keeps the campaign as its source from that first page view on.
 */
export function withoutCampaign(meta: AnalyticsMeta): AnalyticsMeta {
  const rest: AnalyticsMeta = { ...meta };
  for (const name of UTM_PARAMETERS) delete rest[name];
  return rest;
}
