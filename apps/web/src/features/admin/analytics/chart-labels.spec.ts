import { labelInterval } from './chart-labels';

describe('labelInterval', () => {
  it('labels every point of a short series', () => {
    expect(labelInterval(0)).toBe(0);
    expect(labelInterval(7)).toBe(0);
  });

  it('steps a long series to about seven labels, never more', () => {
    for (const count of [8, 24, 30, 31, 92, 2_208]) {
      const step = labelInterval(count) + 1;
      expect(Math.ceil(count / step)).toBeLessThanOrEqual(7);
      expect(Math.ceil(count / step)).toBeGreaterThanOrEqual(4);
    }
    expect(labelInterval(30)).toBe(4);
  });
});
