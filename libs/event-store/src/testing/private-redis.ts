import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { waitFor } from './wait-for.js';

export interface PrivateRedis {
  port: number;
  url: string;
  /** Gone at once, as a crashed or unplugged server: no goodbye to its clients. */
  kill(): Promise<void>;
  /** Up again on the same port (empty unless started with a folder to keep its data in). */
  restart(): Promise<void>;
}

/** One command in Redis's inline protocol, answered with its raw reply. */
export function redisCommand(port: number, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('error', reject);
    socket.once('data', (d) => {
      resolve(d.toString());
      socket.end();
    });
    socket.write(`${command}\r\n`);
  });
}

/**
 * A redis-server of the test's own on `port`, so a test can take Redis away
 * without touching the machine's shared one on 6379.
 */
export async function startPrivateRedis(port: number, { keepIn }: { keepIn?: string } = {}): Promise<PrivateRedis> {
  let child: ChildProcess | undefined;
  // With a folder, every write is in its append-only file before Redis answers: a restart after a kill keeps the queue.
  const persistence = keepIn ? ['--dir', keepIn, '--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no'];
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence], { stdio: 'ignore' });
    await waitFor(
      `redis-server on port ${port} to answer PING`,
      () =>
        redisCommand(port, 'PING').then(
          (r) => r.startsWith('+PONG'),
          () => false,
        ),
      { timeoutMs: 10_000, intervalMs: 50 },
    );
  };
  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const gone = new Promise<void>((r) => running.once('exit', () => r()));
      running.kill('SIGKILL');
      await gone;
    },
    restart: start,
  };
}
