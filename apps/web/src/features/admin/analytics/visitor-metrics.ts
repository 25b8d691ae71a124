import type { AnalyticsSessionReply, VisitorOverview } from '@intake/contracts';

/**
 * The visitor panel's figures (admin spec §2 "visitor geo and IP panel", §9), derived from the
 * sessions of GET /analytics/sessions. A visitor is an IP address; a session the server could
 * give no IP counts as a visitor of its own, seen once.
 */

/** Admin spec §9: top lists have 10 entries, the top-countries list 5. */
export const TOP_LIST_SIZE = 10;
export const TOP_COUNTRIES_SIZE = 5;

/** A session as admin spec §3 lists it; session_id and pageviews are ours, and may be absent. */
export type VisitorSession = Pick<AnalyticsSessionReply, 'session_id' | 'ip' | 'city' | 'region' | 'country_code' | 'first_seen' | 'pageviews'>;

export interface VisitorTiles {
  /** People Seen Webpage: page views in the sessions. */
  pageviews: number;
  uniqueVisitors: number;
  /** Visitors seen in more than one session. */
  returningVisitors: number;
  countries: number;
  /** The UTC hour in which most sessions began; null without sessions. */
  peakHour: number | null;
  /** Share of visitors (IP addresses) seen in exactly one session, rounded percent; null without any. */
  singleVisitPercent: number | null;
}

