import { analyticsMetaSchema, type DeviceType } from '@intake/contracts';
import { buildAnalyticsMeta, utmParameters, withoutCampaign } from './analytics-meta';

const AGENTS: Array<[string, string, DeviceType]> = [
  [
    'iPhone Safari',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'mobile',
  ],
  ['Android phone Chrome', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36', 'mobile'],
  ['Opera Mini', 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54', 'mobile'],
  ['Windows Phone', 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)', 'mobile'],
  ['iPad Safari', 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1', 'tablet'],
  ['Android tablet (no "Mobile")', 'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', 'tablet'],
  [
    'Kindle Silk',
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0 Safari/537.36',
    'tablet',
  ],
  ['Windows Chrome', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36', 'desktop'],
  ['macOS Safari', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'desktop'],
  ['Linux Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'desktop'],
  ['headless Chromium', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0 Safari/537.36', 'desktop'],
  ['empty', '', 'desktop'],
];

describe('device type in the analytics meta (visitor spec §5: from the user agent)', () => {
  it.each(AGENTS)('%s is %s', (_name, userAgent, expected) => {
    expect(buildAnalyticsMeta({ search: '', userAgent }).device_type).toBe(expected);
  });

  it('is desktop when the page has no user agent', () => {
    expect(buildAnalyticsMeta({ search: '', userAgent: undefined }).device_type).toBe('desktop');
  });
});

describe('analytics meta', () => {
  it('carries the landing URL utm parameters, device type, screen and language, and passes the schema', () => {
    const meta = buildAnalyticsMeta({
      search: '?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=sepsis&utm_content=hero&admin=true&email=a%40b.c',
      userAgent: AGENTS[0]![1],
      screen: { width: 390, height: 844 },
      devicePixelRatio: 3,
      language: 'en-GB',
    });
    expect(meta).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'sepsis',
      utm_content: 'hero',
      device_type: 'mobile',
      screen: { w: 390, h: 844, dpr: 3 },
      lang: 'en-GB',
    });
    expect(analyticsMetaSchema.safeParse(meta).success).toBe(true);
  });

  it('leaves out what the page does not know, and clips what the server would refuse', () => {
    const meta = buildAnalyticsMeta({
      search: `utm_source=${'s'.repeat(500)}&utm_medium=&utm_campaign=%20%20`,
      userAgent: '',
      screen: { width: Number.NaN, height: -1 },
      devicePixelRatio: 0,
      language: `${'x'.repeat(100)}`,
    });
    expect(meta).toEqual({ utm_source: 's'.repeat(200), device_type: 'desktop', lang: 'x'.repeat(64) });
    expect(analyticsMetaSchema.safeParse(meta).success).toBe(true);
    expect(buildAnalyticsMeta({ search: '', userAgent: '', screen: null, language: null })).toEqual({ device_type: 'desktop' });
  });

  it('reads utm parameters with or without the leading "?"', () => {
    expect(utmParameters('?utm_source=a')).toEqual({ utm_source: 'a' });
    expect(utmParameters('utm_source=a&utm_source=b')).toEqual({ utm_source: 'a' });
    expect(utmParameters('')).toEqual({});
  });
});

describe('withoutCampaign', () => {
  it('drops the utm parameters and keeps the rest, leaving the original as it was', () => {
    const meta = buildAnalyticsMeta({ search: '?utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d&utm_content=e', userAgent: '', language: 'fr' });
    expect(withoutCampaign(meta)).toEqual({ device_type: 'desktop', lang: 'fr' });
    expect(meta.utm_source).toBe('a');
  });
});
