import { ERASED_TEXT } from '@intake/event-store';
import type { VisitorFormAbandonedData, VisitorPageLeftData, VisitorPageViewedData } from '@intake/contracts';
import type { VisitorLocation } from './visitor-location.js';

/**
 * Pure rules of the visitor rollups (migration 0020, docs/visitor-analytics.md "Rollups"): what a
 * page view adds, and what a session counts for wherever it stands. The projector only loads,
 * applies these, and writes the sums.
 */

/** The projector's state of one analytics session, built from its page views alone. */
export interface RollupSession {
  session_id: string;
  /** The consented address of the latest page view; null without consent. */
  ip: string | null;
  country_code: string | null;
  /** "City, Region, CC" from the latest placed page view; 'Unknown location' until one is placed. */
  location: string;
  first_at: Date;
  last_at: Date;
  last_page: string;
  pageviews: number;
}

export type RollupDimension =
  | 'pv'
  | 'start'
  | 'entry'
  | 'page'
  | 'entry_page'
  | 'country'
  | 'device'
  | 'browser'
  | 'os'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
  | 'sess'
  | 'sess_country'
  | 'sess_loc'
  | 'sess_ip'
  | 'exit_page'
  | 'sess_bounce'
  | 'sess_dur'
  | 'ip1'
  | 'ip2'
  | 'bot'
  | 'engaged'
  | 'engaged_n'
  | 'abandon';

/** One change to a counter: `n` added at the hour and the day that hold `at`. */
export interface RollupCount {
  dim: RollupDimension;
  /**
   * '' = everything; a country code: limited to visits placed there; `<dim>:<value>` (a
   * FILTER_DIMS dimension): limited to the page views with that value (issue 35, a clicked row).
   */
  scope: string;
  value: string;
  at: Date;
  n: number;
}

export const UNKNOWN_LOCATION = 'Unknown location';
/** Longest value kept in a counter; page paths and utm values beyond it are cut. */
const MAX_VALUE = 512;

export function normaliseCountry(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(trimmed) ? trimmed : null;
}

/** "Leeds, England, GB": the known parts, each once; the same label the panel has always shown. */
export function locationLabel(location: VisitorLocation | null): string {
  if (!location) return UNKNOWN_LOCATION;
  const parts = [location.city, location.region, normaliseCountry(location.country_code)]
    .map((part) => (part === ERASED_TEXT ? '' : (part?.trim() ?? '')))
    .filter((part) => part !== '');
  const distinct = parts.filter((part, index) => parts.indexOf(part) === index);
  return distinct.length > 0 ? distinct.join(', ') : UNKNOWN_LOCATION;
}

const cut = (value: string) => (value.length > MAX_VALUE ? value.slice(0, MAX_VALUE) : value);

/**
 * The page-view dimensions a filter can name (issue 35: a clicked row filters every panel). Each
 * page view is counted again under the scope of each of its values; a country is its own scope.
 * Source, entry page and utm are values of a visit's entry page view only, so their scopes hold the
 * entries from there: their landing pages, devices, countries and the visits they began.
 */
export const FILTER_DIMS = ['page', 'entry', 'entry_page', 'device', 'browser', 'os', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
export type FilterDim = (typeof FILTER_DIMS)[number];
const FILTERED = new Set<RollupDimension>(FILTER_DIMS);

/** The rollup scope of a filter on `dim` = `value`. */
export const filterScope = (dim: FilterDim, value: string): string => `${dim}:${cut(value)}`;

/** The session after one of its page views, placed at `location` (null: not placed by this one). */
export function evolveRollupSession(state: RollupSession | null, pv: VisitorPageViewedData, location: VisitorLocation | null): RollupSession {
  const at = new Date(pv.viewed_at);
  const ip = pv.consent && pv.client.ip && pv.client.ip !== ERASED_TEXT ? pv.client.ip : null;
  const placed = location ? { country_code: normaliseCountry(location.country_code), location: locationLabel(location) } : null;
  if (!state) {
    return {
      session_id: pv.session_id,
      ip,
      country_code: placed?.country_code ?? null,
      location: placed?.location ?? UNKNOWN_LOCATION,
      first_at: at,
      last_at: at,
      last_page: cut(pv.page_path),
      pageviews: 1,
    };
  }
  const latest = at.getTime() >= state.last_at.getTime();
  return {
    ...state,
    // The address follows the latest consent, as in visitor_sessions.
    ip: latest ? ip : state.ip,
    ...(placed && latest ? placed : {}),
    first_at: at.getTime() < state.first_at.getTime() ? at : state.first_at,
    last_at: latest ? at : state.last_at,
    last_page: latest ? cut(pv.page_path) : state.last_page,
    pageviews: state.pageviews + 1,
  };
}

/** Both scopes of a count: all countries, and the session's country when it has one. */
function scoped(country: string | null, dim: RollupDimension, value: string, at: Date, n: number): RollupCount[] {
  const all: RollupCount = { dim, scope: '', value, at, n };
  return country ? [all, { dim, scope: country, value, at, n }] : [all];
}

/** What a session counts for, at the time of its latest page view; `n` = -1 takes it back. */
export function sessionCounts(s: RollupSession, n: 1 | -1): RollupCount[] {
  const at = s.last_at;
  const c = s.country_code;
  return [
    ...scoped(c, 'sess', '', at, n),
    ...(c ? [{ dim: 'sess_country' as const, scope: '', value: c, at, n }] : []),
    ...scoped(c, 'sess_loc', s.location, at, n),
    ...(s.ip ? scoped(c, 'sess_ip', s.ip, at, n) : []),
    ...scoped(c, 'exit_page', s.last_page, at, n),
    // Bounce rate and visit duration (issue 35): a session of one page view, and its first to last page view.
    ...(s.pageviews === 1 ? scoped(c, 'sess_bounce', '', at, n) : []),
    ...(s.last_at.getTime() > s.first_at.getTime() ? scoped(c, 'sess_dur', '', at, n * (s.last_at.getTime() - s.first_at.getTime())) : []),
  ];
}

/**
 * What one page view adds, under the country of the session after it (`after`). `first`: the
 * session's first page view (a session begun).
 */
export function pageviewCounts(pv: VisitorPageViewedData, after: RollupSession, first: boolean): RollupCount[] {
  const software = pv.software;
  const at = new Date(pv.viewed_at);
  const c = after.country_code;
  const values: [RollupDimension, string][] = [
    ['page', pv.page_path],
    ['device', pv.client.device_type],
    ['browser', software.browser],
    ['os', software.os],
  ];
  if (c) values.push(['country', c]);
  // An entry: the page view that starts a visit (it has a source; in-site navigation has none).
  if (pv.source !== null) values.push(['entry', pv.source], ['entry_page', pv.page_path]);
  const campaign = pv.campaign;
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = campaign[key];
    if (value !== null) values.push([key, value]);
  }
  const scopes = ['', ...(c ? [c] : []), ...values.filter(([dim]) => FILTERED.has(dim)).map(([dim, value]) => filterScope(dim as FilterDim, value))];
  const counts: RollupCount[] = [];
  for (const scope of scopes) {
    counts.push({ dim: 'pv', scope, value: '', at, n: 1 });
    if (first) counts.push({ dim: 'start', scope, value: '', at, n: 1 });
    for (const [dim, value] of values) counts.push({ dim, scope, value: cut(value), at, n: 1 });
  }
  return counts;
}

