import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import type { KeyValueStorage } from '../browser-storage';

export interface AnalyticsSession {
  id: string;
  /** True when this page load created the session (visitor spec §4: on first visit). */
  created: boolean;
}

// The server accepts 1 to 100 characters; anything else in the key is not ours to reuse.
const usable = (value: string | null): value is string => value !== null && value.trim() !== '' && value.length <= 100;

/**
 * The visitor's analytics session: the stored id when there is one, else a new one, stored so that
 * every later page load reuses it. Where storage fails the id lives as long as the page does, and
 * counts as new.
 */
export function resolveAnalyticsSession(storage: KeyValueStorage | null, newId: () => string): AnalyticsSession {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(LOCAL_STORAGE_KEYS.analyticsSessionId) ?? null;
  } catch {
    stored = null;
  }
  if (usable(stored)) return { id: stored, created: false };
  const id = newId();
  try {
    storage?.setItem(LOCAL_STORAGE_KEYS.analyticsSessionId, id);
  } catch {
    // Quota or privacy mode: the session still works for this page load.
  }
  return { id, created: true };
}
