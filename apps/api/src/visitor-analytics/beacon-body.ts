import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError } from '../platform/errors/domain-errors.js';

/** The ingest routes, which browsers call with navigator.sendBeacon. */
export const BEACON_ROUTES: ReadonlySet<string> = new Set(['/analytics/track', '/analytics/track-incomplete']);

/**
 * sendBeacon sends a string as text/plain (parsed by Fastify into a string) and a Blob without a
 * type with no Content-Type at all, which Fastify refuses with 415. On the beacon routes only, a
 * body without a type is read as text; every other route, and any unknown content type, is left
 * exactly as before. (A catch-all '*' parser would also catch unknown types on every route.)
 */
export function acceptTypelessBeacons(fastify: FastifyInstance): void {
  // Runs on every request: synchronous, and three cheap checks.
  fastify.addHook('onRequest', (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (req.headers['content-type'] === undefined && req.method === 'POST' && BEACON_ROUTES.has(req.routeOptions.url ?? '')) {
      req.headers['content-type'] = 'text/plain';
    }
    done();
  });
}

/** The body as an object: parsed JSON (application/json) or JSON text (text/plain, no type). */
export function beaconJson(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  if (body.trim() === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    throw new BadRequestError('The request body is not valid JSON.');
  }
}
