import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  API_KEY_PATTERN,
  apiKeyListResponseSchema,
  auditListResponseSchema,
  createApiKeyResponseSchema,
  type ApiKeyScope,
  type AuditEntry,
  type CreateApiKeyResponse,
} from '@intake/contracts';
import { createApiApp } from '../../create-api-app.js';
import { createLogger } from '../../platform/logging/logger.js';
import { eventually, freePort, postJson, startApi, type ApiHarness } from '../../testing/api-harness.js';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function call(url: string, path: string, key: string, init: RequestInit = {}): Promise<{ status: number; body: any; retryAfter: string | null }> {
  const res = await fetch(`${url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${key}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, retryAfter: res.headers.get('retry-after') };
}

async function createKey(api: ApiHarness, scopes: ApiKeyScope[], expiresAt = inDays(30), name = `key ${scopes.join(' ')}`): Promise<CreateApiKeyResponse> {
  const res = await postJson(api, '/api/admin/api-keys', { name, scopes, expires_at: expiresAt }, { authorization: `Bearer ${await api.adminToken()}` });
  expect(res.status).toBe(201);
  return createApiKeyResponseSchema.parse(res.body);
}

describe('API keys through the real api and PostgreSQL: create, use, audit, revoke', () => {
  let api: ApiHarness;
  let second: NestFastifyApplication;
  let secondUrl: string;
  let admin: Record<string, string>;

  const auditEntries = async (): Promise<AuditEntry[]> => {
    const res = await fetch(`${api.url}/api/admin/audit?limit=1000`, { headers: admin });
    return auditListResponseSchema.parse(await res.json()).entries;
  };

  beforeAll(async () => {
    api = await startApi();
    admin = { authorization: `Bearer ${await api.adminToken()}` };
    // A second replica on the same database, running no processors: what scale-out runs.
    const port = await freePort();
    second = await createApiApp({ ...api.config, port, runProcessors: false }, createLogger('silent'));
    await second.listen(port, '127.0.0.1');
    secondUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('shows the key once, stores it hashed, uses it on every replica, audits each use and refuses it on every replica the moment it is revoked', async () => {
    const created = await createKey(api, ['responses:read', 'analytics:read'], inDays(30), 'Partner CRM');
    expect(created.secret).toMatch(API_KEY_PATTERN);
    expect(created.key).toMatchObject({
      name: 'Partner CRM',
      scopes: ['responses:read', 'analytics:read'],
      state: 'active',
      last_used_at: null,
      revoked_at: null,
    });

    // The list never holds the key, and neither do the read model nor the log (only its SHA-256).
    const list = apiKeyListResponseSchema.parse((await call(api.url, '/api/admin/api-keys', admin.authorization!.slice(7))).body);
    expect(list.keys.map((k) => k.key_id)).toContain(created.key.key_id);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const logged = await api.database.pool.query<{ data: unknown }>(`select data from events where stream_id = $1`, [`api-key-${created.key.key_id}`]);
    expect(logged.rows).toHaveLength(1);
    expect(JSON.stringify(logged.rows)).not.toContain(created.secret.slice(36));
    expect(JSON.stringify(logged.rows)).toMatch(/"secret_sha256":"[0-9a-f]{64}"/);

    // Used on both replicas; each use is one audit entry naming the key and what it read.
    const forms = await call(api.url, '/analytics/forms?limit=5', created.secret);
    expect(forms.status).toBe(200);
    expect(forms.body.success).toBe(true);
    expect((await call(secondUrl, '/stats', created.secret)).status).toBe(200);
    const actor = `API key "Partner CRM" (ik_${created.key.key_id.slice(0, 8)}…)`;
    const uses = await eventually(async () => {
      const mine = (await auditEntries()).filter((e) => e.actor === actor);
      return mine.length === 2 && mine;
    }, 60_000);
    expect(uses.map((e) => e.subject).sort()).toEqual(['GET /stats', 'form submissions list, 0 shown']);
    expect(uses.every((e) => e.action === 'api-key')).toBe(true);
    // A handler's refusal (an unknown response) is a use too, recorded with its status.
    expect((await call(api.url, '/api/admin/responses/chat/00000000-0000-4000-8000-000000000000', created.secret)).status).toBe(404);
    await eventually(
      async () => (await auditEntries()).some((e) => e.actor === actor && e.subject === 'GET /api/admin/responses/:channel/:id (refused: 404)'),
      60_000,
    );
    const used = await eventually(async () => {
      const row = apiKeyListResponseSchema
        .parse((await call(api.url, '/api/admin/api-keys', admin.authorization!.slice(7))).body)
        .keys.find((k) => k.key_id === created.key.key_id);
      return row?.last_used_at ? row : undefined;
    }, 60_000);
    expect(Date.parse(used.last_used_at!)).toBeGreaterThan(Date.parse(used.created_at) - 1);

    // Revoked through one replica: the very next call is refused on both.
    const revoked = await postJson(api, `/api/admin/api-keys/${created.key.key_id}/revoke`, undefined, admin);
    expect(revoked).toEqual({ status: 200, body: { success: true, revoked: true } });
    for (const url of [secondUrl, api.url]) {
      const refused = await call(url, '/analytics/forms', created.secret);
      expect(refused.status).toBe(401);
      expect(refused.body.detail).toBe('This API key has been revoked.');
    }
    expect((await postJson(api, `/api/admin/api-keys/${created.key.key_id}/revoke`, undefined, admin)).body).toEqual({ success: true, revoked: false });
    expect((await postJson(api, `/api/admin/api-keys/${'0'.repeat(32)}/revoke`, undefined, admin)).status).toBe(404);
    // The admin's creation and revocation are in the trail too, by the admin.
    const label = `API key "Partner CRM" (ik_${created.key.key_id.slice(0, 8)}…)`;
    await eventually(async () => {
      const byAdmin = (await auditEntries()).filter((e) => e.action === 'api-key' && e.actor === 'tester' && e.subject.includes(label));
      return byAdmin.length === 2 && byAdmin;
    }, 60_000);
    const trail = (await auditEntries()).filter((e) => e.subject.includes(label)).map((e) => e.subject);
    expect(trail).toEqual([`revoked ${label}`, `created ${label} reading responses:read, analytics:read, until ${created.key.expires_at}`]);
    const after = apiKeyListResponseSchema.parse((await call(api.url, '/api/admin/api-keys', admin.authorization!.slice(7))).body);
    expect(after.keys.find((k) => k.key_id === created.key.key_id)?.state).toBe('revoked');
  });

  it('refuses a key once it has expired', async () => {
    const created = await createKey(api, ['analytics:read'], new Date(Date.now() + 3000).toISOString());
    expect((await call(api.url, '/analytics/realtime', created.secret)).status).toBe(200);
    const refused = await eventually(async () => {
      const res = await call(api.url, '/analytics/realtime', created.secret);
      return res.status === 401 && res;
    }, 30_000);
    expect(refused.body.detail).toMatch(/^This API key expired on /);
    await eventually(
      async () =>
        apiKeyListResponseSchema
          .parse((await call(api.url, '/api/admin/api-keys', admin.authorization!.slice(7))).body)
          .keys.find((k) => k.key_id === created.key.key_id)?.state === 'expired',
    );
  });

  it('answers 403 with a detail for a scope the key lacks, a write, and key management; 401 for unknown or wrong keys', async () => {
    const analyticsOnly = await createKey(api, ['analytics:read']);
    const wrongScope = await call(api.url, '/analytics/forms', analyticsOnly.secret);
    expect(wrongScope.status).toBe(403);
    expect(wrongScope.body.detail).toBe('This API key does not have the scope "responses:read" that this route needs.');

    const all = await createKey(api, ['responses:read', 'analytics:read', 'export']);
    const write = await call(api.url, '/api/admin/responses/chat/00000000-0000-4000-8000-000000000000/status', all.secret, {
      method: 'POST',
      body: JSON.stringify({ status: 'reviewed' }),
    });
    expect(write.status).toBe(403);
    expect(write.body.detail).toMatch(/^API keys cannot call this route/);
    const mint = await call(api.url, '/api/admin/api-keys', all.secret, {
      method: 'POST',
      body: JSON.stringify({ name: 'x', scopes: ['export'], expires_at: inDays(1) }),
    });
    expect(mint.status).toBe(403);

    const unknownKey = `ik_${'0'.repeat(32)}_${all.secret.slice(36)}`;
    const wrongSecret = `${all.secret.slice(0, 36)}${'A'.repeat(43)}`;
    for (const key of [unknownKey, wrongSecret, 'ik_not-a-key']) {
      const res = await call(api.url, '/analytics/forms', key);
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('This API key is not valid.');
    }
  });

  it('refuses a creation without a name or scope, or with an expiry in the past or beyond a year, with a detail', async () => {
    for (const body of [
      { name: '', scopes: ['export'], expires_at: inDays(1) },
      { name: 'x', scopes: [], expires_at: inDays(1) },
      { name: 'x', scopes: ['export', 'export'], expires_at: inDays(1) },
      { name: 'x', scopes: ['write'], expires_at: inDays(1) },
      { name: 'x', scopes: ['export'], expires_at: inDays(-1) },
      { name: 'x', scopes: ['export'], expires_at: inDays(400) },
      { name: 'x', scopes: ['export'] },
    ]) {
      const res = await postJson<{ detail?: string }>(api, '/api/admin/api-keys', body, admin);
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    expect((await postJson(api, '/api/admin/api-keys', { name: 'x', scopes: ['export'], expires_at: inDays(1) })).status).toBe(401);
  });
});

describe.each(['postgres', 'redis'] as const)('API keys: each key has its own rate budget, on the %s store every replica shares', (store) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi({ RATE_LIMITS: 'true', RATE_LIMIT_API_KEY_PER_MINUTE: '3', ...(store === 'redis' ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}) });
  });
  afterAll(() => api?.close());

  it('answers 429 with Retry-After and a detail past the budget, for that key only', async () => {
    const first = await createKey(api, ['analytics:read']);
    const other = await createKey(api, ['analytics:read']);
    for (let i = 0; i < 3; i++) expect((await call(api.url, '/analytics/realtime', first.secret)).status).toBe(200);
    const over = await call(api.url, '/analytics/realtime', first.secret);
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(over.body.detail).toMatch(/^This API key has made its 3 calls for this minute\. Please wait \d+ seconds and try again\.$/);
    // Another key, and the admin on the same address, are not held back by it.
    expect((await call(api.url, '/analytics/realtime', other.secret)).status).toBe(200);
    expect((await call(api.url, '/analytics/realtime', await api.adminToken())).status).toBe(200);
    // A wrong secret for the key's id spends nothing and is refused as invalid, not as over budget.
    expect((await call(api.url, '/analytics/realtime', `${other.secret.slice(0, 36)}${'A'.repeat(43)}`)).status).toBe(401);
  });
});
