import type { FastifyInstance } from 'fastify';
import { API_KEY_SCOPES, createApiKeyResponseSchema, type ApiKeyScope } from '@intake/contracts';
import { apiRouteFor } from '@intake/contracts/http';
import { registeredRoutes } from '../../operations/registered-routes.js';
import { postJson, startApi, type ApiHarness } from '../../testing/api-harness.js';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const fill = (pattern: string) =>
  pattern
    .replace(':channel', 'chat')
    .replace(':keyId', '0'.repeat(32))
    .replace(/:[A-Za-z]+/g, SOME_ID);

/**
 * Walks every admin route the api registers, with keys: the routes the catalogue marks with a
 * scope answer a key holding it (and 403 without it); every other admin route refuses every key
 * with 401/403 and a detail. The catalogue feeds the OpenAPI document, the guard reads
 * @RequiresScope on the handler: this is where the two are held equal.
 */
describe('which admin routes take an API key, and with which scope (every registered route)', () => {
  let api: ApiHarness;
  let all: string;
  const without = new Map<ApiKeyScope, string>();

  const send = async (method: string, path: string, key: string) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? '{}' : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as { detail?: string } };
  };
  const create = async (scopes: ApiKeyScope[]) => {
    const res = await postJson(
      api,
      '/api/admin/api-keys',
      { name: scopes.join('+'), scopes, expires_at: new Date(Date.now() + 86_400_000).toISOString() },
      { authorization: `Bearer ${await api.adminToken()}` },
    );
    return createApiKeyResponseSchema.parse(res.body).secret;
  };

  beforeAll(async () => {
    api = await startApi();
    all = await create([...API_KEY_SCOPES]);
    for (const scope of API_KEY_SCOPES) without.set(scope, await create(API_KEY_SCOPES.filter((s) => s !== scope)));
  });
  afterAll(() => api?.close());

  it('answers a key only on the admin read routes its scope covers', async () => {
    const seen = new Set<string>();
    const table: string[] = [];
    for (const { method, url } of registeredRoutes(api.app.getHttpAdapter().getInstance() as FastifyInstance)) {
      const route = apiRouteFor(method, url);
      if (!route?.admin || seen.has(`${method} ${url}`)) continue;
      seen.add(`${method} ${url}`);
      const path = fill(url);
      const withAll = await send(method, path, all);
      if (route.apiKeyScope) {
        // Answered (200, or 404 for the made-up ids), never refused and never a failure.
        const answered = withAll.status !== 401 && withAll.status !== 403 && withAll.status < 500;
        expect(`${method} ${url} ${withAll.status} ${answered ? 'answered' : 'refused'}`).toBe(`${method} ${url} ${withAll.status} answered`);
        const lacking = await send(method, path, without.get(route.apiKeyScope)!);
        expect([method, url, lacking.status, lacking.body.detail]).toEqual([
          method,
          url,
          403,
          `This API key does not have the scope "${route.apiKeyScope}" that this route needs.`,
        ]);
        table.push(`${method} ${url} ${route.apiKeyScope}`);
      } else {
        expect([method, url, withAll.status]).toEqual([method, url, 403]);
        expect(withAll.body.detail).toMatch(/^API keys cannot call this route/);
        table.push(`${method} ${url} -`);
      }
    }
    // The catalogue's key routes, every one registered and walked (aliases included).
    expect(table.filter((t) => !t.endsWith(' -')).sort()).toEqual(
      [
        'GET /conversations responses:read',
        'GET /conversation responses:read',
        'GET /sessions responses:read',
        'GET /api/conversations responses:read',
        'GET /stats analytics:read',
        'GET /api/stats analytics:read',
        'GET /analytics/work-with-us responses:read',
        'GET /analytics/ai-conversations responses:read',
        'GET /analytics/forms responses:read',
        'GET /analytics/sessions analytics:read',
        'GET /analytics/summary analytics:read',
        'GET /analytics/timeseries analytics:read',
        'GET /analytics/traffic analytics:read',
        'GET /analytics/realtime analytics:read',
        'GET /analytics/funnels analytics:read',
        'GET /api/questionnaire/drop-off analytics:read',
        'GET /api/admin/responses/reviews responses:read',
        'GET /api/admin/responses/summary responses:read',
        'GET /api/admin/responses/tags responses:read',
        'GET /api/admin/responses/new-count responses:read',
        'GET /api/admin/responses/:channel/:id responses:read',
        'GET /api/admin/responses/:channel/:id/files/:fileId export',
        'GET /api/work-with-us/download/:fileId export',
      ].sort(),
    );
    // And the admin routes that refuse keys include every write and staff management.
    for (const refused of [
      'POST /api/admin/api-keys',
      'GET /api/admin/api-keys',
      'POST /api/admin/personal-data/erase',
      'GET /api/admin/audit',
      'POST /api/admin/logout',
      'POST /api/admin/responses/:channel/:id/notes',
    ]) {
      expect(table).toContain(`${refused} -`);
    }
  });
});
