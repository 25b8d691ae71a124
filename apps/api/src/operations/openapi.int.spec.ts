import { apiErrorSchema, apiRouteFor, openApiPath, type ApiRoute } from '@intake/contracts/http';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { z } from 'zod';
import { BUDGETS_KEY } from '../platform/rate-limits/budgets.js';
import { getJson, postJson, startApi, type ApiHarness } from '../testing/api-harness.js';
import { workWithUsSubmission } from '../testing/fixtures.js';
import { registeredRoutes } from './registered-routes.js';
import { isRateLimited, openApiDocument } from './openapi-document.js';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
}

/** The schema the catalogue documents for one answer of a route: its success, one of `alsoAnswers`, or the shared error body. */
function documentedAnswer(route: ApiRoute, status: number): z.ZodType | undefined {
  if (status === (route.status ?? 200)) return route.response;
  const also = route.alsoAnswers?.find((a) => a.status === status);
  if (also) return also.body ?? apiErrorSchema;
  return status >= 400 ? apiErrorSchema : undefined;
}

/** `METHOD path` of every Nest handler that spends a rate budget (the @Budget decorator). */
function budgetedHandlers(container: ModulesContainer): string[] {
  const found: string[] = [];
  for (const module of container.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || !Reflect.getMetadata(BUDGETS_KEY, handler)) continue;
        const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        found.push(`${method} ${`/${base}/${sub}`.replace(/\/+/g, '/').replace(/\/$/, '')}`);
      }
    }
  }
  return found;
}

const submission = workWithUsSubmission({ metadata: { form_interactions: [] } });

