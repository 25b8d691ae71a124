import { DEFAULT_STATS } from '@intake/contracts';
import { completionRate, formatCompletionTime, innovationTypeOrDefault } from './stats-format.js';

describe('completionRate', () => {
  it.each([
    [0, 0, 0],
    [0, 5, 0],
    [2, 3, 67],
    [1, 3, 33],
    [1, 8, 13],
    [5, 5, 100],
  ])('%i of %i completed is %i percent', (completed, total, percent) => {
    expect(completionRate(completed, total)).toBe(percent);
  });
});

describe('formatCompletionTime', () => {
  it('falls back to the spec default when nothing was completed', () => {
    expect(formatCompletionTime(null)).toBe(DEFAULT_STATS.averageCompletionTime);
    expect(formatCompletionTime(Number.NaN)).toBe('5.2 minutes');
    expect(formatCompletionTime(-3)).toBe('5.2 minutes');
  });

  it.each([
    [0, '0 seconds'],
    [1.2, '1 second'],
    [42.4, '42 seconds'],
    [59.6, '1.0 minutes'],
    [312, '5.2 minutes'],
    [89 * 60, '89.0 minutes'],
    [90 * 60, '1.5 hours'],
    [47 * 3600, '47.0 hours'],
    [3 * 86400 + 7200, '3.1 days'],
  ])('%d seconds reads %s', (seconds, text) => {
    expect(formatCompletionTime(seconds)).toBe(text);
  });
});

describe('innovationTypeOrDefault', () => {
  it('keeps a collected type and defaults an empty one', () => {
    expect(innovationTypeOrDefault('Medical Device')).toBe('Medical Device');
    expect(innovationTypeOrDefault(null)).toBe('Digital Health/AI');
    expect(innovationTypeOrDefault('  ')).toBe('Digital Health/AI');
  });
});
