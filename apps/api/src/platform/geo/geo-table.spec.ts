import { readFileSync } from 'node:fs';
import path from 'node:path';
import geoip from 'fast-geoip';
import { encodeGeoTableFromFastGeoip, fastGeoipDataDir, GeoTable } from './geo-table.js';

/** A deterministic stream of 32-bit numbers (mulberry32), so a failure names the same addresses on every run. */
function numbers(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const dotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');

// The compact table against the package it is built from: the same place for every address.
describe('the compact geo table', () => {
  const dataDir = fastGeoipDataDir()!;
  let table: GeoTable;
  let bytes: number;

  beforeAll(() => {
    const encoded = encodeGeoTableFromFastGeoip(dataDir);
    bytes = encoded.length;
    table = GeoTable.decode(encoded);
    geoip.enableCache();
  }, 120_000);

  async function sameAnswer(ip: string): Promise<void> {
    const theirs = await geoip.lookup(ip);
    const ours = table.lookup(ip);
    expect([ip, ours]).toEqual([ip, theirs ? { country: theirs.country, region: theirs.region, city: theirs.city } : null]);
  }

  it('answers as fast-geoip does for 10,000 random IPv4 addresses', async () => {
    const next = numbers(33);
    for (let i = 0; i < 10_000; i++) await sameAnswer(dotted(next()));
  }, 120_000);

  it('answers as fast-geoip does at range edges: each start, the address before it, and the ends of the space', async () => {
    const next = numbers(7);
    const files = ['0.json', '1500.json', '3000.json'].map((f) => JSON.parse(readFileSync(path.join(dataDir, f), 'utf8')) as [number][]);
    for (const rows of files) {
      for (let i = 0; i < rows.length; i += 1 + (next() % 5)) {
        const start = rows[i]![0];
        await sameAnswer(dotted(start));
        await sameAnswer(dotted(start - 1));
      }
    }
    for (const ip of ['0.0.0.0', '1.0.0.0', '0.255.255.255', '255.255.255.255', '8.8.8.8', '81.2.69.142', '2.125.160.216']) await sameAnswer(ip);
  }, 120_000);

  it('gives no place for IPv6 (the data is IPv4 only), where fast-geoip misreads the address as a number', async () => {
    for (const ip of ['2a00:1450:4001:80b::200e', '2001:4860:4860::8888', '2c0f:fb50:4003::', '::ffff:8.8.8.8']) expect(table.lookup(ip)).toBeNull();
    // fast-geoip reads "2a00:…" as 2.0.0.0 (parseInt of the text before the first dot, times 256³).
    expect(await geoip.lookup('2a00:1450:4001:80b::200e')).toEqual(await geoip.lookup('2.0.0.0'));
    for (const bad of ['', '1.2.3', '1.2.3.4.5', '256.1.1.1', '1.2.3.x', ' 1.2.3.4']) expect(table.lookup(bad)).toBeNull();
  });

  it('is a fraction of the package’s size', () => {
    // fast-geoip installs 158 MB; the table is ~18 MB.
    expect(bytes).toBeLessThan(25_000_000);
  });
});
