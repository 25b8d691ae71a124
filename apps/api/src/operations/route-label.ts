/**
 * The `route` label of the request metrics. A matched api route keeps its pattern
 * (`/api/sessions/:id`); what the server answers without a route of its own is grouped, so the
 * SPA's pages, its files and the 404s each get one series rather than sharing `(unmatched)`, and
 * no label ever holds a raw URL (unbounded, and possibly personal).
 */
export interface AnsweredRequest {
  /** Fastify's matched route pattern, if any. */
  route: string | undefined;
  status: number;
  contentType: string | undefined;
}

/** A file of the built web app: fastify-static registers one route per file (`/assets/x-1a2b.js`, `/favicon.svg`). */
function isWebFileRoute(route: string): boolean {
  if (route.startsWith('/api/')) return false;
  const last = route.slice(route.lastIndexOf('/') + 1);
  return route.startsWith('/assets/') || route.startsWith('/media/') || /\.[A-Za-z0-9]{1,8}$/.test(last);
}

export function routeLabel({ route, status, contentType }: AnsweredRequest): string {
  if (route !== undefined) {
    if (route === '/') return '(app page)';
    return isWebFileRoute(route) ? '(asset)' : route;
  }
  if (status === 404) return '(not found)';
  // The SPA fallback answers any page path the app may route itself with index.html.
  if (status < 300 && contentType?.startsWith('text/html')) return '(app page)';
  return '(unmatched)';
}
