import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { eventually, freePort, type ApiHarness } from './api-harness.js';

export { freePort };

const WORKER_MAIN = fileURLToPath(new URL('../../../worker/dist/main.js', import.meta.url));

/** The built worker as its own process, as `node apps/worker/dist/main.js` runs in production. */
export function spawnWorker(api: ApiHarness, env: Record<string, string> = {}): ChildProcess {
  if (!existsSync(WORKER_MAIN)) throw new Error('apps/worker/dist/main.js is missing: run `npm run build` first (npm test does)');
  return spawn(process.execPath, [WORKER_MAIN], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: api.config.databaseUrl!,
      DATA_DIR: api.dataDir,
      QUEUE_PREFIX: api.config.queuePrefix,
      LOG_LEVEL: 'warn',
      ...(api.config.redisUrl ? { REDIS_URL: api.config.redisUrl } : {}),
      ...env,
    },
    stdio: 'ignore',
  });
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));

/** A private redis-server (no persistence) on a free port, ready when this resolves. */
export async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await eventually(
    () =>
      redisCommand(port, 'PING').then(
        (r) => r.startsWith('+PONG'),
        () => false,
      ),
    10_000,
  );
  return redis;
}

/** One inline command to Redis, answered with its raw reply. */
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
