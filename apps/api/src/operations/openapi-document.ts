import { productVersion } from '@intake/config';
import { API_ROUTES, apiErrorSchema, openApiPath, type ApiRoute } from '@intake/contracts/http';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema, as a request or as an answer. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return simplifyAnyOf(out) as JsonSchema;
}

/**
 * zod writes `z.unknown().nullable()` as `anyOf: [{}, {type: 'null'}]`: the empty schema already
 * takes any value, null included, so the `anyOf` says nothing but reads as a mistake. It becomes
 * the empty schema it is (its other keywords, a description, kept).
 */
function simplifyAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyAnyOf);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const takesAnything = key === 'anyOf' && Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null && Object.keys(v).length === 0);
    if (!takesAnything) out[key] = simplifyAnyOf(value);
  }
  return out;
}

const WILDCARD_PARAMETER = 'path';

function pathParameters(path: string): JsonSchema[] {
  const named = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  // Fastify's trailing `*` becomes `{path}` (openApiPath): the rest of the path, one parameter.
  if (path.endsWith('*')) named.push(WILDCARD_PARAMETER);
  return named.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

function queryParameters(route: ApiRoute): JsonSchema[] {
  if (!route.query) return [];
  const shape = jsonSchema(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(shape.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: shape.required?.includes(name) ?? false, schema }));
}

function successResponse(route: ApiRoute): JsonSchema {
  if (route.produces === 'text/event-stream') return { description: 'Server-sent events', content: { 'text/event-stream': { schema: { type: 'string' } } } };
  if (route.produces === 'application/octet-stream')
    return { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
  if (route.produces === 'text/plain') return { description: route.summary, content: { 'text/plain': { schema: { type: 'string' } } } };
  if (route.produces === 'text/csv') return { description: route.summary, content: { 'text/csv': { schema: { type: 'string' } } } };
  if (route.produces === 'redirect') return { description: 'A redirect' };
  return { description: route.summary, content: { 'application/json': { schema: route.response ? jsonSchema(route.response, 'output') : {} } } };
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/**
 * Answers every operation may give, shared: what a new catalogue entry gets without saying so.
 * Anonymous writes spend rate budgets (BudgetGuard; sign-in has its own attempt limit), so they
 * document 429; openapi.int.spec checks that every route with a budget does.
 */
function sharedResponses(route: ApiRoute): Record<string, unknown> {
  const responses: Record<string, unknown> = { '4XX': ref('Refused') };
  if (isRateLimited(route)) responses['429'] = ref('TooManyRequests');
  responses['5XX'] = ref('Failed');
  return responses;
}

/** Whether the document says the route may answer 429 (anonymous writes, sign-in included, and routes that take API keys, each key with its budget). */
export function isRateLimited(route: ApiRoute): boolean {
  return (route.method !== 'GET' && !route.admin) || route.apiKeyScope !== undefined;
}

/** Who may call: nobody in particular, an admin, or an admin or an API key with the route's scope. */
function securityOf(route: ApiRoute): Record<string, string[]>[] {
  if (!route.admin) return [];
  if (route.apiKeyScope) return [{ adminToken: [] }, { apiKey: [route.apiKeyScope] }];
  return [{ adminToken: [] }];
}

function operation(route: ApiRoute, path: string, index: number): JsonSchema {
  const parameters = [...pathParameters(path), ...queryParameters(route)];
  const responses: Record<string, unknown> = { [String(route.status ?? 200)]: successResponse(route), ...sharedResponses(route) };
  for (const extra of route.alsoAnswers ?? []) {
    responses[String(extra.status)] = {
      description: extra.description,
      content: { 'application/json': { schema: extra.body ? jsonSchema(extra.body, 'output') : { $ref: '#/components/schemas/Error' } } },
    };
  }
  const op: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${openApiPath(path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: route.summary,
    tags: [route.tag],
    // Public operations say so (`[]`) rather than leave it unstated.
    security: securityOf(route),
    responses,
  };
  // The least staff role (docs/staff-accounts.md); staff-permissions.int.spec tries every role against it.
  if (route.staffRole) op['x-staff-role'] = route.staffRole;
  if (index > 0) op.description = 'An alias kept for the clients the specification describes.';
  if (parameters.length > 0) op.parameters = parameters;
  if (route.body) {
    const type = route.multipart ? 'multipart/form-data' : 'application/json';
    op.requestBody = { content: { [type]: { schema: jsonSchema(route.body, 'input') } } };
  }
  return op;
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

let cached: JsonSchema | undefined;

/** The OpenAPI 3.1 document of every route in the contracts' catalogue, generated from their zod schemas. */
export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of API_ROUTES) {
    route.paths.forEach((path, index) => {
      const entry = (paths[openApiPath(path)] ??= {});
      entry[route.method.toLowerCase()] = operation(route, path, index);
    });
  }
  cached = {
    openapi: '3.1.1',
    info: {
      title: 'Innovation Intake API',
      version: productVersion(),
      description:
        'Generated from the zod contracts in libs/contracts (src/http/api-routes.ts). Admin routes take `Authorization: Bearer <token>` from POST /api/login. The admin read routes that list the `apiKey` scheme also take `Authorization: Bearer ik_…`, an API key with the scope named there (docs/api-keys.md).',
      license: { name: 'Proprietary: all rights reserved by the consortium', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the api that serves this document is the server it describes, whatever its address.
    servers: [{ url: '/', description: 'The api serving this document' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
      responses: {
        Refused: { description: 'Refused (bad input, unknown id, not signed in, too large...); `detail` says why', content: errorContent },
        TooManyRequests: {
          description: 'A rate budget ran out; `detail` says which, and Retry-After when to try again',
          headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
          content: errorContent,
        },
        Failed: { description: 'The server failed or a dependency is unavailable; `detail` says what', content: errorContent },
      },
      securitySchemes: {
        adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ik_<key id>_<secret>',
          description:
            "An API key made on the admin dashboard (API keys tab), sent as `Authorization: Bearer ik_…`. Each route names the scope it needs (responses:read, analytics:read or export); every call is audited and spends the key's own budget per minute (429 with Retry-After past it).",
        },
      },
    },
  };
  return cached;
}
