import { Injectable } from '@nestjs/common';
import type { LocationData } from '@intake/contracts';
import geoip from 'fast-geoip';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Private, loopback and link-local addresses have no location. */
function isPublicIp(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^(10\.|127\.|0\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4)) return false;
  if (ip === '::1' || /^f[cd]/i.test(ip) || /^fe80/i.test(ip)) return false;
  return true;
}

/** Offline IP → city/country from the data shipped in the fast-geoip package. */
@Injectable()
export class IpLocationService {
  async lookup(ip: string | undefined): Promise<LocationData | null> {
    if (!ip || !isPublicIp(ip)) return null;
    try {
      const hit = await geoip.lookup(ip.replace(/^::ffff:/, ''));
      if (!hit) return null;
      return {
        city: hit.city || null,
        region: hit.region || null,
        country: hit.country ? (regionNames.of(hit.country) ?? hit.country) : null,
        country_code: hit.country || null,
      };
    } catch {
      return null;
    }
  }
}
