import { LOCAL_STORAGE_KEYS, STORED_TRUE } from '@intake/contracts';
import type { KeyValueStorage } from '../browser-storage';

/**
 * Visitor spec §5: consent is true only if the stored flag equals true; if storage fails (no Web
 * Storage, or a read that throws), consent is treated as given. This is deliberately not
 * readStoredFlag, which reads a failure as "nothing stored" and so as false.
 */
export function readAnalyticsConsent(storage: KeyValueStorage | null): boolean {
  if (!storage) return true;
  try {
    return storage.getItem(LOCAL_STORAGE_KEYS.analyticsConsent) === STORED_TRUE;
  } catch {
    return true;
  }
}
