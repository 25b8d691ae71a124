/** A host as visitors think of it: lower case, without a leading "www.". */
function bareHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
}

/**
 * Where the visit that a page view belongs to came from: utm_source, else the referrer's host when
 * the referrer is another site, else 'direct' (no referrer: typed, bookmarked, or stripped by the
 * browser's referrer policy). null: the referrer is this site (or a bare path, as the tracker
 * reports in-app navigation), so the page view continues a visit rather than starting one.
 */
export function visitSource(utmSource: string | null | undefined, referrer: string | null | undefined, siteHost: string | null): string | null {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return utm;
  const ref = referrer?.trim();
  if (!ref) return 'direct';
  let url: URL;
  try {
    url = new URL(ref);
  } catch {
    return null;
  }
  const host = bareHost(url.hostname);
  if (!host) return 'direct';
  if (siteHost && host === bareHost(siteHost)) return null;
  return host;
}
