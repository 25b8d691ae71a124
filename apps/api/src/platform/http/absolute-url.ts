import type { FastifyRequest } from 'fastify';

/** The link as the caller reached us (the web app may sit on another origin than the api). */
export function absoluteUrl(req: FastifyRequest, path: string): string {
  const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost';
  return `${req.protocol}://${Array.isArray(host) ? host[0] : host}${path}`;
}
