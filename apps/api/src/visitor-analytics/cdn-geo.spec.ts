import { cdnGeoFrom } from './cdn-geo.js';

describe('cdnGeoFrom', () => {
  it('reads Cloudflare, Vercel (URI-encoded) and CloudFront headers', () => {
    expect(cdnGeoFrom({ 'cf-ipcountry': 'de', 'cf-ipcity': 'Berlin', 'cf-region-code': 'BE' })).toEqual({
      provider: 'cloudflare',
      country_code: 'DE',
      region: 'BE',
      city: 'Berlin',
    });
    expect(cdnGeoFrom({ 'x-vercel-ip-country': 'BR', 'x-vercel-ip-city': 'S%C3%A3o%20Paulo', 'x-vercel-ip-country-region': 'SP' })).toEqual({
      provider: 'vercel',
      country_code: 'BR',
      region: 'SP',
      city: 'São Paulo',
    });
    expect(cdnGeoFrom({ 'cloudfront-viewer-country': 'JP' })).toEqual({ provider: 'cloudfront', country_code: 'JP', region: null, city: null });
  });

  it('places nobody without a real country code', () => {
    for (const headers of [{}, { 'cf-ipcountry': 'XX' }, { 'cf-ipcountry': 'T1' }, { 'x-vercel-ip-country': 'Germany' }, { 'cloudfront-viewer-country': '' }]) {
      expect(cdnGeoFrom(headers)).toBeNull();
    }
  });

  it('keeps a badly encoded city as sent and drops an oversized one', () => {
    expect(cdnGeoFrom({ 'x-vercel-ip-country': 'US', 'x-vercel-ip-city': '100%' })?.city).toBe('100%');
    expect(cdnGeoFrom({ 'cf-ipcountry': 'US', 'cf-ipcity': 'x'.repeat(101) })?.city).toBeNull();
  });
});
