import dns from 'node:dns';
import net from 'node:net';

type Lookup = NonNullable<net.TcpNetConnectOpts['lookup']>;

const isLoopback = (host: string) => host === '::1' || host.startsWith('127.') || host.startsWith('::ffff:127.');

/**
 * Tests that reach for addresses send traffic to loopback only. Installed, this makes any TCP
 * socket of this process that would connect elsewhere fail before connecting, and records the
 * attempt: a literal address is checked as `connect` receives it, a host name's addresses as its
 * lookup (the caller's own, or the system's) answers. A guard under test that failed to refuse
 * an address then fails the test instead of sending a packet off the machine.
 */
export function loopbackOnlySockets(): { attempts: string[]; restore(): void } {
  const original = net.Socket.prototype.connect;
  const attempts: string[] = [];
  const checking =
    (inner: Lookup): Lookup =>
    (hostname, options, callback) =>
      inner(hostname, options, (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => {
        if (err) return callback(err, address as string, family);
        const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
        const outside = addresses.filter((a) => !isLoopback(a));
        if (outside.length > 0) {
          attempts.push(...outside);
          return callback(new Error(`test guard: ${hostname} led to ${outside.join(', ')} (only loopback is allowed)`), '', 0);
        }
        return callback(null, address as string, family);
      });
  net.Socket.prototype.connect = function guarded(this: net.Socket, ...args: unknown[]) {
    const first = args[0];
    const options = (Array.isArray(first) ? first[0] : first) as unknown;
    if (typeof options === 'object' && options !== null && 'port' in options) {
      const tcp = options as net.TcpNetConnectOpts;
      const host = tcp.host ?? 'localhost';
      if (net.isIP(host) !== 0) {
        if (!isLoopback(host)) {
          attempts.push(host);
          throw new Error(`test guard: a socket to ${host} was attempted (only loopback is allowed)`);
        }
      } else {
        tcp.lookup = checking(tcp.lookup ?? (dns.lookup as unknown as Lookup));
      }
    }
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof original;
  return {
    attempts,
    restore() {
      net.Socket.prototype.connect = original;
    },
  };
}
