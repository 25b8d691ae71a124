export interface HeaderVisibility {
  header: boolean;
  formButton: boolean;
  guideButton: boolean;
}

const LANDING = new Set(['/', '/home', '/homepage']);

function section(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return LANDING.has(trimmed) ? 'home' : (trimmed.split('/')[1] ?? '');
}

/** Visitor spec §2 "Shared header": which parts show on which route. */
export function headerVisibility(pathname: string): HeaderVisibility {
  const at = section(pathname);
  return {
    header: at !== 'home',
    formButton: !['home', 'chat', 'about', 'work-with-us'].includes(at),
    guideButton: !['home', 'form', 'structured', 'about', 'work-with-us'].includes(at),
  };
}
