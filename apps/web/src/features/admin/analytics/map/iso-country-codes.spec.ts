import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ALPHA2_TO_NUMERIC, alpha2OfAtlasShape } from './iso-country-codes';

const require = createRequire(import.meta.url);
interface AtlasShape {
  id?: string;
  properties: { name: string };
}
const atlas = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as { objects: { countries: { geometries: AtlasShape[] } } };
const shapes = atlas.objects.countries.geometries;
const regionName = new Intl.DisplayNames(['en'], { type: 'region' });

/** Where the atlas's short name and the standard's name share no first three letters. */
const RENAMED: Record<string, string> = {
  'W. Sahara': 'EH',
  'Dem. Rep. Congo': 'CD',
  'Fr. S. Antarctic Lands': 'TF',
  'Eq. Guinea': 'GQ',
  Turkey: 'TR',
  Macedonia: 'MK',
  'S. Sudan': 'SS',
};

describe('ISO 3166-1 alpha-2 to numeric', () => {
  it('has the 249 codes of the standard, each numeric code once', () => {
    const codes = Object.keys(ALPHA2_TO_NUMERIC);
    expect(codes).toHaveLength(249);
    expect(new Set(Object.values(ALPHA2_TO_NUMERIC)).size).toBe(249);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(ALPHA2_TO_NUMERIC[code]).toMatch(/^\d{3}$/);
      // Every code is a region the platform can name, so none is mistyped.
      expect(regionName.of(code)).not.toBe(code);
    }
  });

  it('gives every shape of world-atlas a code, and the right one (checked against the names)', () => {
    const unmatched: string[] = [];
    for (const shape of shapes) {
      const alpha2 = alpha2OfAtlasShape(shape.id, shape.properties.name);
      if (alpha2 === null) {
        unmatched.push(shape.properties.name);
        continue;
      }
      const expected = RENAMED[shape.properties.name];
      if (expected) expect([shape.properties.name, alpha2]).toEqual([shape.properties.name, expected]);
      else
        expect([shape.properties.name, regionName.of(alpha2)!.slice(0, 3).toLowerCase()]).toEqual([
          shape.properties.name,
          shape.properties.name.slice(0, 3).toLowerCase(),
        ]);
    }
    // Two shapes have no code anywhere; Kosovo is matched by name as XK.
    expect(unmatched.sort()).toEqual(['N. Cyprus', 'Somaliland']);
    expect(alpha2OfAtlasShape(undefined, 'Kosovo')).toBe('XK');
  });

  it('reads ids given as numbers or without leading zeros', () => {
    expect(alpha2OfAtlasShape(36, 'Australia')).toBe('AU');
    expect(alpha2OfAtlasShape('036', 'Australia')).toBe('AU');
    expect(alpha2OfAtlasShape('999', 'Nowhere')).toBeNull();
    expect(alpha2OfAtlasShape(undefined, undefined)).toBeNull();
  });
});
