import { UNKNOWN_SESSION_FACTS } from '@intake/machines';
import { workUsSessionMetadataSchema } from '@intake/contracts';
import { sessionFactsFrom as factsFrom, type BrowserEnvironment } from './session-facts';
import { userAgentDetails } from './user-agent-details';

const sessionFactsFrom = (env: BrowserEnvironment) => factsFrom(env, userAgentDetails);

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessionFactsFrom (visitor spec §3 "Work Us session metadata")', () => {
  it('reads a desktop browser', () => {
    const facts = sessionFactsFrom({
      userAgent: CHROME_ON_WINDOWS,
      language: 'en-GB',
      timeZone: 'Europe/London',
      locale: 'en-GB',
      screen: { width: 1920, height: 1080 },
      viewport: { width: 1280.4, height: 720 },
      navigation: { loadEventEnd: 1234.6, domContentLoadedEventEnd: 900 },
      connectionType: '4g',
      referrer: 'https://news.example/health/ai?utm_source=x&token=secret#top',
      analyticsSessionId: '7d0c6bde-0000-4000-8000-00000000000a',
    });
    expect(facts).toEqual({
      session_id: '7d0c6bde-0000-4000-8000-00000000000a',
      user_agent: CHROME_ON_WINDOWS,
      timezone: 'Europe/London',
      language: 'en-GB',
      locale: 'en-GB',
      screen_resolution: '1920x1080',
      viewport_size: '1280x720',
      browser: { name: 'Chrome', version: '142.0.0.0' },
      os: { name: 'Windows', version: 'NT 10.0' },
      page_load_time_ms: 1235,
      connection_type: '4g',
      // Only origin and path: the referrer's query could carry someone's search or a token.
      referral_page: 'https://news.example/health/ai',
    });
  });

  it('names a phone browser and its system', () => {
    const facts = sessionFactsFrom({ userAgent: SAFARI_ON_IPHONE });
    expect(facts.browser).toEqual({ name: 'Safari', version: '18.1' });
    expect(facts.os).toEqual({ name: 'iOS', version: '18.1' });
  });

  it('leaves what the browser does not say as null, and clips what it says too long', () => {
    expect(sessionFactsFrom({})).toEqual(UNKNOWN_SESSION_FACTS);
    const facts = sessionFactsFrom({
      userAgent: 'x'.repeat(2000),
      screen: { width: 0, height: 800 },
      navigation: { loadEventEnd: 0, domContentLoadedEventEnd: 0 },
      referrer: 'not a url',
      timeZone: '  ',
    });
    expect(facts.user_agent).toHaveLength(512);
    expect(facts).toMatchObject({ screen_resolution: null, page_load_time_ms: null, referral_page: null, timezone: null });
  });

  it('falls back to DOMContentLoaded while the load event has not ended', () => {
    expect(sessionFactsFrom({ navigation: { loadEventEnd: 0, domContentLoadedEventEnd: 480.2 } }).page_load_time_ms).toBe(480);
  });

  it('gives what the server schema accepts', () => {
    const facts = sessionFactsFrom({ userAgent: CHROME_ON_WINDOWS, screen: { width: 1e9, height: 1e9 } });
    const record = {
      ...facts,
      start_time: '2026-11-24T10:00:00.000Z',
      end_time: '2026-11-24T10:02:00.000Z',
      submission_type: 'work-with-us',
      device_type: 'desktop',
      referral_source: 'direct',
      total_session_duration: 120,
    };
    expect(workUsSessionMetadataSchema.parse(record)).toEqual(record);
  });
});
