import { checkWebhookUrl, parseWebhookUrl, refusalOf, resolveAllowed, WebhookAddressRefused, type HostResolver } from './address-guard.js';

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

/** The injected resolver: names to addresses, and nothing ever asks a DNS server. */
const names: Record<string, string[]> = {
  'loopback.test': ['127.0.0.1'],
  'loopback6.test': ['::1'],
  'metadata.test': ['169.254.169.254'],
  'private.test': ['10.0.0.1'],
  'ula.test': ['fd00::1'],
  'mapped.test': ['::ffff:10.0.0.1'],
  'cgnat.test': ['100.64.0.1'],
  'mixed.test': ['93.184.215.14', '10.0.0.1'],
  'public.test': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
};
const resolver: HostResolver = async (host) => {
  const list = names[host];
  if (!list) throw new Error('ENOTFOUND');
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

describe('the webhook SSRF guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['10.0.0.1', 'private'],
    ['192.168.1.10', 'private'],
    ['172.16.0.1', 'private'],
    ['fd00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusalOf(address, strict)).toContain(range);
  });

  it('lets public unicast addresses through, and loopback only when the setting allows it', () => {
    expect(refusalOf('93.184.215.14', strict)).toBeUndefined();
    expect(refusalOf('2606:2800:21f:cb07:6820:80da:af6b:8b2c', strict)).toBeUndefined();
    expect(refusalOf('127.0.0.1', dev)).toBeUndefined();
    expect(refusalOf('::1', dev)).toBeUndefined();
    // The setting opens loopback only, never the private network.
    expect(refusalOf('10.0.0.1', dev)).toBeDefined();
    expect(refusalOf('169.254.169.254', dev)).toBeDefined();
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://[::1]/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1/',
    'https://[fd00::1]/',
    'https://[::ffff:a00:1]/',
  ])('refuses the literal URL %s at registration', async (url) => {
    await expect(checkWebhookUrl(url, resolver, strict)).rejects.toBeInstanceOf(WebhookAddressRefused);
  });

  it.each(['loopback.test', 'loopback6.test', 'metadata.test', 'private.test', 'ula.test', 'mapped.test', 'cgnat.test', 'mixed.test'])(
    'refuses a host name that resolves to a refused address: %s',
    async (host) => {
      await expect(checkWebhookUrl(`https://${host}/hook`, resolver, strict)).rejects.toThrow(/resolves to an address that is/);
    },
  );

  it('takes https only, and plain http only to loopback when the setting allows it', () => {
    expect(() => parseWebhookUrl('http://public.test/hook', strict)).toThrow('url must use https');
    expect(() => parseWebhookUrl('http://public.test/hook', dev)).toThrow('url must use https');
    expect(() => parseWebhookUrl('http://127.0.0.1:8080/hook', strict)).toThrow('url must use https');
    expect(parseWebhookUrl('http://127.0.0.1:8080/hook', dev).port).toBe('8080');
    expect(() => parseWebhookUrl('ftp://public.test/', strict)).toThrow('url must use https');
    expect(() => parseWebhookUrl('https://user:pw@public.test/', strict)).toThrow(/user name or password/);
    expect(() => parseWebhookUrl('not a url', strict)).toThrow(/absolute https/);
  });

  it('accepts a public host, and answers every address it checked', async () => {
    await expect(checkWebhookUrl('https://public.test/hook', resolver, strict)).resolves.toBeInstanceOf(URL);
    expect((await resolveAllowed('public.test', resolver, strict)).map((a) => a.address)).toEqual(names['public.test']);
    await expect(resolveAllowed('nowhere.test', resolver, strict)).rejects.toThrow(/does not resolve/);
  });
});
