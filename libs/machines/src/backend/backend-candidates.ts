/** Where a developer runs the backend on their own machine (visitor spec §7). */
export const LOCAL_DEVELOPMENT_BACKENDS = ['http://localhost:8000', 'http://localhost:8080'] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A page served from this machine is local development; a deployed site never is. */
export function isLocalDevelopmentHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/**
 * A backend base as the client uses it: an http(s) origin plus an optional path prefix, without a
 * trailing slash, query or fragment. Anything else (a typo in a stored override, `javascript:`)
 * yields null so that it is skipped rather than probed.
 */
export function normaliseBackendBase(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export interface BackendCandidateInput {
  /** The stored override, as read from the browser. */
  override: string | null | undefined;
  /** The page's own origin. */
  origin: string;
  localDevelopment: boolean;
}

/** Visitor spec §7, in order: the stored override, the same origin, then the local ports. */
export function backendCandidates({ override, origin, localDevelopment }: BackendCandidateInput): string[] {
  const ordered = [normaliseBackendBase(override), normaliseBackendBase(origin), ...(localDevelopment ? LOCAL_DEVELOPMENT_BACKENDS : [])];
  return [...new Set(ordered.filter((base): base is string => base !== null))];
}
