import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from './auth/auth-context';
import { adminEntryPath, asksForAdmin } from './admin-entry';

declare global {
  interface Window {
    /** Admin spec §2: the global shortcut to the admin area (for staff, from the console or a bookmarklet). */
    goToAdmin?: () => void;
  }
}

/**
 * `?admin=true` / `?page=admin` on any page, and `window.goToAdmin()`: to /admin when signed in,
 * else to /admin/login. The navigation replaces the entry, so the query leaves the address and
 * Back does not bounce into the shortcut again.
 */
export function useAdminEntry(): void {
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    if (asksForAdmin(search)) void navigate(adminEntryPath(isAuthenticated), { replace: true });
  }, [search, isAuthenticated, navigate]);

  useEffect(() => {
    const goToAdmin = () => void navigate(adminEntryPath(isAuthenticated));
    window.goToAdmin = goToAdmin;
    return () => {
      if (window.goToAdmin === goToAdmin) delete window.goToAdmin;
    };
  }, [isAuthenticated, navigate]);
}
