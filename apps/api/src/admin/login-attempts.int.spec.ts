import { ADMIN_MESSAGES } from '@intake/contracts';
import { startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';
import { FAILURES_PER_ACCOUNT } from './login-attempts.service.js';

describe('admin sign-in slows password guessing (real api)', () => {
  let api: ApiHarness;
  const login = (body: unknown) =>
    fetch(`${api.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('refuses an account after five failed tries, even with the right password, and says when to retry', async () => {
    const ok = await login(TEST_ADMIN);
    expect(ok.status).toBe(200);
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) {
      const res = await login({ ...TEST_ADMIN, password: `guess number ${i}` });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { detail: string }).detail).toBe(ADMIN_MESSAGES.invalidCredentials);
    }
    const refused = await login(TEST_ADMIN);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { detail: string }).detail).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('counts per account: another account from the same address still signs in its own way', async () => {
    const other = await login({ ...TEST_ADMIN, username: 'someone-else' });
    expect(other.status).toBe(401);
  });
});
