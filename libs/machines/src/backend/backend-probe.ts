import { HEALTH_CHECK_TIMEOUT_MS, PROBE_TIMEOUT_MS } from './backend-timing.js';

/** Probed on every candidate, in this order (visitor spec §7). */
export const HEALTH_PROBE_PATHS = ['/api/guide/health', '/api/health', '/health'] as const;
export const HEALTH_CHECK_PATH = '/api/health';

export type ProbePurpose = keyof typeof PROBE_TIMEOUT_MS;

/** A backend that answers the guide health path speaks the guide API; others only the legacy one. */
export type BackendMode = 'guide' | 'legacy';

export type ProbeOutcome = 'ok' | 'http-error' | 'not-a-backend' | 'timeout' | 'network-error';

export interface ProbeAttempt {
  url: string;
  outcome: ProbeOutcome;
  status?: number;
}

export interface BackendSelection {
  base: string;
  /** False when no candidate answered and the first one was taken as the fallback. */
  reachable: boolean;
  mode: BackendMode;
  /** The path that answered, or null for the fallback. */
  healthPath: string | null;
  attempts: ProbeAttempt[];
}

/** The part of a fetch Response the probe reads. */
export interface ProbeResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
}

export type ProbeFetch = (url: string, init: { method: 'GET'; signal: AbortSignal; headers: Record<string, string> }) => Promise<ProbeResponse>;

export interface ProbeOptions {
  fetch: ProbeFetch;
  purpose?: ProbePurpose;
  /** Overrides the purpose's time-out; tests use it. */
  timeoutMs?: number;
  /** Stops the whole probe (the page is leaving). */
  signal?: AbortSignal;
}

async function attempt(url: string, fetchFn: ProbeFetch, timeoutMs: number, outer?: AbortSignal): Promise<ProbeAttempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetchFn(url, { method: 'GET', signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return { url, outcome: 'http-error', status: response.status };
    // A static host that answers every path with its index page is not a backend.
    if ((response.headers.get('content-type') ?? '').includes('text/html')) {
      return { url, outcome: 'not-a-backend', status: response.status };
    }
    return { url, outcome: 'ok', status: response.status };
  } catch {
    return { url, outcome: timedOut ? 'timeout' : 'network-error' };
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/**
 * Visitor spec §7: each candidate in order, each health path in order, one time-out per request;
 * the first OK reply wins. If none answers, the first candidate is used anyway, so calls still go
 * somewhere and fail with a visible error instead of never being made.
 */
export async function probeBackends(candidates: readonly string[], options: ProbeOptions): Promise<BackendSelection> {
  const first = candidates[0];
  if (first === undefined) throw new Error('probeBackends needs at least one candidate');
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS[options.purpose ?? 'general'];
  const attempts: ProbeAttempt[] = [];
  for (const base of candidates) {
    for (const path of HEALTH_PROBE_PATHS) {
      if (options.signal?.aborted) throw options.signal.reason ?? new Error('probe aborted');
      const result = await attempt(`${base}${path}`, options.fetch, timeoutMs, options.signal);
      attempts.push(result);
      if (result.outcome === 'ok') {
        return { base, reachable: true, mode: path === '/api/guide/health' ? 'guide' : 'legacy', healthPath: path, attempts };
      }
    }
  }
  return { base: first, reachable: false, mode: 'guide', healthPath: null, attempts };
}

/** The later, periodic check: GET /api/health on the chosen backend with a 3 s time-out. */
export async function checkBackendHealth(base: string, options: Omit<ProbeOptions, 'purpose'>): Promise<boolean> {
  const result = await attempt(`${base}${HEALTH_CHECK_PATH}`, options.fetch, options.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS, options.signal);
  return result.outcome === 'ok';
}
