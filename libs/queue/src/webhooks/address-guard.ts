import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of webhook deliveries (docs/integrations.md, "SSRF rules"). A webhook is a
 * request the server makes to an address an admin typed: without this guard, that admin (or
 * whoever holds an admin token) could make the server reach the cloud's metadata service, the
 * database or anything else on the private network. Only global unicast addresses pass; loopback
 * only when the deployment allows it (WEBHOOK_ALLOW_LOOPBACK, for development and tests).
 */
export interface AddressPolicy {
  allowLoopback: boolean;
}

/** Turns a host name into its addresses; injected in tests so that no query leaves the machine. */
export type HostResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: HostResolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export class WebhookAddressRefused extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'WebhookAddressRefused';
  }
}

/** Why an address may not be reached, or undefined when it may. */
export function refusalOf(address: string, policy: AddressPolicy): string | undefined {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  if (range === 'loopback' && policy.allowLoopback) return undefined;
  // ipaddr's names: private, loopback, linkLocal (169.254/16 with the metadata service, fe80::/10),
  // carrierGradeNat, uniqueLocal (fc00::/7), ipv4Mapped (::ffff:0:0/96), reserved, multicast…
  return `${address} is a ${range} address, which webhooks may not reach`;
}

const bare = (hostname: string) => (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname);

/**
 * The URL an admin typed, checked for what can be seen without resolving it: https (or http to a
 * loopback host when loopback is allowed), no credentials, and a literal address that passes.
 */
export function parseWebhookUrl(raw: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookAddressRefused('url must be an absolute https:// URL');
  }
  if (url.username || url.password) throw new WebhookAddressRefused('url must not carry a user name or password');
  const host = bare(url.hostname);
  if (url.protocol === 'http:') {
    const loopbackHost = host === 'localhost' || (isIP(host) !== 0 && ipaddr.parse(host).range() === 'loopback');
    if (!(policy.allowLoopback && loopbackHost)) throw new WebhookAddressRefused('url must use https');
  } else if (url.protocol !== 'https:') {
    throw new WebhookAddressRefused('url must use https');
  }
  if (isIP(host) !== 0) {
    const refusal = refusalOf(host, policy);
    if (refusal) throw new WebhookAddressRefused(refusal);
  }
  return url;
}

/**
 * The addresses of `hostname`, every one of them checked: a name that resolves to a refused
 * address anywhere in its answer is refused, so a mixed answer cannot slip one past the guard.
 */
export async function resolveAllowed(hostname: string, resolver: HostResolver, policy: AddressPolicy): Promise<{ address: string; family: number }[]> {
  const host = bare(hostname);
  if (isIP(host) !== 0) {
    const refusal = refusalOf(host, policy);
    if (refusal) throw new WebhookAddressRefused(refusal);
    return [{ address: host, family: isIP(host) }];
  }
  let answers: { address: string; family: number }[];
  try {
    answers = await resolver(host);
  } catch (err) {
    throw new WebhookAddressRefused(`${host} does not resolve (${(err as Error).message})`);
  }
  if (answers.length === 0) throw new WebhookAddressRefused(`${host} does not resolve`);
  for (const { address } of answers) {
    const refusal = refusalOf(address, policy);
    if (refusal) throw new WebhookAddressRefused(`${host} resolves to ${refusal.replace(/^\S+ is/, 'an address that is')}`);
  }
  return answers;
}

/** A whole URL checked: its form, then its host's addresses. */
export async function checkWebhookUrl(raw: string, resolver: HostResolver, policy: AddressPolicy): Promise<URL> {
  const url = parseWebhookUrl(raw, policy);
  await resolveAllowed(url.hostname, resolver, policy);
  return url;
}

/**
 * A `lookup` for the HTTPS request: resolves once, checks every address and hands the socket the
 * address it checked. The connection goes where the check looked: there is no second resolution
 * for a rebinding DNS server to answer differently.
 */
export function guardedLookup(resolver: HostResolver, policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, resolver, policy).then(
      (answers) => {
        const wanted = options.family === 4 || options.family === 6 ? answers.filter((a) => a.family === options.family) : answers;
        const chosen = wanted.length > 0 ? wanted : answers;
        if (options.all) callback(null, chosen);
        else callback(null, chosen[0]!.address, chosen[0]!.family);
      },
      (err: Error) => callback(Object.assign(err, { code: 'EWEBHOOKREFUSED' }) as NodeJS.ErrnoException, '', 0),
    );
  };
}
