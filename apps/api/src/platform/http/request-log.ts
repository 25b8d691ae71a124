import { requestContext, requestIdFrom } from '@intake/logging';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's `genReqId`: the caller's `x-request-id` when sane, otherwise a fresh uuid. */
export function requestIdOf(req: IncomingMessage): string {
  return requestIdFrom(req.headers[REQUEST_ID_HEADER]);
}

/** Probes and scrapes come every few seconds; their lines would drown the rest at info. */
const QUIET_ROUTES = new Set(['/api/health', '/health', '/api/ready', '/metrics', '/api/metrics']);

/** The route pattern a request matched (`/api/sessions/:id`), never its raw URL, which may carry personal data. */
export function routeOf(req: FastifyRequest): string {
  return req.routeOptions.url ?? '(unmatched)';
}

export interface RequestObserver {
  (req: FastifyRequest, reply: FastifyReply, route: string): void;
}

/**
 * Every request runs inside its request context (so logs, appended events and queued jobs carry
 * its id), answers with `x-request-id`, and leaves one access-log line.
 */
export function registerRequestLog(fastify: FastifyInstance, logger: Logger, observers: readonly RequestObserver[] = []): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    requestContext.run({ requestId: req.id }, done);
  });
  // Body parsing runs on stream callbacks outside the context; the handler runs after this hook.
  fastify.addHook('preHandler', (req, _reply, done) => {
    requestContext.run({ requestId: req.id }, done);
  });
  const access = logger.child({ component: 'http' });
  fastify.addHook('onResponse', (req, reply, done) => {
    const route = routeOf(req);
    const status = reply.statusCode;
    const durationMs = Math.round(reply.elapsedTime * 10) / 10;
    const line = { reqId: req.id, method: req.method, route, status, durationMs };
    const msg = `${req.method} ${route} ${status} ${durationMs} ms`;
    if (status >= 500) access.error(line, msg);
    else if (QUIET_ROUTES.has(route)) access.debug(line, msg);
    else access.info(line, msg);
    for (const observe of observers) observe(req, reply, route);
    done();
  });
}