/** A session without an address is a visitor of its own (by its id, else by its place in the list). */
const visitorOf = (session: VisitorSession, index: number) => (session.ip ? `ip:${session.ip}` : `session:${session.session_id ?? `#${index}`}`);

function countBy<T>(items: readonly T[], keyOf: (item: T, index: number) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    const key = keyOf(item, index);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Entries by count, most first, ties in name order, at most `size`. */
function top(counts: Map<string, number>, size: number): { key: string; count: number }[] {
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, size);
}

export function normaliseCountry(code: string | null): string | null {
  const trimmed = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(trimmed) ? trimmed : null;
}

/** The panel's country filter: 'all' keeps every session. */
export function filterByCountry<T extends VisitorSession>(sessions: readonly T[], country: string): T[] {
  return country === 'all' ? [...sessions] : sessions.filter((session) => normaliseCountry(session.country_code) === country);
}

/** The countries the filter offers: every one seen in the range, alphabetically by code. */
export function countryOptions(sessions: readonly VisitorSession[]): string[] {
  return [...new Set(sessions.map((session) => normaliseCountry(session.country_code)).filter((code): code is string => code !== null))].sort();
}

/** A session has at least the page view that began it; the spec's sessions do not count theirs. */
const pageviewsOf = (session: VisitorSession) => session.pageviews ?? 1;

/** Sessions that began in each UTC hour of the day, 0 to 23. */
export function sessionsByHour(sessions: readonly VisitorSession[]): { hour: number; sessions: number }[] {
  const totals = Array.from({ length: 24 }, (_, hour) => ({ hour, sessions: 0 }));
  for (const session of sessions) {
    const at = Date.parse(session.first_seen);
    if (!Number.isNaN(at)) totals[new Date(at).getUTCHours()]!.sessions += 1;
  }
  return totals;
}

export function visitorTiles(sessions: readonly VisitorSession[]): VisitorTiles {
  const perVisitor = countBy(sessions, visitorOf);
  const visitors = perVisitor.size;
  const single = [...perVisitor.values()].filter((count) => count === 1).length;
  const hours = sessionsByHour(sessions);
  const busiest = hours.reduce((best, entry) => (entry.sessions > best.sessions ? entry : best), { hour: -1, sessions: 0 });
  return {
    pageviews: sessions.reduce((sum, session) => sum + pageviewsOf(session), 0),
    uniqueVisitors: visitors,
    returningVisitors: visitors - single,
    countries: countBy(sessions, (session) => normaliseCountry(session.country_code)).size,
    peakHour: busiest.hour >= 0 ? busiest.hour : null,
    singleVisitPercent: visitors > 0 ? Math.round((single / visitors) * 100) : null,
  };
}

/** "Leeds, England, GB"; the parts that are known; "Unknown location" when none is. */
export function locationLabel(session: Pick<VisitorSession, 'city' | 'region' | 'country_code'>): string {
  const parts = [session.city, session.region, normaliseCountry(session.country_code)].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  const distinct = parts.filter((part, index) => parts.indexOf(part) === index);
  return distinct.length > 0 ? distinct.join(', ') : 'Unknown location';
}

/** Top 10 locations by sessions. */
export function topLocations(sessions: readonly VisitorSession[], size: number = TOP_LIST_SIZE): { location: string; sessions: number }[] {
  return top(countBy(sessions, locationLabel), size).map(({ key, count }) => ({ location: key, sessions: count }));
}

/** Top 10 IP addresses by sessions, with where each was last placed. */
export function topIps(sessions: readonly VisitorSession[], size: number = TOP_LIST_SIZE): { ip: string; sessions: number; location: string }[] {
  const where = new Map<string, string>();
  for (const session of sessions) if (session.ip) where.set(session.ip, locationLabel(session));
  return top(
    countBy(sessions, (session) => session.ip || null),
    size,
  ).map(({ key, count }) => ({ ip: key, sessions: count, location: where.get(key) ?? 'Unknown location' }));
}

/** Sessions per country (alpha-2); sessions without a country are left out. */
export function sessionsByCountry(sessions: readonly VisitorSession[]): Map<string, number> {
  return countBy(sessions, (session) => normaliseCountry(session.country_code));
}

/** The top-countries list: 5 entries, with each one's share of the located sessions. */
export function topCountries(sessions: readonly VisitorSession[], size: number = TOP_COUNTRIES_SIZE): { country: string; sessions: number; percent: number }[] {
  const counts = sessionsByCountry(sessions);
  const located = [...counts.values()].reduce((sum, count) => sum + count, 0);
  return top(counts, size).map(({ key, count }) => ({ country: key, sessions: count, percent: Math.round((count / located) * 100) }));
}

/**
 * The panel's figures from the sessions listed, for a backend that answers as admin spec §7 says
 * ("success, sessions") without our server's `overview`: counted here, as the spec's page does,
 * over the sessions the answer holds, in UTC hours. `country` filters as the panel's selector does.
 */
export function overviewFromSessions(sessions: readonly VisitorSession[], country: string): VisitorOverview {
  const shown = filterByCountry(sessions, country);
  const tiles = visitorTiles(shown);
  const hourly = sessionsByHour(shown).map((entry) => ({ ...entry, pageviews: 0 }));
  for (const session of shown) {
    const at = Date.parse(session.first_seen);
    if (!Number.isNaN(at)) hourly[new Date(at).getUTCHours()]!.pageviews += pageviewsOf(session);
  }
  const earliest = shown.reduce((min, session) => {
    const at = Date.parse(session.first_seen);
    return Number.isNaN(at) ? min : Math.min(min, at);
  }, Number.POSITIVE_INFINITY);
  return {
    from: Number.isFinite(earliest) ? new Date(earliest).toISOString() : '',
    country,
    pageviews: tiles.pageviews,
    sessions: shown.length,
    unique_visitors: tiles.uniqueVisitors,
    returning_visitors: tiles.returningVisitors,
    countries: tiles.countries,
    peak_hour: tiles.peakHour,
    single_visit_percent: tiles.singleVisitPercent,
    top_locations: topLocations(shown),
    top_ips: topIps(shown),
    top_ips_unlisted_max: 0,
    top_countries: topCountries(shown),
    country_sessions: [...sessionsByCountry(sessions)].map(([code, count]) => ({ country: code, sessions: count })),
    hourly,
    time_zone: 'UTC',
  };
}
