import { productVersion } from '@intake/config';
import { API_ROUTES, apiErrorSchema, openApiPath, type ApiRoute } from '@intake/contracts/http';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema, as a request or as an answer. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
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
  if (route.produces === 'redirect') return { description: 'A redirect' };
  return { description: route.summary, content: { 'application/json': { schema: route.response ? jsonSchema(route.response, 'output') : {} } } };
}

function operation(route: ApiRoute, path: string, index: number): JsonSchema {
  const parameters = [...pathParameters(path), ...queryParameters(route)];
  const op: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${openApiPath(path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: route.summary,
    tags: [route.tag],
    responses: {
      [String(route.status ?? 200)]: successResponse(route),
      '4XX': { description: 'Refused; `detail` says why', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
  };
  if (index > 0) op.description = 'An alias kept for the clients the specification describes.';
  if (parameters.length > 0) op.parameters = parameters;
  if (route.admin) op.security = [{ adminToken: [] }];
  if (route.body) {
    const type = route.multipart ? 'multipart/form-data' : 'application/json';
    op.requestBody = { content: { [type]: { schema: jsonSchema(route.body, 'input') } } };
  }
  return op;
}

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
        'Generated from the zod contracts in libs/contracts (src/http/api-routes.ts). Admin routes take `Authorization: Bearer <token>` from POST /api/login.',
    },
    paths,
    components: {
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: { adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
  return cached;
}
