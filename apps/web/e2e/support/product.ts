import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LAUNCHER = path.join(ROOT, 'tools/dist/start.js');

/**
 * Waits for the product's embedded PostgreSQL to exit (it removes its postmaster.pid), and kills
 * it if it outlives the product: a product killed while stopping it leaves it finishing its
 * shutdown, writing into the folder about to be removed.
 */
async function embeddedPostgresGone(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const deadline = Date.now() + 10_000;
  while (existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n', 1)[0]);
  if (pid > 0) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone (the file outlived a crash).
    }
  }
}

export interface RunningProduct {
  url: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The built product started exactly as `npm start` starts it (tools/dist/start.js), on its own
 * ports and data folder: with no DATABASE_URL it brings up its embedded PostgreSQL.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  if (!existsSync(LAUNCHER) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The product is not built: run `npm run build` first (npm test does).');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'intake-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [LAUNCHER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
      // Many visitors are played from this host with X-Forwarded-For (DESIGN, "Per-address rate
      // budgets apply to tests and benches too"); the product believes none unless told.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode} during start:\n${log}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not answer /api/health within 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await embeddedPostgresGone(dataDir);
      await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
