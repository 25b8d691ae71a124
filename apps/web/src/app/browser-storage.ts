import { STORED_TRUE, type LocalStorageKey, type SessionStorageKey } from '@intake/contracts';

/** The part of Web Storage the app uses; tests pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// Storage throws in some private modes and when the quota is full; losing a preference must never
// break a page, so every access degrades to "nothing stored".
function local(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function session(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFrom(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeTo(storage: KeyValueStorage | null, key: string, value: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeFrom(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to undo: the value simply stays.
  }
}

export const readStored = (key: LocalStorageKey) => readFrom(local(), key);
export const writeStored = (key: LocalStorageKey, value: string) => writeTo(local(), key, value);
export const removeStored = (key: LocalStorageKey) => removeFrom(local(), key);
export const readStoredFlag = (key: LocalStorageKey) => readStored(key) === STORED_TRUE;
export const writeStoredFlag = (key: LocalStorageKey) => writeStored(key, STORED_TRUE);

export const readSessionStored = (key: SessionStorageKey) => readFrom(session(), key);
export const writeSessionStored = (key: SessionStorageKey, value: string) => writeTo(session(), key, value);
export const removeSessionStored = (key: SessionStorageKey) => removeFrom(session(), key);

export function localStorageOrNull(): KeyValueStorage | null {
  return local();
}
