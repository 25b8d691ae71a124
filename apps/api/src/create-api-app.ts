import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyHelmet from '@fastify/helmet';
import type { AppConfig } from '@intake/config';
import { createDb, createPool, migrateToLatest } from '@intake/event-store';
import { configureQueueBackend, waitForQueueBackend } from '@intake/queue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { HttpErrorFilter, toErrorBody } from './platform/errors/http-error.filter.js';
import { createLogger } from './platform/logging/logger.js';
import { PinoNestLogger } from '@intake/event-store/nest';
import { isServerPath, loadWebApp, pageHtml } from './platform/http/web-app.js';
import { helmetOptions, PERMISSIONS_POLICY } from './platform/http/security-headers.js';
import { installRateLimits } from './platform/rate-limits/rate-limits.js';
import { PG_POOL } from './platform/tokens.js';
import { registerRequestLog, requestIdOf } from './platform/http/request-log.js';
import { ApiMetrics } from './operations/api-metrics.js';
import { registerApiDocs } from './operations/api-docs.js';
import { isFilePath, registerCompression, registerRobots, registerWebFiles } from './platform/http/web-delivery.js';
import { recordRoutes } from './operations/registered-routes.js';
import { ProxyTrustWatch } from './platform/http/proxy-trust-watch.js';
import { registerProxyTrustWatch } from './platform/http/proxy-trust-hook.js';
import { jsonDepthExceeds, TOO_DEEP_DETAIL, wellFormedValue } from './platform/http/well-formed-input.js';

export const JSON_BODY_LIMIT = 1024 * 1024;

export async function migrateDatabase(databaseUrl: string): Promise<string[]> {
  const pool = createPool(databaseUrl, 2);
  const db = createDb(pool);
  try {
    return await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Builds the api (not yet listening): migrations applied, processors registered, the built web
 * app served with an SPA fallback when it exists.
 */
export async function createApiApp(config: AppConfig, logger: Logger = createLogger(config.logLevel)): Promise<NestFastifyApplication> {
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required');
  configureQueueBackend(config);
  await migrateDatabase(config.databaseUrl);
  // BullMQ 6.7's PostgreSQL backend never recovers from a failed first connection (see
  // waitForQueueBackend); the reactors' queues must only be built once it answers.
  await waitForQueueBackend(config, { onRetry: (err, attempt) => logger.warn({ err, attempt }, 'queue backend not ready, retrying') });

  const adapter = new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustProxyOption(config.trustProxy),
    ...connectionTimeouts(config.httpTimeouts),
    logger: false,
    genReqId: requestIdOf,
    // Errors Fastify raises before routing (a URL that does not decode, e.g. half an emoji in a
    // path segment) answer in our JSON error shape like every other error.
    // Errors Node's HTTP parser meets before Fastify has a request (headers too large, a broken
    // request line) answer in the JSON error shape too.
    clientErrorHandler: (err: Error & { code?: string }, socket: import('node:net').Socket) => {
      if (!socket.writable) return socket.destroy();
      const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({
        detail:
          status === 431
            ? 'The request headers (or its URL) are too large.'
            : status === 408
              ? 'The request took too long to arrive.'
              : 'The request is not valid HTTP.',
        status,
      });
      // Closed once the answer is written: end() alone leaves a client that never closes its side
      // (a slowloris) holding the connection half-open.
      socket.end(
        `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => socket.destroy(),
      );
    },
    frameworkErrors: (err: Error, _req: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = toErrorBody(err);
      void reply
        .status(status < 500 ? status : 400)
        .header('content-type', 'application/json; charset=utf-8')
        .send(status < 500 ? body : { detail: 'Bad request.', status: 400 });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), adapter, {
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
    // Our own JSON parser below; Nest's would replace it at init.
    bodyParser: false,
  });
  const web = loadWebApp(config);
  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(ApiMetrics);
  recordRoutes(fastify);
  registerRequestLog(fastify, logger, [(req, reply) => metrics.observeRequest(req, reply)]);
  registerProxyTrustWatch(fastify, app.get(ProxyTrustWatch), logger);

  const spaFallback = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (!web || req.method !== 'GET' || isServerPath(req.url) || isFilePath(req.url)) return false;
    void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageHtml(web, req.url));
    return true;
  };

  // Nest routes Fastify's own errors (broken JSON, oversize body) through this filter too.
  app.useGlobalFilters(new HttpErrorFilter(logger, spaFallback));
  // Bodyless POSTs (e.g. send-admin-notification) often still say application/json; an empty
  // body is "no body", not broken JSON. Everything else goes through Fastify's safe parser.
  const jsonParser = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(body as string)) return done(Object.assign(new Error(TOO_DEEP_DETAIL), { statusCode: 400 }), undefined);
    return jsonParser(req, body as string, (err, parsed) => (err ? done(err, undefined) : done(null, wellFormedValue(parsed))));
  });
  // Path parameters and the query string are decoded from the URL: %00 and half an emoji arrive
  // there too. (Multipart fields and file names are cleaned where they are read.)
  fastify.addHook('preValidation', async (req) => {
    wellFormedValue(req.params);
    wellFormedValue(req.query);
  });
  await app.register(fastifyHelmet as never, helmetOptions(config) as never);
  fastify.addHook('onRequest', async (_req, reply) => void reply.header('permissions-policy', PERMISSIONS_POLICY));
  await installRateLimits(app, config, app.get(PG_POOL), logger);
  await registerCompression(app);
  await registerApiDocs(app);
  registerRobots(app);
  if (web) {
    await registerWebFiles(app, web);
    fastify.get(
      '/',
      (req, reply) => void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageHtml(web, req.url)),
    );
  }
  // Only the product's own origin and CORS_ORIGINS: any other page (or `null`, a sandboxed frame)
  // gets no CORS headers, so a browser keeps its script from reading our answers.
  app.enableCors({ origin: config.corsOrigins, methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] });
  // No Nest shutdown hooks: whoever runs the api owns its signals (main.ts logs and drains, the launcher stops api, worker and database in order).
  await app.init();
  return app;
}

/**
 * Every connection is bounded (issue 28): its headers (Node's headersTimeout, checked every
 * second rather than Node's 30 s, so a slowloris is cut close to the bound), its whole request
 * with the body (requestTimeout), and its idle time between keep-alive requests.
 */
function connectionTimeouts({ headersMs, requestMs, keepAliveMs }: AppConfig['httpTimeouts']) {
  return {
    requestTimeout: Math.max(requestMs, headersMs),
    keepAliveTimeout: keepAliveMs,
    http: { headersTimeout: headersMs, connectionsCheckingInterval: Math.min(1_000, Math.ceil(headersMs / 4)) },
  };
}

/** TRUST_PROXY for Fastify: a hop count becomes the function Fastify's types accept for it. */
function trustProxyOption(value: AppConfig['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
