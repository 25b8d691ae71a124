import { campaignOf, clientSoftware, ERASED_TEXT_LITERAL, upcastPageLeftV1 } from '@intake/contracts';
import { ERASED_TEXT } from '@intake/event-store';
import { isBotAgent } from './client-software.js';

describe('client software and campaign', () => {
  it('knows the erased text the store writes', () => {
    expect(ERASED_TEXT_LITERAL).toBe(ERASED_TEXT);
  });

  it('reads browser and OS family from the agent, Unknown where it tells nothing', () => {
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    expect(clientSoftware(chrome)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(clientSoftware(null)).toEqual({ browser: 'Unknown', os: 'Unknown' });
    expect(clientSoftware(ERASED_TEXT)).toEqual({ browser: 'Unknown', os: 'Unknown' });
  });

  it('keeps the utm tags lower-cased, and none that are empty or erased', () => {
    expect(campaignOf({ utm_source: 'Newsletter', utm_medium: '', utm_campaign: 'Spring', utm_term: 'Knee Brace', utm_content: ERASED_TEXT })).toEqual({
      utm_source: 'newsletter',
      utm_medium: null,
      utm_campaign: 'spring',
      utm_term: 'knee brace',
      utm_content: null,
    });
    expect(campaignOf({ utm_source: ERASED_TEXT })).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null });
    expect(campaignOf(undefined)).toEqual({ utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null });
  });

  it('tells bots by their user agent (isbot); an unknown or erased agent is a person', () => {
    expect(isBotAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotAgent('curl/8.4.0')).toBe(true);
    expect(isBotAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(false);
    expect(isBotAgent(null)).toBe(false);
    expect(isBotAgent(ERASED_TEXT)).toBe(false);
  });

  it('keeps a bot a bot after its agent is erased, from the flag recorded beside it; an event from before the flag gets it from the agent', () => {
    const left = { session_id: 's', consent: false, page_path: '/', engaged_ms: 1, value: null, left_at: 'now' };
    const client = { ip: null, user_agent: ERASED_TEXT, device_type: 'desktop' as const, cdn_geo: null };
    const botOf = (c: { user_agent?: string | null; bot?: boolean }) => upcastPageLeftV1({ ...left, client: { ...client, ...c } }).client.bot;
    expect(botOf({ bot: true })).toBe(true);
    expect(botOf({ bot: false })).toBe(false);
    expect(botOf({ user_agent: 'curl/8.4.0' })).toBe(true);
    expect(botOf({ user_agent: ERASED_TEXT })).toBe(false);
  });
});
