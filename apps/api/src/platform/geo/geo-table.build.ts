// Run by apps/api's `build` (after swc): writes dist/geo/ip-ranges.bin from the installed
// fast-geoip data, the file IpLocationService reads. fast-geoip is a dev dependency: the build
// stage has it, the runtime image only this file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeGeoTableFromFastGeoip, fastGeoipDataDir, GEO_TABLE_FILE } from './geo-table.js';

const dataDir = fastGeoipDataDir();
if (!dataDir) {
  process.stderr.write('geo table: fast-geoip is not installed (npm install, with dev dependencies)\n');
  process.exit(1);
}
const started = performance.now();
const table = encodeGeoTableFromFastGeoip(dataDir);
mkdirSync(path.dirname(GEO_TABLE_FILE), { recursive: true });
writeFileSync(GEO_TABLE_FILE, table);
process.stdout.write(
  `geo table: ${(table.length / 1e6).toFixed(1)} MB written to ${path.relative(process.cwd(), GEO_TABLE_FILE)} in ${Math.round(performance.now() - started)} ms\n`,
);
