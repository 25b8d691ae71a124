import { API_ROUTES, type ApiRoute } from '@intake/contracts/http';

const patterns = API_ROUTES.flatMap((route) =>
  route.paths.map((path) => ({
    route,
    regex: new RegExp(
      `^${path
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
        .replace(/\*$/, '.*')}$`,
    ),
  })),
);

/** The catalogue's route for a concrete request (`/api/session/1234…?x=1`); literal paths win over patterns. */
export function catalogueRouteFor(method: string, url: string): ApiRoute | undefined {
  const m = method.toUpperCase();
  const path = url.split('?')[0]!;
  return API_ROUTES.find((r) => r.method === m && r.paths.includes(path)) ?? patterns.find((p) => p.route.method === m && p.regex.test(path))?.route;
}

/**
 * Checks a 2xx JSON answer against the catalogue's response schema for its route, so every
 * integration test that calls through the harness also proves the contract. Throws with the
 * zod issues and the start of the answer when they disagree; other answers pass through.
 */
export function assertAnswerMatchesContract(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || body === undefined) return;
  const route = catalogueRouteFor(method, url);
  if (!route) throw new Error(`${method} ${url} is not in the route catalogue (libs/contracts/src/http/api-routes.ts)`);
  if (!route.response || route.produces) return;
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(`${method} ${url} (${status}) does not match its contract: ${parsed.error.message}\n${JSON.stringify(body).slice(0, 500)}`);
  }
}
