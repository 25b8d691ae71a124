import { createTestDatabase, type TestDatabase } from '@intake/event-store/testing';
import type { Kysely } from 'kysely';
import pino from 'pino';
import type { Database } from '../platform/database/database.types.js';
import { TooManyRequestsError } from '../platform/errors/domain-errors.js';
import { FAILURES_PER_ACCOUNT, FAILURES_PER_ADDRESS, LoginAttempts } from './login-attempts.service.js';
import { LoginFailuresRepository } from './login-failures.repository.js';

const at = (username: string, ip = '203.0.113.7') => ({ username, projectName: 'innovation-intake', ip });
const MINUTE = 60_000;
const T0 = Date.parse('2026-11-24T09:00:00Z');

describe('LoginAttempts on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  /** A replica of the api: its own service over the shared table. */
  const replica = () => new LoginAttempts(new LoginFailuresRepository(db), pino({ level: 'silent' }));
  const refusal = (p: Promise<void>) =>
    p.then(
      () => undefined,
      (err: unknown) => err,
    );

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db as Kysely<Database>;
  });
  afterEach(() => database.drop());

  it('refuses an account and address pair after its failures; the same account elsewhere may still try', async () => {
    const attempts = replica();
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) await attempts.failed(at('Ada'), T0);
    // Names are matched without case or surrounding spaces, as the sign-in itself matches them.
    await expect(attempts.admit(at(' ada '), T0 + 1000)).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(attempts.admit(at('ada', '198.51.100.1'), T0 + 1000)).resolves.toBeUndefined();
  });

  it('refuses an address that tried many accounts, whichever it tries next, and says how long', async () => {
    const attempts = replica();
    for (let i = 0; i < FAILURES_PER_ADDRESS; i++) await attempts.failed(at(`user${i}`), T0);
    expect(await refusal(attempts.admit(at('fresh-name'), T0 + MINUTE))).toMatchObject({
      status: 429,
      retryAfterSeconds: 14 * 60,
      detail: 'Too many failed sign-in attempts. Please try again in 14 minutes.',
    });
    await expect(attempts.admit(at('fresh-name', '198.51.100.1'), T0 + MINUTE)).resolves.toBeUndefined();
  });

  it('a success clears its account, not the address count', async () => {
    const attempts = replica();
    for (let i = 0; i < FAILURES_PER_ACCOUNT - 1; i++) await attempts.failed(at('ada'), T0);
    await attempts.succeeded(at('ada'));
    await attempts.failed(at('ada'), T0);
    await expect(attempts.admit(at('ada'), T0)).resolves.toBeUndefined();
    const left = await db.selectFrom('admin_login_failures').select('key').execute();
    expect(left.filter((r) => r.key.startsWith('address\n'))).toHaveLength(FAILURES_PER_ACCOUNT);
  });

  it('every replica counts the same failures, and a new process (a restart) still knows them', async () => {
    const [first, second] = [replica(), replica()];
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) await (i % 2 ? first : second).failed(at('ada'), T0 + i);
    await expect(first.admit(at('ada'), T0 + MINUTE)).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(replica().admit(at('ada'), T0 + MINUTE)).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('lets the account try again once the oldest counted failure is 15 minutes old, and prunes what left the window', async () => {
    const attempts = replica();
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) await attempts.failed(at('ada'), T0 + i * MINUTE);
    expect(await refusal(attempts.admit(at('ada'), T0 + 4 * MINUTE))).toMatchObject({ retryAfterSeconds: 11 * 60 });
    await expect(attempts.admit(at('ada'), T0 + 15 * MINUTE)).resolves.toBeUndefined();
    // A later failure removes every row older than the window, whichever key it belongs to.
    await attempts.failed(at('bob', '198.51.100.9'), T0 + 16 * MINUTE + 1);
    const times = await db.selectFrom('admin_login_failures').select('failed_at').execute();
    expect(times.every((r) => new Date(r.failed_at).getTime() > T0 + MINUTE)).toBe(true);
    expect(times).toHaveLength(2 * 3 + 2);
    // The periodic prune (every window) removes the rest once they are old, with no new failure.
    await new LoginFailuresRepository(db).prune(new Date(T0 + 16 * MINUTE + 1));
    expect(await db.selectFrom('admin_login_failures').select('key').execute()).toHaveLength(0);
  });
});
