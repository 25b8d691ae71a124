import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The offline IPv4 → place table the api reads, built at `npm run build` from the GeoLite2 data
 * of the fast-geoip package (3,000 JSON files, 158 MB installed) into one binary file of ~20 MB,
 * so the runtime image carries neither the package nor its files. Same answers for what the
 * product uses (country, region, city); neighbouring ranges with the same place are one range.
 *
 * Layout (little-endian):
 *   "INTAKEGEO-v1" magic (12 bytes), u32 range count N, u32 JSON byte length J,
 *   N × u32 range starts (ascending), N × u24 place index (0xFFFFFF: no place),
 *   J bytes of UTF-8 JSON: the places, `[country, region, city][]`.
 */
// 12 bytes, so the starts begin at byte 20, aligned for a Uint32Array view of the file's bytes.
const MAGIC = Buffer.from('INTAKEGEO-v1', 'latin1');
const NO_PLACE = 0xffffff;
const HEADER_BYTES = MAGIC.length + 8;

export interface GeoPlace {
  country: string;
  region: string;
  city: string;
}

export class GeoTable {
  private readonly starts: Uint32Array;
  private readonly places: readonly GeoPlace[];

  private constructor(
    private readonly data: Buffer,
    private readonly count: number,
    places: [string, string, string][],
  ) {
    // A view of the file's bytes (no second copy) when they are aligned, as a file read whole is;
    // a copy otherwise. Little-endian, as every machine Node runs the image on.
    const offset = data.byteOffset + HEADER_BYTES;
    if (offset % 4 === 0) this.starts = new Uint32Array(data.buffer, offset, count);
    else {
      this.starts = new Uint32Array(count);
      for (let i = 0; i < count; i++) this.starts[i] = data.readUInt32LE(HEADER_BYTES + i * 4);
    }
    this.places = places.map(([country, region, city]) => ({ country, region, city }));
  }

  static decode(data: Buffer): GeoTable {
    if (data.length < HEADER_BYTES || !data.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an intake geo table');
    const count = data.readUInt32LE(MAGIC.length);
    const jsonBytes = data.readUInt32LE(MAGIC.length + 4);
    const placesAt = HEADER_BYTES + count * 7;
    if (data.length !== placesAt + jsonBytes) throw new Error('geo table truncated');
    const places = JSON.parse(data.subarray(placesAt, placesAt + jsonBytes).toString('utf8')) as [string, string, string][];
    return new GeoTable(data, count, places);
  }

  /** The place of a dotted IPv4 address; null for anything else (the data has no IPv6) or an address without a place. */
  lookup(ip: string): GeoPlace | null {
    const n = ipv4ToNumber(ip);
    if (n === undefined || this.count === 0 || n < this.starts[0]!) return null;
    // The last range starting at or before n.
    let low = 0;
    let high = this.count - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if (this.starts[mid]! <= n) low = mid;
      else high = mid - 1;
    }
    const place = this.data.readUIntLE(HEADER_BYTES + this.count * 4 + low * 3, 3);
    return place === NO_PLACE ? null : (this.places[place] ?? null);
  }
}

function ipv4ToNumber(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  let n = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    n = n * 256 + octet;
  }
  return n;
}

/** Builds the table from fast-geoip's data folder (`node_modules/fast-geoip/data`): its ranges are the numbered files, in order. */
export function encodeGeoTableFromFastGeoip(dataDir: string): Buffer {
  const locations = JSON.parse(readFileSync(path.join(dataDir, 'locations.json'), 'utf8')) as [string, string, string, ...unknown[]][];
  const files = readdirSync(dataDir).filter((name) => /^\d+\.json$/.test(name)).length;
  const starts: number[] = [];
  const placeOf: number[] = [];
  const places: [string, string, string][] = [];
  const placeIndex = new Map<string, number>();
  let previous: number | undefined;
  for (let file = 0; file < files; file++) {
    const rows = JSON.parse(readFileSync(path.join(dataDir, `${file}.json`), 'utf8')) as [number, number | null, ...unknown[]][];
    for (const [start, location] of rows) {
      let place = NO_PLACE;
      if (location !== null && location !== undefined) {
        const [country, region, city] = locations[location]!;
        const key = JSON.stringify([country, region, city]);
        let index = placeIndex.get(key);
        if (index === undefined) {
          index = places.length;
          places.push([country, region, city]);
          placeIndex.set(key, index);
        }
        place = index;
      }
      if (place === previous) continue;
      if (starts.length > 0 && start <= starts[starts.length - 1]!) throw new Error(`fast-geoip data out of order at ${file}.json`);
      starts.push(start);
      placeOf.push(place);
      previous = place;
    }
  }
  if (places.length >= NO_PLACE) throw new Error('too many places for a 24-bit index');
  const json = Buffer.from(JSON.stringify(places), 'utf8');
  const out = Buffer.alloc(HEADER_BYTES + starts.length * 7 + json.length);
  MAGIC.copy(out, 0);
  out.writeUInt32LE(starts.length, MAGIC.length);
  out.writeUInt32LE(json.length, MAGIC.length + 4);
  starts.forEach((start, i) => out.writeUInt32LE(start, HEADER_BYTES + i * 4));
  placeOf.forEach((place, i) => out.writeUIntLE(place, HEADER_BYTES + starts.length * 4 + i * 3, 3));
  json.copy(out, HEADER_BYTES + starts.length * 7);
  return out;
}

/** Where `npm run build` writes the table: apps/api/dist/geo, the same path from src/ and from dist/. */
export const GEO_TABLE_FILE = fileURLToPath(new URL('../../../dist/geo/ip-ranges.bin', import.meta.url));

/** fast-geoip's data folder, where the package is installed (a build machine, a checkout); undefined where it is not (the image). */
export function fastGeoipDataDir(): string | undefined {
  try {
    const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('fast-geoip/package.json')), 'data');
    return existsSync(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}
