import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Bundled by Vite into this lazily loaded chunk: the map never fetches anything at run time.
import atlasJson from 'world-atlas/countries-110m.json';
import { countryName } from '../country-name';
import { alpha2OfAtlasShape } from './iso-country-codes';
import { INTENSITY_LEGEND, intensityByCountry } from './map-intensity';

const WIDTH = 960;
const HEIGHT = 470;

interface CountryShape {
  alpha2: string | null;
  name: string;
  d: string;
}

type CountryProperties = { name: string };

/** Every country outline as an SVG path, projected once when the chunk loads. Antarctica is left out: nobody visits from there and it takes a fifth of the height. */
const SHAPES: readonly CountryShape[] = (() => {
  const atlas = atlasJson as unknown as Topology<{ countries: GeometryCollection<CountryProperties> }>;
  const collection = feature(atlas, atlas.objects.countries);
  const projection = geoNaturalEarth1().fitExtent(
    [
      [4, 4],
      [WIDTH - 4, HEIGHT - 4],
    ],
    { type: 'FeatureCollection', features: collection.features.filter((shape) => shape.properties.name !== 'Antarctica') },
  );
  const path = geoPath(projection);
  return collection.features
    .filter((shape: Feature<Geometry, CountryProperties>) => shape.properties.name !== 'Antarctica')
    .map((shape) => ({ alpha2: alpha2OfAtlasShape(shape.id, shape.properties.name), name: shape.properties.name, d: path(shape) ?? '' }))
    .filter((shape) => shape.d !== '');
})();

/**
 * Sessions per country on a world map (admin spec §2): each country shaded by its share of the
 * busiest country's sessions, in the steps of §9. The picture is one image to assistive
 * technology, labelled with the counts; the top-countries list beside it carries the details.
 */
export function WorldMap({ counts }: { counts: ReadonlyMap<string, number> }) {
  const levels = intensityByCountry(counts);
  const described = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([code, count]) => `${countryName(code)} ${count}`)
    .join(', ');
  const label = counts.size === 0 ? 'World map: no session could be placed in a country' : `World map of sessions by country: ${described}`;
  return (
    <figure className="world-map">
      <svg
        className="world-map__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        data-countries-shaded={[...levels.values()].filter((level) => level > 0).length}
      >
        {SHAPES.map((shape, index) => {
          const level = shape.alpha2 === null ? 0 : (levels.get(shape.alpha2) ?? 0);
          const count = shape.alpha2 === null ? 0 : (counts.get(shape.alpha2) ?? 0);
          return (
            <path
              key={`${shape.alpha2 ?? shape.name}-${index}`}
              d={shape.d}
              className={`world-map__country world-map__country--level-${level}`}
              data-country={shape.alpha2 ?? undefined}
            >
              <title>{`${shape.alpha2 ? countryName(shape.alpha2) : shape.name}: ${count} ${count === 1 ? 'session' : 'sessions'}`}</title>
            </path>
          );
        })}
      </svg>
      <figcaption className="world-map__legend">
        <span className="world-map__legend-title">Sessions, relative to the busiest country:</span>
        <ul>
          {INTENSITY_LEGEND.map((step) => (
            <li key={step.level}>
              <span className={`world-map__swatch world-map__country--level-${step.level}`} aria-hidden="true" />
              {step.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
