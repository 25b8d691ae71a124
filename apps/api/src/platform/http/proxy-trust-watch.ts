import { isIP } from 'node:net';

/** Requests in a row from one client address after which every visitor is taken to share it. */
export const ONE_ADDRESS_AFTER = 200;

export type ProxyTrustProblem = 'forwarded-but-untrusted' | 'one-address';

export interface ProxyTrustWarning {
  problem: ProxyTrustProblem;
  detail: string;
}

/** What the watch reads of one request. */
export interface SeenRequest {
  /** The TCP peer (the socket's remote address). */
  peer: string | undefined;
  /** The X-Forwarded-For header as received, if any. */
  forwardedFor: string | string[] | undefined;
  /** The client address the api settled on under TRUST_PROXY (Fastify's req.ip). */
  clientIp: string;
}

const isLoopback = (address: string | undefined): boolean => {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
};

const detailOf = (problem: ProxyTrustProblem, address: string): string =>
  problem === 'forwarded-but-untrusted'
    ? `A peer on this host (${address}) forwards requests carrying X-Forwarded-For, but TRUST_PROXY names no proxy, so every visitor it forwards counts as ${address}: one shared rate budget and one sign-in throttle for all of them. If it is an HTTP proxy that sets X-Forwarded-For itself (nginx: proxy_set_header X-Forwarded-For $remote_addr), set TRUST_PROXY=loopback. If it is a TCP forwarder (socat, stunnel, ssh -L, HAProxy in mode tcp), it passes the client's own header, which must never be trusted: put an HTTP proxy that sets the header in front of the api instead.`
    : `The last ${ONE_ADDRESS_AFTER} requests all came from ${address}. If the api is behind a proxy, that proxy is not naming the client: every visitor shares one rate budget, and 6 wrong passwords from anyone lock the admin sign-in for everyone for 15 minutes. Make the proxy set X-Forwarded-For (nginx: proxy_set_header X-Forwarded-For $remote_addr; HAProxy: option forwardfor) and name it in TRUST_PROXY.`;

/**
 * Watches the client addresses for the two ways a proxy in front of the api goes wrong (issue 28):
 * a forwarder on this host passing X-Forwarded-For while TRUST_PROXY trusts no proxy, and every
 * request arriving from one address (a proxy that names no client). Each is reported once, for a
 * loud log line; `current()` says which hold now, for the health answer. Pure: no I/O.
 */
export class ProxyTrustWatch {
  private readonly reported = new Set<ProxyTrustProblem>();
  private forwarded: ProxyTrustWarning | undefined;
  private lastAddress: string | undefined;
  private run = 0;

  constructor(private readonly trustsNoProxy: boolean) {}

  /** Records one request; returns a warning the first time its problem is seen, else undefined. */
  observe(request: SeenRequest): ProxyTrustWarning | undefined {
    let found: ProxyTrustWarning | undefined;
    if (this.trustsNoProxy && request.forwardedFor !== undefined && isLoopback(request.peer)) {
      this.forwarded ??= { problem: 'forwarded-but-untrusted', detail: detailOf('forwarded-but-untrusted', request.peer!) };
      found = this.firstTime(this.forwarded);
    }
    this.run = request.clientIp === this.lastAddress ? this.run + 1 : 1;
    this.lastAddress = request.clientIp;
    if (this.run === ONE_ADDRESS_AFTER) found ??= this.firstTime(this.oneAddress()!);
    return found;
  }

  /** The problems that hold now: a forwarder seen at any time, one address while the run lasts. */
  current(): ProxyTrustWarning[] {
    return [this.forwarded, this.oneAddress()].filter((w): w is ProxyTrustWarning => w !== undefined);
  }

  private oneAddress(): ProxyTrustWarning | undefined {
    return this.run >= ONE_ADDRESS_AFTER && this.lastAddress ? { problem: 'one-address', detail: detailOf('one-address', this.lastAddress) } : undefined;
  }

  private firstTime(warning: ProxyTrustWarning): ProxyTrustWarning | undefined {
    if (this.reported.has(warning.problem)) return undefined;
    this.reported.add(warning.problem);
    return warning;
  }
}
