import { LOCAL_STORAGE_KEYS } from '@intake/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useBrowserState } from '../hydration';
import { apiRequest, UNREAD_ANSWER } from '../api-client';
import { localStorageOrNull } from '../browser-storage';
import { clearAdminSession, readAdminSession, writeAdminSession, type AdminSession } from './admin-session';

export interface AuthContextValue {
  session: AdminSession | null;
  isAuthenticated: boolean;
  /** Stores the token and the user; the header and the guard follow at once. */
  login(session: AdminSession): void;
  /** Removes both; callers decide where to go next. */
  logout(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // Prerendered pages are signed out; a signed-in admin's header follows at hydration.
  const [session, setSession] = useBrowserState<AdminSession | null>(() => readAdminSession(localStorageOrNull()), null);

  // Signing in or out in another tab changes this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === LOCAL_STORAGE_KEYS.adminToken || event.key === LOCAL_STORAGE_KEYS.adminUser) {
        setSession(readAdminSession(localStorageOrNull()));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setSession]);

  const login = useCallback(
    (next: AdminSession) => {
      writeAdminSession(localStorageOrNull(), next);
      setSession(next);
    },
    [setSession],
  );

  const logout = useCallback(() => {
    // The server revokes the token too, so a copy of it (another tab, a leak) stops working;
    // signing out here does not wait for it.
    const token = readAdminSession(localStorageOrNull())?.token;
    if (token) void apiRequest('/api/admin/logout', UNREAD_ANSWER, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    clearAdminSession(localStorageOrNull());
    setSession(null);
  }, [setSession]);

  const value = useMemo(() => ({ session, isAuthenticated: session !== null, login, logout }), [session, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
