import { ADMIN_MESSAGES } from '@intake/contracts';
import { startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';

describe('admin login and guarded reads', () => {
  let api: ApiHarness;
  const login = (body: unknown, path = '/api/login') =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  it('signs in on both paths with the account ensured at start', async () => {
    for (const path of ['/api/login', '/login']) {
      const res = await login(TEST_ADMIN, path);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { access_token: string; user: { username: string; project_name: string } };
      expect(body.access_token.split('.')).toHaveLength(3);
      expect(body.user).toEqual({ username: 'tester', project_name: 'innovation-intake', role: 'owner' });
    }
  });

  it.each([
    ['a wrong password', { ...TEST_ADMIN, password: 'nope-nope' }],
    ['an unknown user', { ...TEST_ADMIN, username: 'mallory' }],
    ['another project', { ...TEST_ADMIN, project_name: 'elsewhere' }],
  ])('answers 401 with the spec message for %s', async (_l, body) => {
    const res = await login(body);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { detail: string }).detail).toBe(ADMIN_MESSAGES.invalidCredentials);
  });

  it('validates the login body', async () => {
    const res = await login({ username: 'x' });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/password/);
  });

  it('guards admin reads: no token, a forged token and a good one', async () => {
    expect((await fetch(`${api.url}/analytics/work-with-us?limit=100`)).status).toBe(401);
    const forged = await fetch(`${api.url}/analytics/work-with-us`, { headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { detail: string }).detail).toBeTruthy();
    const ok = await fetch(`${api.url}/analytics/work-with-us?limit=100`, { headers: { authorization: `Bearer ${await api.adminToken()}` } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ success: true, submissions: [] });
    const bad = await fetch(`${api.url}/analytics/work-with-us?limit=-1`, { headers: { authorization: `Bearer ${await api.adminToken()}` } });
    expect(bad.status).toBe(400);
  });

  it('answers the three health paths and the public config', async () => {
    for (const p of ['/api/guide/health', '/api/health', '/health']) {
      const res = await fetch(`${api.url}${p}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    }
    expect(await (await fetch(`${api.url}/api/public-config`)).json()).toEqual({ contact_email: api.config.contactEmail });
    const unknown = await fetch(`${api.url}/api/nope`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { detail: string }).detail).toBeTruthy();
  });
});
