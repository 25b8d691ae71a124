import { EventStore } from '@intake/event-store';
import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import { ensureAdmin } from './admin-accounts.js';

describe('ensureAdmin (each api replica runs it at start)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('lets replicas starting together all start: one creates the admin, the others find it', async () => {
    const input = { username: 'admin', password: 'a-long-enough-password', projectName: 'innovation-intake' };
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => ensureAdmin(new EventStore(database.db), input)));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'unchanged')).toHaveLength(3);
  });
});
