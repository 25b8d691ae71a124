import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { readAnalyticsConsent } from './analytics-consent';
import { brokenStorage, memoryStorage } from '../memory-storage.testing';

describe('analytics consent (visitor spec §5)', () => {
  it.each([
    ['true', true],
    ['TRUE', false],
    ['1', false],
    ['yes', false],
    ['false', false],
    ['', false],
    [' true', false],
  ])('the stored flag %j means consent %s', (stored, expected) => {
    expect(readAnalyticsConsent(memoryStorage({ [LOCAL_STORAGE_KEYS.analyticsConsent]: stored }))).toBe(expected);
  });

  it('is false when nothing is stored', () => {
    expect(readAnalyticsConsent(memoryStorage())).toBe(false);
  });

  it('is given when storage fails: a read that throws, or no storage at all', () => {
    expect(readAnalyticsConsent(brokenStorage)).toBe(true);
    expect(readAnalyticsConsent(null)).toBe(true);
  });

  it('reads the analytics flag, not the privacy or admin ones', () => {
    expect(readAnalyticsConsent(memoryStorage({ [LOCAL_STORAGE_KEYS.privacyAccepted]: 'true', [LOCAL_STORAGE_KEYS.adminAnalyticsConsent]: 'true' }))).toBe(
      false,
    );
  });
});
