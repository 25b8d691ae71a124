import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliFailure } from '../cli/run-cli.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LAUNCHER = path.join(ROOT, 'tools/dist/start.js');

export interface LaunchedProduct {
  url: string;
  /** The product's process, for reading its CPU time. */
  pid: number;
  /** SIGTERM (SIGKILL after 15 s), then the throw-away data folder goes. */
  stop(): Promise<void>;
  /** Sends `signal` and waits for the exit: its code and what the product printed (its tail). */
  signal(signal: NodeJS.Signals): Promise<{ code: number | null; output: string }>;
  /** What the product has printed so far (its last 20,000 characters). */
  output(): string;
}

/**
 * The hourly budgets on mail to visitor-typed addresses (docs/emails.md), out of a bench's way: a
 * bench completes far more conversations an hour than real visitors do, each to its own address,
 * and would otherwise measure refusals instead of the emails' cost.
 */
export const UNBUDGETED_VISITOR_EMAILS = {
  VISITOR_EMAIL_ADDRESSES_PER_HOUR: '1000000',
  VISITOR_EMAILS_PER_DOMAIN_PER_HOUR: '1000000',
  VISITOR_EMAILS_PER_HOUR: '1000000',
};

/**
 * The allocator setting `npm start` and the image give the product (package.json, Dockerfile):
 * buffers of 128 kB and more are mapped and unmapped on their own, and freed memory above 128 kB
 * goes back to the system, instead of glibc raising its thresholds and keeping freed pages resident
 * (docs/soak.md, sixth run).
 */
export const PRODUCT_ALLOCATOR = 'glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The built product as `npm start` runs it, in its own process (so a load generator does not
 * share its event loop), on a free port with a throw-away data folder. `env` adds to its
 * environment (a DATA_DIR or PORT given there is used, and the folder is then the caller's);
 * without DATABASE_URL it runs an embedded PostgreSQL on another free port.
 */
export async function launchProduct(env: Record<string, string> = {}): Promise<LaunchedProduct> {
  if (!existsSync(LAUNCHER)) throw new CliFailure('tools/dist/start.js is missing: run `npm run build` first.');
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'intake-bench-')));
  const port = env.PORT ? Number(env.PORT) : await freePort();
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
      NODE_ENV: 'production',
      GLIBC_TUNABLES: PRODUCT_ALLOCATOR,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // Kept for the error below; only its tail, as a long benchmark would grow it without end.
  const keep = (d: Buffer) => void (log = (log + d.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    // Retried: an embedded PostgreSQL may still be finishing its shutdown in it.
    if (ownDataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  };
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode === null) child.kill(sig);
    return { code: await exited, output: log };
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  // Each probe gives up after a second: something else on the port may accept and never answer.
  while (
    !(await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new CliFailure(`The product did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid!, stop, signal, output: () => log };
}
