import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { openApiDocument } from './openapi-document.js';

const DOCS = '/api/docs';

// Swagger UI from its npm package, served by us: nothing from a CDN, and only files from our
// origin, so it runs under the site's Content-Security-Policy (script-src 'self').
const page = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Innovation Intake API</title>
    <link rel="stylesheet" href="${DOCS}/swagger-ui.css">
    <link rel="icon" type="image/png" href="${DOCS}/favicon-32x32.png" sizes="32x32">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS}/swagger-ui-bundle.js"></script>
    <script src="${DOCS}/swagger-initializer.js"></script>
  </body>
</html>
`;

const initializer = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout', deepLinking: true });
});
`;

const ASSETS = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png', 'favicon-16x16.png']);

/** GET /api/openapi.json (generated from the contracts) and the viewer at GET /api/docs. */
export async function registerApiDocs(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const root = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  fastify.get('/api/openapi.json', (_req, reply) => void reply.header('cache-control', 'no-cache').send(openApiDocument()));
  fastify.get(DOCS, (_req, reply) => void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(page));
  fastify.get(`${DOCS}/swagger-initializer.js`, (_req, reply) => void reply.header('content-type', 'text/javascript; charset=utf-8').send(initializer));
  await app.register(fastifyStatic as never, {
    root,
    prefix: `${DOCS}/`,
    decorateReply: false,
    index: false,
    maxAge: '1d',
    // The package's own index.html and initializer point at a demo; only its assets are served.
    allowedPath: (pathName: string) => ASSETS.has(pathName.replace(/^\//, '')),
  });
}
