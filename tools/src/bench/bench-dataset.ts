import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, createPool, migrateToLatest } from '@intake/event-store';
import { createTestDatabase, TEST_PG_ADMIN_URL } from '@intake/event-store/testing';

/** The database one volume of a bench runs against, and whether its traffic is already loaded. */
export interface BenchDataset {
  url: string;
  db: Kysely<any>;
  /** True when a kept dataset of the same volume and days was found complete and is reused as is. */
  loaded: boolean;
  /** Records that the load and projections finished (a kept dataset interrupted midway is reloaded). */
  markLoaded(): Promise<void>;
  close(): Promise<void>;
}

function urlOf(name: string): string {
  const u = new URL(TEST_PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/**
 * A throwaway database, or with `keep` one named after the volume that outlives the run: loading
 * 10M page views takes most of an hour, and timing the calls wants a quiet machine that the load
 * itself rules out, so the two can happen at different times.
 */
export async function openBenchDataset(volume: number, days: number, keep: boolean): Promise<BenchDataset> {
  if (!keep) {
    const t = await createTestDatabase();
    return { url: t.url, db: t.db, loaded: false, markLoaded: async () => undefined, close: () => t.drop() };
  }
  const name = `intake_bench_analytics_${volume}_${days}d`;
  const exists = await admin(async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1);
  if (!exists) await admin((c) => c.query(`create database "${name}"`));
  const url = urlOf(name);
  const db = createDb<any>(createPool(url, 10));
  // Migrations merged since the load apply to the kept data as they would on a live server.
  await migrateToLatest(db);
  await sql`create table if not exists bench_dataset (volume bigint not null, days int not null, loaded_at timestamptz not null default now())`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from bench_dataset where volume = ${volume} and days = ${days}`.execute(db);
  const loaded = rows[0]!.n > 0;
  if (!loaded && exists) {
    // Interrupted midway: start again from an empty database.
    await db.destroy();
    await admin((c) => c.query(`drop database "${name}" with (force)`));
    return openBenchDataset(volume, days, keep);
  }
  return {
    url,
    db,
    loaded,
    markLoaded: async () => {
      await sql`insert into bench_dataset (volume, days) values (${volume}, ${days})`.execute(db);
    },
    close: () => db.destroy(),
  };
}
