import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServerResponse } from 'node:http';
import type { WebApp } from './web-app.js';

/** Vite names its build output `/assets/<name>-<hash>.<ext>`: the name changes when the content does. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Text answers leave compressed (brotli when the client takes it, else gzip). Brotli at quality 5
 * rather than its default 11: these are compressed per request, and 11 costs ~10× the CPU for a
 * few percent. Event streams stay uncompressed (a compressor would hold the chunks back), and
 * request bodies are never inflated (a small gzip body can inflate to gigabytes).
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress as never, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: /^(text\/(?!event-stream)[a-z-]+|application\/(json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)\b/,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
}

/** Hashed build files are cached for a year and never revalidated; anything else for an hour. */
function cacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('cache-control', HASHED_ASSET.test(filePath.replaceAll('\\', '/')) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
}

/** The built web app's files; index.html itself is answered (not cached) by the SPA routes. */
export async function registerWebFiles(app: NestFastifyApplication, web: WebApp): Promise<void> {
  await app.register(fastifyStatic as never, { root: web.root, prefix: '/', wildcard: false, index: false, cacheControl: false, setHeaders: cacheHeaders });
}

/** A path that names a file (`/assets/x.js`, `/favicon.png`): missing, it is a 404, never the app's HTML. */
export function isFilePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/assets/') || pathname.startsWith('/media/') || /\.[A-Za-z0-9]{1,8}$/.test(last);
}

/** Crawlers may read the public site; the admin area, the api and the analytics endpoints are not for them. */
export const ROBOTS_TXT = `User-agent: *
Disallow: /admin
Disallow: /api/
Disallow: /analytics/
Disallow: /login
Allow: /
`;

export function registerRobots(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get(
    '/robots.txt',
    (_req, reply) => void reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(ROBOTS_TXT),
  );
}
