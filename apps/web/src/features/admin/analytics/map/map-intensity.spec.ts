import { MAP_INTENSITY_THRESHOLDS, intensityByCountry, intensityLevel } from './map-intensity';

describe('intensityLevel (§9 thresholds at 10, 30, 50 and 70 % of the maximum)', () => {
  it('has the spec thresholds', () => {
    expect(MAP_INTENSITY_THRESHOLDS).toEqual([0.1, 0.3, 0.5, 0.7]);
  });

  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 2],
    [29, 2],
    [30, 3],
    [49, 3],
    [50, 4],
    [69, 4],
    [70, 5],
    [100, 5],
  ])('%i of 100 is level %i', (value, level) => {
    expect(intensityLevel(value, 100)).toBe(level);
  });

  it('is 0 with no maximum or a nonsense value', () => {
    expect(intensityLevel(5, 0)).toBe(0);
    expect(intensityLevel(-1, 10)).toBe(0);
    expect(intensityLevel(Number.NaN, 10)).toBe(0);
  });
});

describe('intensityByCountry', () => {
  it('measures every country against the busiest', () => {
    expect(
      intensityByCountry(
        new Map([
          ['GB', 20],
          ['FR', 7],
          ['DE', 1],
          ['US', 14],
        ]),
      ),
    ).toEqual(
      new Map([
        ['GB', 5],
        ['FR', 3],
        ['DE', 1],
        ['US', 5],
      ]),
    );
    expect(intensityByCountry(new Map())).toEqual(new Map());
  });
});
