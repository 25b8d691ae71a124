/** Admin spec §2 entry shortcuts: `?admin=true` or `?page=admin` on any page. */
export function asksForAdmin(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('admin') === 'true' || params.get('page') === 'admin';
}

/** Signed-in admins go to the dashboard, everyone else to the login screen. */
export function adminEntryPath(isAuthenticated: boolean): '/admin' | '/admin/login' {
  return isAuthenticated ? '/admin' : '/admin/login';
}
