import { queueAge } from './queue-age';

describe('the age of a queued response, in words', () => {
  it.each([
    [0, 'under a minute'],
    [59, 'under a minute'],
    [60, '1 minute'],
    [3599, '59 minutes'],
    [3600, '1 hour'],
    [86_399, '23 hours'],
    [86_400, '1 day'],
    [10 * 86_400 + 5, '10 days'],
  ])('%i s reads "%s"', (seconds, words) => {
    expect(queueAge(seconds)).toBe(words);
  });
});
