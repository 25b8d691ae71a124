import { ONE_ADDRESS_AFTER, ProxyTrustWatch } from './proxy-trust-watch.js';

describe('ProxyTrustWatch: the two ways a proxy in front of the api goes wrong', () => {
  it('reports, once, a loopback peer sending X-Forwarded-For while no proxy is trusted', () => {
    const watch = new ProxyTrustWatch(true);
    const first = watch.observe({ peer: '127.0.0.1', forwardedFor: '203.0.113.9', clientIp: '127.0.0.1' });
    expect(first?.problem).toBe('forwarded-but-untrusted');
    expect(first?.detail).toMatch(/TRUST_PROXY=loopback/);
    expect(first?.detail).toMatch(/TCP forwarder/);
    expect(watch.observe({ peer: '127.0.0.1', forwardedFor: '203.0.113.10', clientIp: '127.0.0.1' })).toBeUndefined();
    expect(watch.current().map((w) => w.problem)).toEqual(['forwarded-but-untrusted']);
  });

  it.each([
    ['a proxy is trusted', false, '::ffff:127.0.0.1'],
    ['the peer is not on this host', true, '198.51.100.4'],
  ])('says nothing of X-Forwarded-For when %s', (_what, trustsNoProxy, peer) => {
    const watch = new ProxyTrustWatch(trustsNoProxy);
    expect(watch.observe({ peer, forwardedFor: '203.0.113.9', clientIp: '203.0.113.9' })).toBeUndefined();
    expect(watch.current()).toEqual([]);
  });

  it('sees an IPv6 or IPv4-mapped loopback peer as on this host', () => {
    for (const peer of ['::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      expect(new ProxyTrustWatch(true).observe({ peer, forwardedFor: 'x', clientIp: peer })?.problem).toBe('forwarded-but-untrusted');
    }
  });

  it(`reports every request from one address after ${ONE_ADDRESS_AFTER} in a row, and stops saying so once another arrives`, () => {
    const watch = new ProxyTrustWatch(false);
    const seen = Array.from({ length: ONE_ADDRESS_AFTER + 50 }, () => watch.observe({ peer: '10.0.0.2', forwardedFor: undefined, clientIp: '10.0.0.2' }));
    expect(seen.filter(Boolean).map((w) => w!.problem)).toEqual(['one-address']);
    expect(seen.findIndex(Boolean)).toBe(ONE_ADDRESS_AFTER - 1);
    expect(watch.current()[0]?.detail).toMatch(/10\.0\.0\.2.*X-Forwarded-For.*TRUST_PROXY/s);

    watch.observe({ peer: '10.0.0.2', forwardedFor: '203.0.113.1', clientIp: '203.0.113.1' });
    expect(watch.current()).toEqual([]);
  });

  it('says nothing while visitors come from several addresses', () => {
    const watch = new ProxyTrustWatch(false);
    for (let i = 0; i < ONE_ADDRESS_AFTER * 3; i++)
      expect(watch.observe({ peer: '10.0.0.2', forwardedFor: 'x', clientIp: `203.0.113.${i % 2}` })).toBeUndefined();
    expect(watch.current()).toEqual([]);
  });
});
