import net from 'node:net';

export interface TcpForwarder {
  /** The loopback port it listens on. */
  port: number;
  /** Connections it forwarded so far. */
  forwarded(): number;
  /** Connections it accepted and dropped while cut. */
  refused(): number;
  /** An outage: every open connection is dropped and new ones are refused until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * A byte-for-byte TCP forwarder on 127.0.0.1, like socat, stunnel, ssh -L or HAProxy in TCP mode:
 * whatever a client sends (its own X-Forwarded-For included) reaches the target unchanged, from
 * the forwarder's loopback address. Cut, it plays the target being gone (a database outage).
 */
export async function startTcpForwarder(target: { host: string; port: number }): Promise<TcpForwarder> {
  const open = new Set<net.Socket>();
  let down = false;
  let count = 0;
  let refusedCount = 0;
  const server = net.createServer((client) => {
    if (down) {
      refusedCount++;
      return client.destroy();
    }
    count++;
    const upstream = net.connect(target.port, target.host);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    forwarded: () => count,
    refused: () => refusedCount,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
