import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  id: string;
  timestamp: string;
  /** Whether `standardwebhooks` accepted the signature with the path's secret. */
  verified: boolean;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
  raw: string;
  at: number;
}

/** What the receiver answers on a path: a status (and optional Location, or the request echoed back), or a request held unanswered. */
export type ReceiverAnswer = { status: number; location?: string; echo?: boolean } | 'hold';

/**
 * A real HTTPS webhook receiver on 127.0.0.1 with a self-signed certificate for `localhost`
 * (trusted by deliveries only through WEBHOOK_CA_FILE): checks each request's signature with the
 * `standardwebhooks` library, as a consumer would, and records what came.
 */
export async function startWebhookReceiver() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const secrets = new Map<string, string>();
  const answers = new Map<string, ReceiverAnswer>();
  const received: ReceivedWebhook[] = [];
  const held: { id: string; path: string }[] = [];
  const inFlight = new Map<string, number>();
  const maxInFlight = new Map<string, number>();
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const path = req.url ?? '/';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      };
      const secret = secrets.get(path);
      let verified = false;
      try {
        if (secret) {
          new Webhook(secret).verify(raw, headers);
          verified = true;
        }
      } catch {
        verified = false;
      }
      let body: ReceivedWebhook['body'] = { type: '', timestamp: '', data: {} };
      try {
        body = JSON.parse(raw) as ReceivedWebhook['body'];
      } catch {
        // Recorded as it came; `verified` says the rest.
      }
      received.push({ path, id: headers['webhook-id'], timestamp: headers['webhook-timestamp'], verified, body, raw, at: Date.now() });
      const now = (inFlight.get(path) ?? 0) + 1;
      inFlight.set(path, now);
      maxInFlight.set(path, Math.max(maxInFlight.get(path) ?? 0, now));
      const done = () => inFlight.set(path, (inFlight.get(path) ?? 1) - 1);
      res.on('close', done);
      const answer = answers.get(path) ?? { status: 200 };
      if (answer === 'hold') {
        held.push({ id: headers['webhook-id'], path });
        return;
      }
      // A little work per request, so that two deliveries to one endpoint at once would overlap here.
      setTimeout(() => {
        res.writeHead(verified ? answer.status : 400, { 'content-type': 'text/plain', ...(answer.location ? { location: answer.location } : {}) });
        // `echo`: a receiver that answers with what it was sent (its answer then holds the payload).
        res.end(verified ? (answer.echo ? raw : `ok ${headers['webhook-id']} ${'x'.repeat(2000)}`) : 'bad signature');
      }, 30);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  return {
    cert: pems.cert,
    url: (path: string) => `https://localhost:${port}${path}`,
    received,
    held,
    maxInFlight,
    setSecret: (path: string, secret: string) => secrets.set(path, secret),
    answer: (path: string, a: ReceiverAnswer) => answers.set(path, a),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
