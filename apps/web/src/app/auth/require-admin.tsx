import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context';

/** Where the login screen sends the admin back to. */
export interface LoginRedirectState {
  from?: string;
}

/** Admin spec §2 guard: no stored session → the login screen, which remembers where we came from. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/admin/login" replace state={state} />;
  }
  return <>{children}</>;
}

/** Only same-app paths are honoured, so a crafted state can never send the admin off-site. */
export function loginReturnPath(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as LoginRedirectState).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/admin/login')) return '/admin';
  return from;
}
