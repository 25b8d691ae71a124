import {
  addDays,
  bounceRate,
  changeText,
  daysBetween,
  visitDurationMs,
  durationText,
  localDay,
  periodProblem,
  periodText,
  presetPeriod,
  seriesLabelText,
} from './traffic-view';

describe('traffic view helpers', () => {
  const now = new Date('2026-03-10T02:30:00Z');

  it('takes local days in the admin time zone', () => {
    expect(localDay(now, 'UTC')).toBe('2026-03-10');
    expect(localDay(now, 'America/Los_Angeles')).toBe('2026-03-09');
    expect(presetPeriod('today', now, 'America/Los_Angeles')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(presetPeriod('yesterday', now, 'UTC')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(presetPeriod('7d', now, 'Asia/Tokyo')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(daysBetween(presetPeriod('30d', now, 'UTC'))).toBe(30);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('says what is wrong with a custom period', () => {
    expect(periodProblem({ from: '2026-03-01', to: '2026-03-07' })).toBeNull();
    expect(periodProblem({ from: '', to: '2026-03-07' })).toBe('Choose both a start and an end date.');
    expect(periodProblem({ from: '2026-03-08', to: '2026-03-07' })).toBe('The end date is before the start date.');
    expect(periodProblem({ from: '2026-01-01', to: '2026-12-31' })).toBe('Choose at most 92 days.');
  });

  it('words changes, durations and labels', () => {
    expect(changeText(112, 100)).toBe('+12%');
    expect(changeText(95, 100)).toBe('−5%');
    expect(changeText(5, 0)).toBe('new');
    expect(changeText(0, 0)).toBe('no change');
    expect(durationText(42_400)).toBe('42s');
    expect(durationText(125_000)).toBe('2m 05s');
    expect(durationText(null)).toBe('–');
    expect(seriesLabelText('2026-03-09T14:00', 'hour')).toBe('14:00');
    expect(seriesLabelText('2026-03-09', 'day')).toBe('9 Mar');
    expect(periodText({ from: '2026-03-03', to: '2026-03-09' })).toBe('3 Mar 2026 – 9 Mar 2026');
    expect(periodText({ from: '2026-03-09', to: '2026-03-09' })).toBe('9 Mar 2026');
  });

  it('gives bounce rate and visit duration only where the answer counts sessions (issue 35)', () => {
    expect(bounceRate({ sessions: 11, bounces: 8 })).toBe(73);
    expect(visitDurationMs({ sessions: 4, duration_ms: 120_000 })).toBe(30_000);
    expect(bounceRate({})).toBeNull();
    expect(visitDurationMs({ sessions: 0, duration_ms: 0 })).toBeNull();
  });
});
