import { localLabeler, localMidnight, MAX_RANGE_DAYS, parseCompare, parseLocalRange, previousRange, seriesLabels, zoneOffset } from './local-range.js';

describe('local date ranges in the admin time zone', () => {
  it('turns local days into the UTC hours that hold them, across a DST change', () => {
    const r = parseLocalRange('2026-03-28', '2026-03-30', 'Europe/London');
    // British Summer Time starts 2026-03-29 at 01:00 UTC.
    expect(r).toMatchObject({ from: '2026-03-28', to: '2026-03-30', tz: 'Europe/London', days: 3 });
    expect(r.start.toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-03-30T23:00:00.000Z');
    expect(seriesLabels(r)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('finds local midnight east and west of Greenwich', () => {
    const day = Date.parse('2026-07-01T00:00:00Z');
    expect(new Date(localMidnight(day, 'America/New_York')).toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(new Date(localMidnight(day, 'Asia/Tokyo')).toISOString()).toBe('2026-06-30T15:00:00.000Z');
    expect(zoneOffset(day, 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it('rounds half-hour zones down to the UTC hour, the rollups smallest bucket', () => {
    const r = parseLocalRange('2026-07-01', '2026-07-01', 'Asia/Kolkata');
    // Local midnight is 18:30 UTC the day before.
    expect(r.start.toISOString()).toBe('2026-06-30T18:00:00.000Z');
    expect(r.end.toISOString()).toBe('2026-07-01T18:00:00.000Z');
    const labels = seriesLabels(r);
    expect(labels).toHaveLength(24);
    expect(labels[0]).toBe('2026-06-30T23:00');
  });

  it('labels hours for ranges of two days or less, days beyond', () => {
    expect(seriesLabels(parseLocalRange('2026-01-01', '2026-01-02', 'UTC'))).toHaveLength(48);
    expect(seriesLabels(parseLocalRange('2026-01-01', '2026-01-03', 'UTC'))).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(localLabeler(Date.parse('2026-01-01T00:00:00Z'), Date.parse('2026-01-03T00:00:00Z'), 'Europe/Paris')(Date.parse('2026-01-01T23:30:00Z'), true)).toBe(
      '2026-01-02T00:00',
    );
  });

  it('takes the previous period of the same number of days', () => {
    const p = previousRange(parseLocalRange('2026-03-01', '2026-03-07', 'UTC'));
    expect(p).toMatchObject({ from: '2026-02-22', to: '2026-02-28', days: 7 });
    expect(p.end.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it.each([
    ['2026-02-30', '2026-03-01', 'UTC', 'from must be a date written YYYY-MM-DD.'],
    ['2026-03-01', 'tomorrow', 'UTC', 'to must be a date written YYYY-MM-DD.'],
    ['2026-03-02', '2026-03-01', 'UTC', 'to must not be before from.'],
    ['2026-01-01', '2026-12-31', 'UTC', `A range spans at most ${MAX_RANGE_DAYS} days.`],
    ['2026-01-01', '2026-01-02', 'Nowhere/Land', 'tz must be an IANA time zone such as Europe/London.'],
    ['2026-01-01', '2026-01-02', '+05:30', 'tz must be an IANA time zone such as Europe/London.'],
  ])('refuses from=%s to=%s tz=%s', (from, to, tz, detail) => {
    expect(() => parseLocalRange(from, to, tz)).toThrow(detail);
  });

  it('reads compare as previous or none', () => {
    expect(parseCompare('previous')).toBe(true);
    expect(parseCompare(undefined)).toBe(false);
    expect(parseCompare('none')).toBe(false);
    expect(() => parseCompare('last-year')).toThrow('compare must be previous or none.');
  });

  it.each(['Europe/London', 'America/Sao_Paulo', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'])(
    'labels every hour of 92 days in %s as Intl does, DST changes included',
    (tz) => {
      const start = Date.parse('2026-09-01T00:00:00Z');
      const end = start + 92 * 24 * 3_600_000;
      const label = localLabeler(start, end, tz);
      const intl = new Intl.DateTimeFormat('en-CA', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' });
      for (let t = start; t < end; t += 3_600_000) {
        const p = Object.fromEntries(intl.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
        expect([t, label(t, true)]).toEqual([t, `${p.year}-${p.month}-${p.day}T${p.hour}:00`]);
      }
    },
  );
});
