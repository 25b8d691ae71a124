import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, type ApiHarness } from './api-harness.js';

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
