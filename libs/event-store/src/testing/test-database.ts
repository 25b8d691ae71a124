import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createDb, createPool } from '../database.js';
import { MIGRATIONS_DIR, migrateToLatest } from '../migrate.js';

export const TEST_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  name: string;
  url: string;
  pool: pg.Pool;
  db: Kysely<any>;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function migrationsHash(): Promise<string> {
  const h = createHash('sha256');
  for (const f of (await readdir(MIGRATIONS_DIR)).sort()) h.update(f).update(await readFile(`${MIGRATIONS_DIR}/${f}`));
  return h.digest('hex').slice(0, 12);
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`drop database if exists "${name}" with (force)`).finally(() => c.end());
}

/** A new database with no schema at all (a restore's target: it applies the migrations itself), dropped by `drop`. */
export async function createEmptyDatabase(prefix: string, adminUrl = TEST_PG_ADMIN_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`).finally(() => admin.end());
  return { url: withDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/**
 * A fresh database for one test suite, cloned from a migrated template (made once per set of
 * migrations, under an advisory lock so parallel suites don't race).
 */
export async function createTestDatabase(adminUrl = TEST_PG_ADMIN_URL): Promise<TestDatabase> {
  const template = `intake_tpl_${await migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(7243001)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      await admin.query(`create database "${template}"`);
      const pool = createPool(withDatabase(adminUrl, template), 2);
      const tdb = createDb(pool);
      try {
        await migrateToLatest(tdb);
      } catch (err) {
        await tdb.destroy();
        await admin.query(`drop database "${template}"`);
        throw err;
      }
      await tdb.destroy();
    }
    await admin.query('select pg_advisory_unlock(7243001)');
    const name = `intake_t_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database "${name}" template "${template}"`);
    const url = withDatabase(adminUrl, name);
    const pool = createPool(url, 10);
    const db = createDb(pool);
    return {
      name,
      url,
      pool,
      db,
      async drop() {
        await db.destroy().catch(() => undefined);
        await dropDatabase(adminUrl, name);
      },
    };
  } finally {
    await admin.end();
  }
}