describe('OpenAPI from the contracts (real api)', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  /** Calls a route through the harness, which checks a 2xx JSON answer against the catalogue's schema for it. */
  async function answerMatchesContract(method: 'GET' | 'POST', pattern: string, url: string, body?: unknown, admin = false) {
    const headers: Record<string, string> = admin ? { authorization: `Bearer ${await api.adminToken()}` } : {};
    expect(apiRouteFor(method, pattern)?.response).toBeDefined();
    const res = method === 'GET' ? await getJson(api, url, headers) : await postJson(api, url, body, headers);
    if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body as Record<string, unknown>;
  }

  it('describes every route the api registers', () => {
    const routes = registeredRoutes(api.app.getHttpAdapter().getInstance()).filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((r) => !apiRouteFor(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('serves an OpenAPI 3.1 document with each registered route and its schemas', async () => {
    const res = await fetch(`${api.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\.1\./);
    for (const r of registeredRoutes(api.app.getHttpAdapter().getInstance())) {
      if (r.method === 'HEAD' || r.method === 'OPTIONS') continue;
      const path = r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
      expect(doc.paths[path]?.[r.method.toLowerCase()]).toBeDefined();
    }
    const submit = doc.paths['/api/work-with-us/submit']!.post!;
    expect(JSON.stringify(submit.requestBody)).toContain('preferred_roles');
    expect(JSON.stringify(submit.responses['200'])).toContain('submission_id');
    expect(doc.paths['/api/progress/{operationId}']!.get).toMatchObject({ parameters: [{ name: 'operationId', in: 'path', required: true }] });
  });

  it('serves the viewer and its assets from our own origin', async () => {
    const page = await fetch(`${api.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${api.url}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    const init = await (await fetch(`${api.url}/api/docs/swagger-initializer.js`)).text();
    expect(init).toContain('/api/openapi.json');
    expect((await fetch(`${api.url}/api/docs/index.html`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/docs/absolute-path.js`)).status).toBe(404);
  });

  it('documents 429 with Retry-After on every route that spends a rate budget', () => {
    const budgeted = budgetedHandlers(api.app.get(ModulesContainer));
    expect(budgeted.length).toBeGreaterThan(10);
    const doc = openApiDocument() as unknown as OpenApiDocument;
    const undocumented = budgeted.filter((entry) => {
      const [method, path] = entry.split(' ') as [string, string];
      const route = apiRouteFor(method, path);
      return !route || !isRateLimited(route) || doc.paths[openApiPath(path)]?.[method.toLowerCase()]?.responses['429'] === undefined;
    });
    expect(undocumented).toEqual([]);
  });

  it('refuses, fails and answers "not ready" with the bodies the document declares for those statuses', async () => {
    const token = await api.adminToken();
    const admin = { authorization: `Bearer ${token}` };
    const cases: [method: 'GET' | 'POST', pattern: string, url: string, status: number, body?: unknown, headers?: Record<string, string>][] = [
      ['GET', '/api/ready', '/api/ready', 503],
      ['POST', '/api/login', '/api/login', 401, { username: 'tester', password: 'wrong', project_name: 'innovation-intake' }],
      ['POST', '/api/work-with-us/submit', '/api/work-with-us/submit', 422, {}],
      ['GET', '/api/questionnaire/sessions/:id', '/api/questionnaire/sessions/00000000-0000-4000-8000-000000000000', 404],
      ['GET', '/api/admin/audit', '/api/admin/audit', 401],
      ['GET', '/api/admin/audit', '/api/admin/audit?limit=ten', 400, undefined, admin],
      ['GET', '/analytics/summary', '/analytics/summary?days=1.5', 400, undefined, admin],
    ];
    const doc = openApiDocument() as unknown as OpenApiDocument;
    for (const [method, pattern, url, status, body, headers] of cases) {
      const res = method === 'GET' ? await getJson(api, url, headers ?? {}) : await postJson(api, url, body, headers ?? {});
      expect({ url, status: res.status }).toEqual({ url, status });
      const route = apiRouteFor(method, pattern)!;
      const schema = documentedAnswer(route, status);
      expect(schema?.safeParse(res.body).success).toBe(true);
      const responses = doc.paths[openApiPath(pattern)]![method.toLowerCase()]!.responses;
      expect(responses[String(status)] ?? responses[`${String(status)[0]}XX`]).toBeDefined();
    }
  });

  it('answers as the contracts declare', async () => {
    await answerMatchesContract('GET', '/api/health', '/api/health');
    await answerMatchesContract('GET', '/api/public-config', '/api/public-config');
    await answerMatchesContract('GET', '/api/questionnaire/config', '/api/questionnaire/config');
    await answerMatchesContract('GET', '/api/openapi.json', '/api/openapi.json');
    const session = await answerMatchesContract('POST', '/api/questionnaire/sessions', '/api/questionnaire/sessions', {});
    const id = String(session.session_id);
    await answerMatchesContract('GET', '/api/questionnaire/sessions/:id', `/api/questionnaire/sessions/${id}`);
    const guide = await answerMatchesContract('POST', '/api/guide/sessions', '/api/guide/sessions', {});
    await answerMatchesContract('POST', '/api/guide/submissions/:id/message', `/api/guide/submissions/${String(guide.session_id)}/message`, { message: 'yes' });
    await answerMatchesContract('POST', '/api/chat', '/api/chat', { message: 'Hello', session_id: String(guide.session_id) });
    await answerMatchesContract('GET', '/api/session/:id', `/api/session/${String(guide.session_id)}`);
    await answerMatchesContract('POST', '/api/work-with-us/submit', '/api/work-with-us/submit', submission);
    await answerMatchesContract('POST', '/analytics/track', '/analytics/track', {
      event_type: 'pageview',
      page_path: '/',
      new_session: true,
      session_id: 'd5b1a0a4-3b2c-4b8e-9f00-000000000001',
    });
    await answerMatchesContract('POST', '/api/login', '/api/login', {
      username: 'tester',
      password: 'correct horse battery',
      project_name: 'innovation-intake',
    });
    for (const path of [
      '/api/admin/audit',
      '/api/admin/retention',
      '/api/admin/personal-data/lookup?email=nobody%40example.org',
      '/stats',
      '/conversations',
      '/analytics/work-with-us',
      '/analytics/ai-conversations',
      '/analytics/forms',
      '/analytics/sessions',
      '/analytics/summary',
      '/analytics/timeseries',
      '/api/questionnaire/drop-off',
      '/api/debug/database-direct',
    ]) {
      await answerMatchesContract('GET', path.split('?')[0]!, path, undefined, true);
    }
  });
});
