import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import {
  backendCandidates,
  checkBackendHealth,
  HEALTH_CHECK_INTERVAL_MS,
  isLocalDevelopmentHost,
  probeBackends,
  type BackendSelection,
  type ProbeFetch,
  type ProbePurpose,
} from '@intake/machines';
import { holdRequestsUntil, setApiBase } from './api-client';
import { readStored } from './browser-storage';
import { logger } from './logger';

export interface BackendStatus {
  selection: BackendSelection | null;
  /** The latest answer of the probe or the periodic check; null until the probe ends. */
  online: boolean | null;
}

let status: BackendStatus = { selection: null, online: null };
const listeners = new Set<() => void>();
let current: Promise<BackendSelection> | null = null;
let healthTimer: ReturnType<typeof setInterval> | undefined;

function update(next: Partial<BackendStatus>): void {
  status = { ...status, ...next };
  listeners.forEach((listener) => listener());
}

const browserFetch: ProbeFetch = (url, init) => fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });

function candidates(): string[] {
  return backendCandidates({
    override: readStored(LOCAL_STORAGE_KEYS.backendOverride),
    origin: window.location.origin,
    localDevelopment: import.meta.env.DEV || isLocalDevelopmentHost(window.location.hostname),
  });
}

/**
 * Visitor spec §7: probe the candidates, point every API call at the winner and re-check it every
 * five minutes. The general probe runs once at load; the chat screen asks again with its longer
 * time-out (`purpose: 'chat'`). Calls made meanwhile wait for the answer.
 */
export function selectBackend(purpose: ProbePurpose = 'general'): Promise<BackendSelection> {
  const probe = probeBackends(candidates(), { fetch: browserFetch, purpose }).then((selection) => {
    setApiBase(selection.base);
    update({ selection, online: selection.reachable });
    if (!selection.reachable) logger.warn('no backend answered the health probes; using the first candidate', selection.base);
    startHealthChecks();
    return selection;
  });
  current = probe;
  holdRequestsUntil(probe);
  return probe;
}

/** The selection in force (starting the general probe if none ran yet). */
export function backendSelection(): Promise<BackendSelection> {
  return current ?? selectBackend();
}

function startHealthChecks(): void {
  if (healthTimer !== undefined) return;
  healthTimer = setInterval(() => {
    const base = status.selection?.base;
    if (base === undefined) return;
    void checkBackendHealth(base, { fetch: browserFetch }).then((online) => {
      if (online !== status.online) update({ online });
    });
  }, HEALTH_CHECK_INTERVAL_MS);
}

export function getBackendStatus(): BackendStatus {
  return status;
}

export function subscribeBackendStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
