import { existsSync, readFileSync } from 'node:fs';
import { Injectable } from '@nestjs/common';
import type { LocationData } from '@intake/contracts';
import { encodeGeoTableFromFastGeoip, fastGeoipDataDir, GEO_TABLE_FILE, GeoTable } from './geo-table.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Private, loopback and link-local addresses have no location. */
function isPublicIp(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/, '');
  if (/^(10\.|127\.|0\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4)) return false;
  if (ip === '::1' || /^f[cd]/i.test(ip) || /^fe80/i.test(ip)) return false;
  return true;
}

let shared: GeoTable | undefined;

/**
 * The table `npm run build` wrote, read once per process (~20 MB, outside the JS heap). In a
 * checkout that was not built, it is made from the installed fast-geoip data instead (slower to
 * start, the same answers); without either the api cannot place anyone and says so at start.
 */
function geoTable(): GeoTable {
  if (shared) return shared;
  if (existsSync(GEO_TABLE_FILE)) return (shared = GeoTable.decode(readFileSync(GEO_TABLE_FILE)));
  const dataDir = fastGeoipDataDir();
  if (!dataDir) throw new Error(`the geo table ${GEO_TABLE_FILE} is missing: run npm run build`);
  return (shared = GeoTable.decode(encodeGeoTableFromFastGeoip(dataDir)));
}

/** Offline IP → city/country from MaxMind's GeoLite2 data (IPv4; see geo-table.ts). */
@Injectable()
export class IpLocationService {
  private readonly table = geoTable();

  async lookup(ip: string | undefined): Promise<LocationData | null> {
    if (!ip || !isPublicIp(ip)) return null;
    const hit = this.table.lookup(ip.replace(/^::ffff:/, ''));
    if (!hit) return null;
    return {
      city: hit.city || null,
      region: hit.region || null,
      country: hit.country ? (regionNames.of(hit.country) ?? hit.country) : null,
      country_code: hit.country || null,
    };
  }
}
