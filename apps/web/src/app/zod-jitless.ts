/**
 * The page runs under a CSP without 'unsafe-eval': zod must not compile validators with
 * new Function (even its probe for whether it may is reported as a violation). zod 4 keeps its
 * global config on `globalThis.__zod_globalConfig` and reuses an object found there, so setting
 * the flag here reaches every zod loaded later without the entry carrying zod's core (3.5 kB gzip
 * on every page). `zod-jitless.spec.ts` holds zod to that.
 */
export function presetZodJitless(scope: { __zod_globalConfig?: { jitless?: boolean } } = globalThis as never): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
