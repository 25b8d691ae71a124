import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EVENT_CATALOGUE } from './event-catalogue.js';
import { eventSchemas } from './event-schemas.js';

const SNAPSHOT = fileURLToPath(new URL('./event-schemas.snapshot.json', import.meta.url));
const committed = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, unknown>;
const generated = eventSchemas();

// `npm run events:snapshot` rewrites the file on purpose: for a new type or version, or a version
// not yet released. A version that left the catalogue stays in the file (and fails below).
if (process.env.WRITE_EVENT_SCHEMAS === '1') {
  const kept = Object.fromEntries(Object.entries(committed).filter(([key]) => !(key in generated)));
  const all = Object.fromEntries(Object.entries({ ...kept, ...generated }).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(SNAPSHOT, `${JSON.stringify(all, null, 2)}\n`);
  Object.assign(committed, all);
}

describe('event schemas (event-schemas.snapshot.json)', () => {
  it.each(Object.keys(generated))('%s is as committed', (key) => {
    const message = `${key} does not match event-schemas.snapshot.json: its data changed shape. Bump the version and add an upcaster (docs/event-store.md, "Changing an event"); for a type or version not released yet, npm run events:snapshot`;
    if (!(key in committed)) throw new Error(`${key} is not in event-schemas.snapshot.json: run npm run events:snapshot and commit the file`);
    if (JSON.stringify(committed[key]) !== JSON.stringify(generated[key])) throw new Error(message);
  });

  it('keeps every version ever committed in the catalogue', () => {
    const dropped = Object.keys(committed).filter((key) => !(key in generated));
    expect(dropped).toEqual([]);
  });

  it('lists each type with versions 1..n, an upcaster from the second on', () => {
    for (const [type, versions] of Object.entries(EVENT_CATALOGUE)) {
      expect({ type, versions: versions.map((v) => v.version), upcasters: versions.map((v) => v.upcast !== undefined) }).toEqual({
        type,
        versions: versions.map((_, i) => i + 1),
        upcasters: versions.map((_, i) => i > 0),
      });
    }
  });
});
