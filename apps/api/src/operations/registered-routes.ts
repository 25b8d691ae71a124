import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Starts noting every route Fastify registers from now on (call before Nest maps its controllers). */
export function recordRoutes(fastify: FastifyInstance): void {
  const list: RegisteredRoute[] = [];
  tables.set(fastify, list);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) list.push({ method, url: route.url });
  });
}

/** The routes registered on this instance since recordRoutes. */
export function registeredRoutes(fastify: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(fastify) ?? [];
}
