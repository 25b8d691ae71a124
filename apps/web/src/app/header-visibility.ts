export interface HeaderVisibility {
  header: boolean;
  formButton: boolean;
  guideButton: boolean;
}

const LANDING = new Set(['/', '/home', '/homepage']);

function section(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (LANDING.has(trimmed)) return 'home';
  // Admin spec §2: the login screen is shown without the shared header.
  if (trimmed === '/admin/login') return 'admin-login';
  return trimmed.split('/')[1] ?? '';
}

/** Visitor spec §2 "Shared header": which parts show on which route. */
export function headerVisibility(pathname: string): HeaderVisibility {
  const at = section(pathname);
  return {
    header: at !== 'home' && at !== 'admin-login',
    formButton: !['home', 'chat', 'about', 'work-with-us'].includes(at),
    guideButton: !['home', 'form', 'structured', 'about', 'work-with-us'].includes(at),
  };
}
