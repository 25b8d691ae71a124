import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_WITHIN_MS = 180_000;

export interface NpmStart {
  /** The embedded PostgreSQL's pid, from its lock file. */
  postgresPid: number;
  /** Everything printed so far. */
  output(): string;
  /** Types Ctrl+C into the terminal (terminal runs only) and waits for the exit. */
  ctrlC(): Promise<{ code: number | null; output: string }>;
  /** Signals npm's own process and waits for it to exit (it may leave its script running). */
  signalNpm(signal: NodeJS.Signals): Promise<{ code: number | null; output: string }>;
  /** Resolves once no process names the data folder any more (at most 60 s, then rejects). */
  gone(): Promise<void>;
}

/**
 * `npm start` in this checkout as an operator runs it: in a pseudo-TTY made by util-linux `script`
 * (typing into its stdin is typing at the terminal), or with plain pipes as a process manager
 * would. Resolves once the product says it is running and answers /api/health.
 */
export async function startWithNpm(env: Record<string, string>, { terminal }: { terminal: boolean }): Promise<NpmStart> {
  const childEnv = { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', TERM: 'xterm', ...env };
  const child: ChildProcess = terminal
    ? // `exec`: npm leads the terminal's foreground process group, as when typed at an interactive shell.
      spawn('script', ['--quiet', '--flush', '--return', '--command', 'exec npm start', '/dev/null'], {
        cwd: ROOT,
        env: { ...childEnv, SHELL: '/bin/sh' },
        stdio: ['pipe', 'pipe', 'pipe'],
      })
    : spawn('npm', ['start'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (d: Buffer) => void (log += d.toString());
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const dataDir = env.DATA_DIR!;
  const url = `http://127.0.0.1:${env.PORT}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  while (
    !(
      log.includes('Press Ctrl+C to stop.') &&
      (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
        (r) => r.ok,
        () => false,
      ))
    )
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`npm start did not get the product running:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const postgresPid = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n', 1)[0]);
  const finish = async () => ({ code: await exited, output: log });
  return {
    postgresPid,
    output: () => log,
    ctrlC: async () => {
      child.stdin!.write('\x03');
      return finish();
    },
    signalNpm: async (signal) => {
      child.kill(signal);
      return finish();
    },
    gone: async () => {
      const until = Date.now() + 60_000;
      while ((await processesNaming(dataDir)).length > 0) {
        if (Date.now() > until) throw new Error(`still running: ${(await processesNaming(dataDir)).join('; ')}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  };
}

/** Every process whose command line or environment names `text` (a data folder): "pid command". */
export async function processesNaming(text: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const read = (file: string) => readFile(`/proc/${entry}/${file}`, 'utf8').catch(() => '');
    const [commandLine, environment] = await Promise.all([read('cmdline'), read('environ')]);
    if (commandLine.includes(text) || environment.includes(text)) found.push(`${entry} ${commandLine.split('\0').join(' ').trim()}`);
  }
  return found;
}

/** `git status --porcelain` of this checkout. */
export async function gitStatus(): Promise<string> {
  return (await promisify(execFile)('git', ['status', '--porcelain'], { cwd: ROOT })).stdout;
}
