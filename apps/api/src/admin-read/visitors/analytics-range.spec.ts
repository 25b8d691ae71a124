import { BadRequestError } from '../../platform/errors/domain-errors.js';
import { localDays, parseDays, parseGranularity, parseTimeRange, rangeStart, utcDays } from './analytics-range.js';

describe('analytics ranges', () => {
  const now = new Date('2026-03-10T05:30:00.000Z');

  it('takes whole UTC days ending today, oldest first', () => {
    expect(utcDays(3, now)).toEqual({ since: new Date('2026-03-08T00:00:00.000Z'), dates: ['2026-03-08', '2026-03-09', '2026-03-10'] });
    expect(utcDays(1, now).dates).toEqual(['2026-03-10']);
  });

  it('reads the visitor panel ranges as rolling windows', () => {
    expect(rangeStart('24h', now)).toEqual(new Date('2026-03-09T05:30:00.000Z'));
    expect(rangeStart('7d', now)).toEqual(new Date('2026-03-03T05:30:00.000Z'));
  });

  it('defaults and refuses query values', () => {
    expect(parseTimeRange(undefined)).toBe('24h');
    expect(parseTimeRange('30d')).toBe('30d');
    expect(parseDays(undefined)).toBe(30);
    expect(parseDays('365')).toBe(365);
    expect(parseGranularity(undefined)).toBe('both');
    expect(parseGranularity('hourly')).toBe('hourly');
    for (const bad of [
      () => parseTimeRange('1y'),
      () => parseTimeRange('toString'),
      () => parseDays('0'),
      () => parseDays('366'),
      () => parseDays('2.5'),
      () => parseGranularity('weekly'),
    ]) {
      expect(bad).toThrow(BadRequestError);
    }
  });
});

describe('localDays', () => {
  it('is utcDays in UTC, and whole local days from local midnight elsewhere', () => {
    const now = new Date('2026-03-10T02:00:00.000Z');
    expect(localDays(3, now, 'UTC')).toEqual(utcDays(3, now));
    // 02:00 UTC on the 10th is still the 9th in New York (UTC-5 until 8 March's change: UTC-4 then).
    expect(localDays(2, now, 'America/New_York')).toEqual({ since: new Date('2026-03-08T05:00:00.000Z'), dates: ['2026-03-08', '2026-03-09'] });
    expect(localDays(1, now, 'Asia/Tokyo')).toEqual({ since: new Date('2026-03-09T15:00:00.000Z'), dates: ['2026-03-10'] });
  });
});
