import http from 'node:http';
import { isIP } from 'node:net';
import https from 'node:https';
import tls from 'node:tls';
import { performance } from 'node:perf_hooks';
import { WEBHOOK_RESPONSE_SNIPPET_BYTES } from '@intake/contracts';
import { guardedLookup, resolveAllowed, type AddressPolicy, type HostResolver } from '@intake/queue/webhooks';

export interface WebhookRequest {
  url: URL;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Extra certificate authorities (WEBHOOK_CA_FILE), added to the system's. */
  ca?: string;
  resolver: HostResolver;
  policy: AddressPolicy;
}

export interface WebhookAnswer {
  statusCode: number;
  durationMs: number;
  /** The first 1 kB of the body, as text. */
  snippet: string;
}

/** A try that got no answer: refused by the SSRF guard, a timeout, a TLS or connection error. */
export class WebhookSendError extends Error {
  constructor(
    message: string,
    readonly durationMs: number,
  ) {
    super(message);
    this.name = 'WebhookSendError';
  }
}

/** NUL is refused by PostgreSQL text; the rest of a receiver's answer is kept as it came. */
const clean = (text: string) => text.replace(/\u0000/g, '');

/**
 * One POST of a signed payload. The address is checked by the socket's own `lookup` (the one
 * resolution the connection uses); a literal address in the URL, which Node does not look up,
 * is checked before. Redirects are not followed (a 3xx is an answer like any non-2xx), no
 * connection is reused, and the whole exchange has `timeoutMs`. Only the first 1 kB of the answer
 * is read.
 */
export function sendWebhook(req: WebhookRequest): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Node skips `lookup` for an address written in the URL: that one is checked here. A name is
  // resolved only by the socket's lookup, which checks what it hands the socket.
  const literal = isIP(req.url.hostname.replace(/^\[|\]$/g, '')) !== 0;
  return (literal ? resolveAllowed(req.url.hostname, req.resolver, req.policy) : Promise.resolve([])).then(
    () =>
      new Promise<WebhookAnswer>((resolve, reject) => {
        const fail = (message: string) => reject(new WebhookSendError(message, elapsed()));
        const client = req.url.protocol === 'https:' ? https : http;
        const outgoing = client.request(req.url, {
          method: 'POST',
          agent: false,
          lookup: guardedLookup(req.resolver, req.policy),
          headers: { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) },
          // `ca` replaces the trusted roots: the system's are kept, the extra one added.
          ...(req.ca ? { ca: [...tls.rootCertificates, req.ca] } : {}),
        });
        const timer = setTimeout(() => outgoing.destroy(new Error(`no answer within ${req.timeoutMs / 1000} s`)), req.timeoutMs);
        outgoing.on('error', (err) => {
          clearTimeout(timer);
          fail(err.message);
        });
        outgoing.on('response', (res) => {
          const chunks: Buffer[] = [];
          let held = 0;
          let answered = false;
          const done = () => {
            if (answered) return;
            answered = true;
            clearTimeout(timer);
            const snippet = clean(Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_SNIPPET_BYTES).toString('utf8'));
            resolve({ statusCode: res.statusCode ?? 0, durationMs: elapsed(), snippet });
            res.destroy();
          };
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            held += chunk.length;
            if (held >= WEBHOOK_RESPONSE_SNIPPET_BYTES) done();
          });
          res.on('end', done);
          res.on('error', () => done());
        });
        outgoing.end(req.body);
      }),
    (err: Error) => Promise.reject(new WebhookSendError(err.message, elapsed())),
  );
}
