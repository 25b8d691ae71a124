import { IpLocationService } from './ip-location.service.js';

describe('IpLocationService (shipped offline data)', () => {
  const geo = new IpLocationService();

  it('places a public address in its country', async () => {
    const loc = await geo.lookup('8.8.8.8');
    expect(loc?.country_code).toBe('US');
    expect(loc?.country).toBe('United States');
  });

  it('has no location for private and loopback addresses', async () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.4', '::ffff:127.0.0.1', undefined]) {
      expect(await geo.lookup(ip)).toBeNull();
    }
  });
});
