import { ERASED_TEXT, type StoredOf } from '@intake/event-store';
import type { VisitorAnalyticsEvent, VisitorClientInfo } from '@intake/contracts';
import { IpLocationService } from '../platform/geo/ip-location.service.js';

export interface VisitorLocation {
  city: string | null;
  region: string | null;
  country_code: string | null;
}

/** An event with the place its request came from, resolved by the projection before evolve. */
export type LocatedEvent = StoredOf<VisitorAnalyticsEvent> & { location: VisitorLocation | null };

/** Distinct addresses remembered; the offline data never changes while the process runs. */
const CACHE_SIZE = 2_000;

/**
 * Places analytics events, off the request path: the CDN's geo headers when the request had them,
 * else the (consented) address in the offline GeoLite2 data that the platform's IpLocationService
 * reads (fast-geoip: files read on demand, a few MB resident, rather than geoip-lite's ~190 MB
 * loaded at import). Loopback and private addresses place nobody and are never looked up.
 */
export class VisitorLocator {
  private readonly cache = new Map<string, VisitorLocation | null>();

  constructor(private readonly ipLocation: Pick<IpLocationService, 'lookup'> = new IpLocationService()) {}

  async locate(client: VisitorClientInfo | undefined): Promise<VisitorLocation | null> {
    if (client?.cdn_geo) return { city: client.cdn_geo.city, region: client.cdn_geo.region, country_code: client.cdn_geo.country_code };
    const ip = client?.ip;
    // An erased address places nobody (the country it gave goes with it: docs/personal-data.md).
    if (!ip || ip === ERASED_TEXT) return null;
    if (this.cache.has(ip)) return this.cache.get(ip)!;
    const hit = await this.ipLocation.lookup(ip);
    const location = hit ? { city: hit.city ?? null, region: hit.region ?? null, country_code: hit.country_code ?? null } : null;
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(ip, location);
    return location;
  }

  async locateAll(events: readonly StoredOf<VisitorAnalyticsEvent>[]): Promise<LocatedEvent[]> {
    const located: LocatedEvent[] = [];
    for (const e of events) located.push({ ...e, location: await this.locate(e.data.client) });
    return located;
  }
}

export const locationOf = (e: StoredOf<VisitorAnalyticsEvent> | LocatedEvent): VisitorLocation | null => ('location' in e ? e.location : null);
