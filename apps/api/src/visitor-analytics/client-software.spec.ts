import { ERASED_TEXT } from '@intake/event-store';
import { campaignOf, clientSoftware, fromBot, isBotAgent } from './client-software.js';

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

  it('tells bots by their user agent (isbot); an unknown or erased agent is a person', () => {
    expect(isBotAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotAgent('curl/8.4.0')).toBe(true);
    expect(isBotAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(false);
    expect(isBotAgent(null)).toBe(false);
    expect(isBotAgent(ERASED_TEXT)).toBe(false);
  });

  it('keeps a bot a bot after its agent is erased, from the flag recorded beside it', () => {
    const client = { ip: null, user_agent: ERASED_TEXT, device_type: 'desktop' as const, cdn_geo: null };
    expect(fromBot({ ...client, bot: true })).toBe(true);
    expect(fromBot({ ...client, bot: false })).toBe(false);
    expect(fromBot({ ...client, user_agent: 'curl/8.4.0' })).toBe(true);
  });
});
