/**
 * The public pages (visitor spec §2) as the tracker names them. Other addresses are not pages:
 * /home, /homepage and unknown paths only redirect to /, and the admin area is staff, not
 * visitors; a page view for them would count a visit twice or count the team.
 */
const PUBLIC_PAGES = new Set(['/', '/about', '/work-with-us', '/chat', '/form', '/structured']);

/** The page_path for a router pathname, or null when the address is not a tracked page. */
export function trackedPagePath(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PUBLIC_PAGES.has(path) ? path : null;
}

/**
 * The page a visitor came from, as origin and path only (http and https): the query and fragment
 * can carry search terms or tokens. Null for anything else.
 */
export function referrerPage(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return `${url.origin}${url.pathname}`;
}

/**
 * Where the first page view came from, for referrer_path: the path of document.referrer when it is
 * this site, else its origin and path (referrerPage), so that the server can name the other site
 * as the visit's source.
 */
export function entryReferrer(referrer: string | null | undefined, ownOrigin: string): string | null {
  const page = referrerPage(referrer);
  if (page === null) return null;
  const value = page.startsWith(`${ownOrigin}/`) ? page.slice(ownOrigin.length) : page;
  return value.slice(0, 2048);
}
