import { ERASED_TEXT } from '@intake/event-store';
import { campaignOf, clientSoftware } from './client-software.js';

describe('client software and campaign', () => {
  it('reads browser and OS family from the agent, Unknown where it tells nothing', () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect(clientSoftware(chrome)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(clientSoftware(null)).toEqual({ browser: 'Unknown', os: 'Unknown' });
    expect(clientSoftware(ERASED_TEXT)).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });

  it('keeps the utm tags lower-cased, and none that are empty or erased', () => {
    expect(campaignOf({ utm_source: 'Newsletter', utm_medium: '', utm_campaign: 'Spring' })).toEqual({
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: 'spring',
    });
    expect(campaignOf({ utm_source: ERASED_TEXT })).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null });
    expect(campaignOf(undefined)).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null });
  });
});
