import type { FastifyRequest } from 'fastify';
import { cdnGeoFrom } from './cdn-geo.js';
import type { VisitorRequestContext } from './visitor-analytics.decider.js';

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/**
 * What an ingest request says beyond its body. The address is req.ip, resolved by the app's
 * trust-proxy setting (only a loopback proxy's X-Forwarded-For is believed), never the raw header.
 * The site's host comes from the page that sent the beacon, so a referrer from the same site is
 * recognised even when the api runs on another host.
 */
export function visitorRequestContext(req: FastifyRequest, now = new Date()): VisitorRequestContext {
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  return {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    siteHost: hostOf(origin === 'null' ? undefined : origin) ?? hostOf(referer) ?? req.hostname ?? null,
    cdnGeo: cdnGeoFrom(req.headers),
    now,
  };
}
