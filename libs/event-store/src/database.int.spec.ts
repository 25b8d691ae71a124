import { createPool } from './database.js';
import { createTestDatabase, type TestDatabase } from './testing/index.js';

describe('createPool (real Postgres)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('survives losing the connection of a client it has lent out between two queries, and serves on', async () => {
    const pool = createPool(database.url, 2);
    const errors: unknown[] = [];
    const onUncaught = (err: unknown) => errors.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      const lent = await pool.connect();
      const { rows } = await lent.query<{ pid: number }>('select pg_backend_pid() as pid');
      const ended = new Promise((resolve) => lent.once('end', resolve));
      // As in a PostgreSQL restart or an operator ending sessions: no query is running on it.
      await database.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await ended;
      await expect(lent.query('select 1')).rejects.toThrow(/not queryable/);
      lent.release(true);
      expect((await pool.query<{ x: number }>('select 2 as x')).rows).toEqual([{ x: 2 }]);
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await pool.end();
    }
  });
});
