import net from 'node:net';
import type { HostResolver } from '@intake/queue/webhooks';
import { Webhook } from 'standardwebhooks';
import { loopbackOnlySockets, startWebhookReceiver, type WebhookReceiver } from '../testing/index.js';
import { sendWebhook, WebhookSendError, type WebhookRequest } from './webhook-sender.js';

/**
 * The delivery side of the SSRF guard, with the host resolver injected: the addresses below are
 * never reached, and the socket guard fails the test if anything but loopback is even tried.
 */
describe('webhook delivery: SSRF guard after resolution, no redirects, a 10 s budget', () => {
  const guard = loopbackOnlySockets();
  let receiver: WebhookReceiver;
  const lookups: string[] = [];
  let answers: Record<string, string[]> = {};
  const resolver: HostResolver = async (host) => {
    lookups.push(host);
    const list = answers[host];
    if (!list) throw new Error('ENOTFOUND');
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const request = (url: string, allowLoopback: boolean, extra: Partial<WebhookRequest> = {}): WebhookRequest => ({
    url: new URL(url),
    headers: { 'content-type': 'application/json' },
    body: '{}',
    timeoutMs: 10_000,
    ca: receiver.cert,
    resolver,
    policy: { allowLoopback },
    ...extra,
  });

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    guard.restore();
  });
  beforeEach(() => {
    lookups.length = 0;
    answers = { localhost: ['127.0.0.1'] };
  });

  it.each([
    ['https://127.0.0.1:1/hook', 'loopback'],
    ['https://[::1]:1/hook', 'loopback'],
    ['https://169.254.169.254/latest/meta-data/', 'linkLocal'],
    ['https://10.0.0.1/hook', 'private'],
    ['https://[fd00::1]/hook', 'uniqueLocal'],
  ])('refuses %s before any socket opens (loopback not allowed)', async (url, range) => {
    await expect(sendWebhook(request(url, false))).rejects.toThrow(range);
  });

  it.each([
    ['localhost.test', '127.0.0.1'],
    ['six.test', '::1'],
    ['metadata.test', '169.254.169.254'],
    ['private.test', '10.0.0.1'],
    ['ula.test', 'fd00::1'],
  ])('refuses %s, which resolves to %s, at delivery', async (host, address) => {
    answers[host] = [address];
    const err = await sendWebhook(request(`https://${host}/hook`, false)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WebhookSendError);
    expect((err as Error).message).toMatch(/resolves to an address that is/);
  });

  it('connects to the address it checked: one resolution, none left for a rebinding server to answer differently', async () => {
    // The first answer is loopback (allowed here); any later one would be a private address.
    let calls = 0;
    const rebinding: HostResolver = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    };
    const answer = await sendWebhook(request(receiver.url('/unsigned'), true, { resolver: rebinding }));
    // The receiver answered (400: nothing signed this request), over the one address checked.
    expect(answer.statusCode).toBe(400);
    expect(calls).toBe(1);
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    receiver.setSecret('/moved', secret);
    receiver.answer('/moved', { status: 302, location: receiver.url('/target') });
    const body = '{"type":"person.erased"}';
    const at = new Date();
    const headers = {
      'content-type': 'application/json',
      'webhook-id': 'msg_redirect',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign('msg_redirect', at, body),
    };
    const res = await sendWebhook(request(receiver.url('/moved'), true, { headers, body }));
    expect(res.statusCode).toBe(302);
    expect(receiver.received.some((r) => r.path === '/target')).toBe(false);
  });

  it('gives up on a receiver that does not answer within the budget', async () => {
    receiver.answer('/slow', 'hold');
    const err = await sendWebhook(request(receiver.url('/slow'), true, { timeoutMs: 300 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WebhookSendError);
    expect((err as WebhookSendError).message).toMatch(/no answer within 0.3 s/);
    expect((err as WebhookSendError).durationMs).toBeGreaterThanOrEqual(290);
  });

  it('refuses a certificate nobody vouched for', async () => {
    const err = await sendWebhook(request(receiver.url('/hook'), true, { ca: undefined })).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/self.signed|certificate/i);
  });

  it('never tried a socket off this machine', () => {
    expect(guard.attempts).toEqual([]);
  });

  it('(the guard itself) stops a socket to a private address before it connects, literal or looked up', async () => {
    expect(() => net.connect({ host: '10.0.0.1', port: 9 })).toThrow(/test guard/);
    const looked = net.connect({ host: 'private.test', port: 9, lookup: (_h, _o, cb) => cb(null, [{ address: '10.0.0.2', family: 4 }]) });
    await expect(new Promise((_, reject) => looked.once('error', reject))).rejects.toThrow(/test guard/);
    expect(guard.attempts).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});
