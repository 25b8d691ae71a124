import type { VisitorCdnGeo } from '@intake/contracts';

type Headers = Record<string, string | string[] | undefined>;

/**
 * Geo headers that CDNs add when the api runs behind them. Cloudflare's city and region need its
 * "visitor location headers" transform; Vercel URI-encodes its values.
 */
const PROVIDERS = [
  { provider: 'cloudflare', country: 'cf-ipcountry', region: 'cf-region-code', city: 'cf-ipcity' },
  { provider: 'vercel', country: 'x-vercel-ip-country', region: 'x-vercel-ip-country-region', city: 'x-vercel-ip-city' },
  { provider: 'cloudfront', country: 'cloudfront-viewer-country', region: 'cloudfront-viewer-country-region', city: 'cloudfront-viewer-city' },
] as const;

/** Cloudflare's "unknown" and "Tor" pseudo-countries place nobody. */
const NOT_A_COUNTRY = new Set(['XX', 'T1']);

function header(headers: Headers, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function text(raw: string | undefined): string | null {
  if (!raw) return null;
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not URI-encoded (or badly): keep it as sent.
  }
  value = value.trim();
  return value && value.length <= 100 ? value : null;
}

/**
 * The visitor's place as the CDN saw it, or null without a usable country header. Anyone can send
 * these headers where no CDN sets them; for aggregate analytics that is an accepted skew.
 */
export function cdnGeoFrom(headers: Headers): VisitorCdnGeo | null {
  for (const p of PROVIDERS) {
    const country = header(headers, p.country)?.trim().toUpperCase();
    if (!country || !/^[A-Z]{2}$/.test(country) || NOT_A_COUNTRY.has(country)) continue;
    return { provider: p.provider, country_code: country, region: text(header(headers, p.region)), city: text(header(headers, p.city)) };
  }
  return null;
}
