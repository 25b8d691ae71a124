import { monthsBefore, retentionCutoffs } from './retention-cutoffs.js';

describe('retention cut-offs', () => {
  it('goes back whole calendar months at the same time of day', () => {
    expect(monthsBefore(new Date('2026-11-24T04:32:05.123Z'), 24).toISOString()).toBe('2024-11-24T04:32:05.123Z');
    expect(monthsBefore(new Date('2026-03-15T00:00:00Z'), 3).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });

  it('clamps the day to the shorter month instead of spilling into the next', () => {
    expect(monthsBefore(new Date('2028-02-29T12:00:00Z'), 24).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(monthsBefore(new Date('2026-05-31T08:00:00Z'), 3).toISOString()).toBe('2026-02-28T08:00:00.000Z');
  });

  it('gives submissions and analytics the specs’ 24 months each', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(retentionCutoffs(now)).toEqual({ submissions: new Date('2024-11-24T00:00:00Z'), analytics: new Date('2024-11-24T00:00:00Z') });
  });
});
