import { LOCAL_STORAGE_KEYS, type AdminSessionUser } from '@intake/contracts';
import { readFrom, removeFrom, writeTo, type KeyValueStorage } from '../browser-storage';

export interface AdminSession {
  token: string;
  user: AdminSessionUser;
}

function parseUser(text: string): AdminSessionUser | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { username } = value as { username?: unknown };
    return typeof username === 'string' && username !== '' ? (value as AdminSessionUser) : null;
  } catch {
    return null;
  }
}

export function clearAdminSession(storage: KeyValueStorage | null): void {
  removeFrom(storage, LOCAL_STORAGE_KEYS.adminToken);
  removeFrom(storage, LOCAL_STORAGE_KEYS.adminUser);
}

/**
 * Admin spec §3: a saved session counts only when both the token and the user are stored; a user
 * that cannot be parsed takes the token with it, so no half session lingers.
 */
export function readAdminSession(storage: KeyValueStorage | null): AdminSession | null {
  const token = readFrom(storage, LOCAL_STORAGE_KEYS.adminToken);
  const userText = readFrom(storage, LOCAL_STORAGE_KEYS.adminUser);
  if (!token || userText === null) return null;
  const user = parseUser(userText);
  if (!user) {
    clearAdminSession(storage);
    return null;
  }
  return { token, user };
}

export function writeAdminSession(storage: KeyValueStorage | null, session: AdminSession): void {
  writeTo(storage, LOCAL_STORAGE_KEYS.adminToken, session.token);
  writeTo(storage, LOCAL_STORAGE_KEYS.adminUser, JSON.stringify(session.user));
}
