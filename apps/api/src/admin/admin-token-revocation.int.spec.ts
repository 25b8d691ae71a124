import { SignJWT } from 'jose';
import { EventStore } from '@intake/event-store';
import { postJson, startApi, TEST_ADMIN, type ApiHarness } from '../testing/api-harness.js';
import { ensureAdmin } from './admin-accounts.js';

describe('admin tokens are tied to the account (real HTTP, real Postgres)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const signIn = async (password = TEST_ADMIN.password) => {
    const res = await postJson<{ access_token: string }>(api, '/api/login', { ...TEST_ADMIN, password });
    expect(res.status).toBe(200);
    return res.body.access_token;
  };
  const read = (token: string) => fetch(`${api.url}/analytics/work-with-us?limit=1`, { headers: { authorization: `Bearer ${token}` } });

  it('POST /api/admin/logout revokes that token on the server, and only that one', async () => {
    const token = await signIn();
    const other = await signIn();
    expect((await read(token)).status).toBe(200);
    const out = await postJson(api, '/api/admin/logout', undefined, { authorization: `Bearer ${token}` });
    expect(out.status).toBe(200);
    const after = await read(token);
    expect(after.status).toBe(401);
    expect((await after.json()).detail).toBeTruthy();
    expect((await read(other)).status).toBe(200);
    expect((await postJson(api, '/api/admin/logout', undefined, { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('a password change revokes every token issued before it', async () => {
    const token = await signIn();
    expect((await read(token)).status).toBe(200);
    const store = new EventStore(api.database.db);
    await ensureAdmin(store, { username: TEST_ADMIN.username, password: 'a brand new password', projectName: TEST_ADMIN.project_name });
    expect((await read(token)).status).toBe(401);
    const fresh = await signIn('a brand new password');
    expect((await read(fresh)).status).toBe(200);
    await ensureAdmin(store, { username: TEST_ADMIN.username, password: TEST_ADMIN.password, projectName: TEST_ADMIN.project_name });
  });

  it('refuses a correctly signed token for an account or a project that does not exist', async () => {
    const key = new TextEncoder().encode(api.config.jwtSecret);
    const token = await signIn();
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    for (const forged of [{ sub: 'mallory' }, { project: 'elsewhere' }]) {
      const jwt = await new SignJWT({ ...claims, ...forged }).setProtectedHeader({ alg: 'HS256' }).sign(key);
      expect((await read(jwt)).status).toBe(401);
    }
    // The old token shape (no jti, no credential stamp), correctly signed, is refused too.
    const legacy = await new SignJWT({ project: TEST_ADMIN.project_name, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(TEST_ADMIN.username)
      .setIssuer('innovation-intake')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect((await read(legacy)).status).toBe(401);
  });
});
