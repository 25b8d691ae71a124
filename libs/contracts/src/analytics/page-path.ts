/**
 * One page, one name (issue 35): a beacon's page_path as the analytics count it. A spec client may
 * send the address as the visitor saw it (`/?utm_source=twitter`, `/about/#team`); counted as sent,
 * one page would split into as many rows as it has links. Pure and linear in the input: ingest
 * applies it, and so do the upcasters that read visitor events recorded before it as version 2
 * (visitor-analytics.upcasters.ts).
 */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** The utm tags found in a page_path's query string: kept, since the link's author set them on purpose. */
export type PathUtm = Partial<Record<UtmKey, string>>;

export interface NormalisedPagePath {
  path: string;
  utm: PathUtm;
}

/** As the meta schema bounds a utm value. */
const MAX_UTM = 200;

/** Where a scheme's "//host" ends in an absolute address, else -1 (a path). */
function hostEnd(value: string): number {
  const scheme = value.indexOf('://');
  if (scheme <= 0 || !/^[a-z][a-z0-9+.-]*$/i.test(value.slice(0, scheme))) return -1;
  const slash = value.indexOf('/', scheme + 3);
  return slash === -1 ? value.length : slash;
}

function utmOf(query: string): PathUtm {
  if (query === '') return {};
  const params = new URLSearchParams(query);
  const utm: PathUtm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim().slice(0, MAX_UTM);
    if (value) utm[key] = value;
  }
  return utm;
}

/**
 * The page as counted: the path alone (no scheme and host, no query, no fragment), starting with
 * one "/", without trailing slashes except for the root ("/about/" is "/about", as the web tracker
 * names it); and the utm tags the query carried.
 */
export function normalisePagePath(raw: string): NormalisedPagePath {
  const hash = raw.indexOf('#');
  const withoutFragment = hash === -1 ? raw : raw.slice(0, hash);
  const mark = withoutFragment.indexOf('?');
  const query = mark === -1 ? '' : withoutFragment.slice(mark + 1);
  let path = (mark === -1 ? withoutFragment : withoutFragment.slice(0, mark)).trim();
  const host = hostEnd(path);
  if (host !== -1) path = path.slice(host);
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  path = path.slice(0, end);
  if (!path.startsWith('/')) path = `/${path}`;
  return { path, utm: utmOf(query) };
}
