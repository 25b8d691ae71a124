import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@intake/contracts';
import { EventStore } from '@intake/event-store';
import { openApiDocument } from '../../operations/openapi-document.js';
import { roleAtLeast } from '../../platform/auth/staff-access.decorator.js';
import { NO_STAFF_RULE } from '../../platform/auth/staff-access.guard.js';
import { startApi, TEST_ADMIN, type ApiHarness } from '../../testing/api-harness.js';
import { createAdmin } from '../admin-accounts.js';

type Operation = { security?: Record<string, string[]>[]; 'x-staff-role'?: StaffRole };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const PASSWORD = 'a long enough password';

/** A value for each path parameter of the catalogue: none names an existing record, which is fine here. */
const PARAMS: Record<string, string> = {
  channel: 'chat',
  id: randomUUID(),
  fileId: randomUUID(),
  keyId: '0'.repeat(32),
  webhookId: randomUUID(),
  username: 'nobody-here',
  tag: 'follow-up',
};

/** Every operation of the OpenAPI document that needs a staff token, logout last (it spends the token). */
function staffOperations(): { method: string; path: string; url: string; least: StaffRole | undefined }[] {
  const doc = openApiDocument() as unknown as OpenApi;
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => (op.security ?? []).some((s) => 'adminToken' in s))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{(\w+)\}/g, (_m, name: string) => {
          const value = PARAMS[name];
          if (value === undefined) throw new Error(`no test value for the path parameter {${name}} of ${path}: add one to PARAMS`);
          return encodeURIComponent(value);
        }),
        least: op['x-staff-role'],
      })),
  );
  return ops.sort((a, b) => Number(a.url.endsWith('logout')) - Number(b.url.endsWith('logout')));
}

describe('staff permission matrix: every admin route of the OpenAPI catalogue, every role and anonymous (real HTTP)', () => {
  let api: ApiHarness;
  const tokens = {} as Record<StaffRole, string>;

  const signIn = async (username: string, password: string) => {
    const res = await fetch(`${api.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, project_name: TEST_ADMIN.project_name }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  };

  beforeAll(async () => {
    api = await startApi();
    const store = new EventStore(api.database.db);
    for (const role of ['reviewer', 'viewer'] as const) {
      await createAdmin(store, { username: `matrix-${role}`, password: PASSWORD, projectName: TEST_ADMIN.project_name, role });
    }
  }, 60_000);
  afterAll(() => api.close());

  const call = async (method: string, url: string, token?: string) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const withBody = method !== 'GET' && method !== 'DELETE';
    if (withBody) headers['content-type'] = 'application/json';
    const res = await fetch(`${api.url}${url}`, { method, headers, ...(withBody ? { body: '{}' } : {}) });
    const body = (await res.json().catch(() => ({}))) as { detail?: string };
    return { status: res.status, detail: body.detail };
  };

  it('has a declared least role on every admin route', () => {
    const undeclared = staffOperations()
      .filter((op) => op.least === undefined)
      .map((op) => `${op.method} ${op.path}`);
    expect(undeclared).toEqual([]);
  });

  it('lets each role call exactly the routes its rank reaches, refuses the rest with 403 and anonymous callers with 401', async () => {
    tokens.owner = await api.adminToken();
    tokens.reviewer = await signIn('matrix-reviewer', PASSWORD);
    tokens.viewer = await signIn('matrix-viewer', PASSWORD);
    const ops = staffOperations();
    expect(ops.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const op of ops) {
      const least = op.least ?? 'owner';
      const anonymous = await call(op.method, op.url);
      if (anonymous.status !== 401) wrong.push(`${op.method} ${op.path} anonymous: ${anonymous.status}`);
      for (const role of STAFF_ROLES) {
        // Logout spends the token it is called with: each call gets its own.
        const token = op.url.endsWith('logout')
          ? await signIn(role === 'owner' ? TEST_ADMIN.username : `matrix-${role}`, role === 'owner' ? TEST_ADMIN.password : PASSWORD)
          : tokens[role];
        const res = await call(op.method, op.url, token);
        const allowed = roleAtLeast(role, least);
        const refused = res.status === 401 || res.status === 403;
        if (res.detail === NO_STAFF_RULE) wrong.push(`${op.method} ${op.path}: the server declares no MinRole`);
        else if (allowed === refused) wrong.push(`${op.method} ${op.path} as ${role} (least ${least}): ${res.status} ${res.detail ?? ''}`);
        else if (!allowed && res.status !== 403) wrong.push(`${op.method} ${op.path} as ${role}: ${res.status}, expected 403`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
