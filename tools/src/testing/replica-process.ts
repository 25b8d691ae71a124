import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function withApplicationName(url: string, name: string): string {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

export interface ReplicaProcess {
  name: string;
  pid: number;
  /** What it printed (its tail), for a failure message. */
  output(): string;
  exited: Promise<number | null>;
  /** The signal that ended it (null while running, or when it exited with a code). */
  exitSignal(): NodeJS.Signals | null;
  running(): boolean;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * One replica from the built output, as the compose file runs it (`node apps/api/dist/main.js`
 * or `node apps/worker/dist/main.js`). Its DATABASE_URL names its sessions (`application_name`,
 * which a connection string's parameters set over the pool's own), so pg_stat_activity tells
 * whose sessions hold the processors' advisory locks.
 */
export function startReplica(name: string, entry: 'apps/api/dist/main.js' | 'apps/worker/dist/main.js', env: Record<string, string>): ReplicaProcess {
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      ...(env.DATABASE_URL ? { DATABASE_URL: withApplicationName(env.DATABASE_URL, name) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d: Buffer) => void (log = (log + d.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // A pipe broken by a replica killed mid-write must not end the test process: it is the replica's
  // story, kept with its output ('read ECONNRESET' was once thrown at the scale-out suite itself).
  const broken = (err: Error) => keep(Buffer.from(`\n[${name}: ${err.message}]\n`));
  child.stdout!.on('error', broken);
  child.stderr!.on('error', broken);
  child.on('error', broken);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    pid: child.pid!,
    output: () => log,
    exited,
    exitSignal: () => child.signalCode,
    running: () => child.exitCode === null && child.signalCode === null,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