/**
 * Distinct addresses: an address counts once in `ip1` at the latest page view of its latest
 * session, and once in `ip2` at that of its second latest session. The visitors with a page view
 * in a range that ends now are then sum(ip1) over the range, and those with two sessions or more
 * in it sum(ip2) — exact, whatever the number of addresses. `before`/`after`: the last_at of the
 * address's two latest sessions (latest first) before and after a change.
 */
export function addressCounts(scope: string, before: readonly Date[], after: readonly Date[]): RollupCount[] {
  const counts: RollupCount[] = [];
  (['ip1', 'ip2'] as const).forEach((dim, i) => {
    const was = before[i];
    const is = after[i];
    if (was?.getTime() === is?.getTime()) return;
    if (was) counts.push({ dim, scope, value: '', at: was, n: -1 });
    if (is) counts.push({ dim, scope, value: '', at: is, n: 1 });
  });
  return counts;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export const hourStart = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
export const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** One counter row's change. */
export interface RollupDelta {
  dim: RollupDimension;
  scope: string;
  grain: 'h' | 'd';
  bucket: Date;
  value: string;
  n: number;
}

/** Sums the counts per counter, at both grains; counters whose changes cancel are left out. */
export function sumCounts(counts: Iterable<RollupCount>): RollupDelta[] {
  const sums = new Map<string, RollupDelta>();
  for (const c of counts) {
    for (const [grain, bucket] of [
      ['h', hourStart(c.at)],
      ['d', dayStart(c.at)],
    ] as const) {
      const key = `${c.dim}\u0000${c.scope}\u0000${grain}\u0000${bucket.getTime()}\u0000${c.value}`;
      const sum = sums.get(key);
      if (sum) sum.n += c.n;
      else sums.set(key, { dim: c.dim, scope: c.scope, grain, bucket, value: c.value, n: c.n });
    }
  }
  return [...sums.values()].filter((d) => d.n !== 0);
}

/** The page view of a bot: counted once, in `bot`, at its time. */
export function botCounts(pv: VisitorPageViewedData): RollupCount[] {
  return [{ dim: 'bot', scope: '', value: '', at: new Date(pv.viewed_at), n: 1 }];
}

/** One page's engaged time is capped here: a tab left open overnight says nothing of attention. */
export const MAX_ENGAGED_MS = 30 * 60_000;

/** A page left (page_unload): its engaged time under the page (`engaged`, ms) and one report (`engaged_n`). */
export function pageLeftCounts(left: VisitorPageLeftData): RollupCount[] {
  const at = new Date(left.left_at);
  const ms = Math.min(MAX_ENGAGED_MS, Math.max(0, Math.round(left.engaged_ms)));
  const page = cut(left.page_path);
  return ['', filterScope('page', page)].flatMap((scope) => [
    { dim: 'engaged' as const, scope, value: page, at, n: ms },
    { dim: 'engaged_n' as const, scope, value: page, at, n: 1 },
  ]);
}

/** A form left unfinished (track-incomplete): counted under `<interaction_type>:<last_step>` at its time. */
export function abandonCounts(form: VisitorFormAbandonedData): RollupCount[] {
  const step = form.last_step === null ? '' : String(form.last_step);
  return [{ dim: 'abandon', scope: '', value: cut(`${form.interaction_type}:${step}`), at: new Date(form.recorded_at), n: 1 }];
}
