import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiBase } from '../api-client';
import { createAnalyticsSender, postAnalyticsCall } from './analytics-transport';
import { TRACK_PATH, type AnalyticsCall } from './visitor-tracker';

const CALL: AnalyticsCall = {
  path: TRACK_PATH,
  body: {
    session_id: 's-1',
    new_session: true,
    consent: false,
    event_type: 'pageview',
    page_path: '/',
    referrer_path: null,
    value: null,
    meta: { device_type: 'desktop' },
  },
};

let server: Server;
let base: string;
let received: Array<{ method?: string; url?: string; type?: string; body: string }> = [];
let arrived: () => void = () => undefined;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"success":true}');
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
beforeEach(() => {
  received = [];
  setApiBase(base);
});
afterAll(async () => {
  setApiBase('');
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const nextRequest = () => new Promise<void>((resolve) => (arrived = resolve));

describe('analytics transport', () => {
  it('prefers a beacon to the backend in force, with the JSON body as text', () => {
    const beacons: Array<[string, unknown]> = [];
    let fetched = 0;
    const fetcher: typeof fetch = (url, init) => (fetched++, fetch(url, init));
    postAnalyticsCall(CALL, { sendBeacon: (url, data) => (beacons.push([url, data]), true) }, fetcher);
    expect(beacons).toEqual([[`${base}/analytics/track`, JSON.stringify(CALL.body)]]);
    expect(fetched).toBe(0);
  });

  it('falls back to fetch with keepalive when there is no beacon or the browser refuses to queue it', async () => {
    for (const nav of [undefined, {}, { sendBeacon: () => false }]) {
      const request = nextRequest();
      postAnalyticsCall(CALL, nav, fetch);
      await request;
    }
    expect(received).toHaveLength(3);
    for (const r of received) {
      expect(r).toMatchObject({ method: 'POST', url: '/analytics/track', type: 'text/plain;charset=UTF-8' });
      expect(JSON.parse(r.body)).toEqual(CALL.body);
    }
  });

  it('swallows every failure (visitor spec §8): a beacon that throws, a fetch that throws or rejects', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const throwingBeacon = {
        sendBeacon: () => {
          throw new TypeError('beacon refused');
        },
      };
      expect(() => postAnalyticsCall(CALL, throwingBeacon, fetch)).not.toThrow();
      expect(() =>
        postAnalyticsCall(CALL, undefined, () => {
          throw new TypeError('no fetch');
        }),
      ).not.toThrow();
      // Nothing listens there: the real fetch rejects.
      setApiBase('http://127.0.0.1:9');
      let rejected!: () => void;
      const settled = new Promise<void>((resolve) => (rejected = resolve));
      postAnalyticsCall(CALL, undefined, (url, init) => fetch(url, init).finally(rejected));
      await settled;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('analytics sender: waiting for the backend probe', () => {
  const call = (page_path: string, event_type: 'pageview' | 'page_unload' = 'pageview'): AnalyticsCall => ({
    path: TRACK_PATH,
    body: { ...CALL.body, page_path, event_type },
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const label = (c: AnalyticsCall) => `${(c.body as { event_type?: string }).event_type} ${c.body.page_path}`;
  const probe = () => {
    let answer!: () => void;
    const selection = new Promise<void>((r) => (answer = r));
    return { selection: () => selection, answer };
  };

  it('sends calls once the probe answers, in order', async () => {
    const { selection, answer } = probe();
    const sent: string[] = [];
    const send = createAnalyticsSender(selection, (c) => sent.push(label(c)));
    send(call('/'), { leaving: false });
    send(call('/about'), { leaving: false });
    await settle();
    expect(sent).toEqual([]);
    answer();
    await settle();
    await settle();
    expect(sent).toEqual(['pageview /', 'pageview /about']);
  });

  it('a visitor leaving before the probe answers still counts: the waiting page view goes first, then the unload, each once', async () => {
    const { selection, answer } = probe();
    const sent: string[] = [];
    const send = createAnalyticsSender(selection, (c) => sent.push(label(c)));
    send(call('/'), { leaving: false });
    send(call('/', 'page_unload'), { leaving: true });
    expect(sent).toEqual(['pageview /', 'page_unload /']);
    answer();
    await settle();
    await settle();
    expect(sent).toEqual(['pageview /', 'page_unload /']);
  });

  it('sends even when the probe fails (the calls then go to the base in force)', async () => {
    const sent: string[] = [];
    const send = createAnalyticsSender(
      () => Promise.reject(new Error('no backend')),
      (c) => sent.push(c.body.page_path),
    );
    send(call('/chat'), { leaving: false });
    await settle();
    await settle();
    expect(sent).toEqual(['/chat']);
  });
});
