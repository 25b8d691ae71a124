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

describe('the sign-in throttle keys on the client address the trusted proxy forwards (TRUST_PROXY)', () => {
  const loginFrom = (api: ApiHarness, client: string, body: unknown) =>
    fetch(`${api.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, body: JSON.stringify(body) });
  const lockOutFrom = async (api: ApiHarness, client: string) => {
    for (let i = 0; i < FAILURES_PER_ACCOUNT; i++) expect((await loginFrom(api, client, { ...TEST_ADMIN, password: `guess ${i}` })).status).toBe(401);
  };

  it.each([
    ['behind an HTTP proxy on this host (TRUST_PROXY=loopback)', { TRUST_PROXY: 'loopback' }],
    ['with TRUST_PROXY=1 (one proxy hop)', { TRUST_PROXY: '1' }],
  ])('%s, a guesser does not lock out the admin who signs in from elsewhere', async (_label, env) => {
    const api = await startApi(env);
    try {
      await lockOutFrom(api, '203.0.113.9');
      expect((await loginFrom(api, '203.0.113.9', TEST_ADMIN)).status).toBe(429);
      expect((await loginFrom(api, '198.51.100.7', TEST_ADMIN)).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it.each([
    ['TRUST_PROXY=false', { TRUST_PROXY: 'false' }],
    ['TRUST_PROXY unset (the default trusts no proxy)', { TRUST_PROXY: '' }],
  ])('with %s the header is ignored: every request counts as its socket address', async (_label, env) => {
    const api = await startApi(env);
    try {
      await lockOutFrom(api, '203.0.113.9');
      expect((await loginFrom(api, '198.51.100.7', TEST_ADMIN)).status).toBe(429);
    } finally {
      await api.close();
    }
  });
});
