/**
 * Admin spec §2 and §9: the map shades a country by its share of the busiest country's count,
 * with steps at 10, 30, 50 and 70 percent of the maximum.
 */
export const MAP_INTENSITY_THRESHOLDS = [0.1, 0.3, 0.5, 0.7] as const;

/** 0 = no visits; 1 = under 10 % of the maximum; 2 = from 10 %; 3 = from 30 %; 4 = from 50 %; 5 = from 70 %. */
export type IntensityLevel = 0 | 1 | 2 | 3 | 4 | 5;

export function intensityLevel(value: number, max: number): IntensityLevel {
  if (!(value > 0) || !(max > 0)) return 0;
  const ratio = value / max;
  return (1 + MAP_INTENSITY_THRESHOLDS.filter((threshold) => ratio >= threshold).length) as IntensityLevel;
}

/** The legend's words for each shaded level. */
export const INTENSITY_LEGEND: readonly { level: IntensityLevel; label: string }[] = [
  { level: 1, label: 'under 10 % of the busiest' },
  { level: 2, label: '10–30 %' },
  { level: 3, label: '30–50 %' },
  { level: 4, label: '50–70 %' },
  { level: 5, label: '70 % and more' },
];

/** Every country's level, given its count; the busiest is the maximum. */
export function intensityByCountry(counts: ReadonlyMap<string, number>): Map<string, IntensityLevel> {
  const max = Math.max(0, ...counts.values());
  return new Map([...counts].map(([country, count]) => [country, intensityLevel(count, max)]));
}
