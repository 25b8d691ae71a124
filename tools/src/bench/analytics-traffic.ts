import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { decideTrack } from '@intake/api';
import { visitorSessionStreamId, type VisitorCdnGeo } from '@intake/contracts';

/**
 * Realistic visitor traffic for `npm run bench -- analytics`, written to the event log exactly as
 * POST /analytics/track writes it (decideTrack, the ingest path's own decision), but in bulk:
 * sessions of 1–8 page views, returning visitors, ~50 countries, sources and utm campaigns,
 * devices and browsers, a weekly and a daily rhythm, over `days` days ending now.
 */

const SITE = 'intake.example';
const DAY = 86_400_000;

/** A small deterministic generator: the same run gives the same traffic. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return next;
}
type Rng = () => number;

/** Picks by weight (weights need not sum to one). */
function weighted<T>(items: readonly (readonly [T, number])[]): (rnd: Rng) => T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  return (rnd) => {
    let r = rnd() * total;
    for (const [item, w] of items) if ((r -= w) < 0) return item;
    return items.at(-1)![0];
  };
}

const COUNTRY_CODES =
  'US GB DE FR NL IN CA AU ES IT SE BR JP CH BE IE DK NO FI PL AT PT CZ IL SG NZ ZA MX AR KR CN TR GR HU RO UA NG KE EG AE SA TH VN ID PH MY CL CO PE'.split(
    ' ',
  );
/** Zipf-like: a few countries bring most visits. */
const pickCountry = weighted(COUNTRY_CODES.map((c, i) => [c, 1 / (i + 1)] as const));
const placeOf = (country: string, rnd: Rng): VisitorCdnGeo => {
  const k = Math.floor(rnd() ** 2 * 4);
  return { provider: 'cloudflare', country_code: country, region: `${country} Region ${k % 2}`, city: `${country} City ${k}` };
};

const AGENTS = {
  desktop: [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0',
  ],
  mobile: [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ],
  tablet: ['Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'],
} as const;
const pickDevice = weighted([
  ['desktop', 55],
  ['mobile', 40],
  ['tablet', 5],
] as const);

const PAGES = [
  '/',
  '/about',
  '/work-with-us',
  '/questionnaire',
  '/chat',
  '/privacy',
  '/terms',
  '/programmes',
  '/programmes/ai',
  '/programmes/devices',
  '/news',
  '/news/2026-spring',
  '/events',
  '/team',
  '/contact',
  '/faq',
  '/partners',
  '/apply',
  '/resources',
  '/blog',
  '/blog/pilot-results',
  '/blog/funding',
  '/careers',
  '/press',
  '/accessibility',
];
const pickPage = weighted(PAGES.map((p, i) => [p, 1 / (i + 1) ** 0.8] as const));

/** Where an entry came from: a referrer (its host becomes the source) or utm tags. */
const pickEntry = weighted<{ referrer: string | null; utm?: Record<string, string> }>([
  [{ referrer: null }, 40],
  [{ referrer: 'https://www.google.com/' }, 28],
  [{ referrer: 'https://www.linkedin.com/feed/' }, 8],
  [{ referrer: 'https://duckduckgo.com/' }, 4],
  [{ referrer: 'https://t.co/x' }, 4],
  [{ referrer: 'https://www.bing.com/' }, 3],
  [{ referrer: 'https://news.ycombinator.com/' }, 2],
  [{ referrer: null, utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring-call' } }, 7],
  [{ referrer: null, utm: { utm_source: 'partner-site', utm_medium: 'referral', utm_campaign: 'open-innovation' } }, 4],
]);
const pickViews = weighted([1, 2, 3, 4, 5, 6, 7, 8].map((n, i) => [n, [30, 20, 15, 11, 9, 6, 5, 4][i]!] as const));
/** Sessions one visitor makes over the period: most come once, some often. */
const pickSessions = weighted([
  [1, 60],
  [2, 18],
  [3, 8],
  [5, 7],
  [10, 5],
  [25, 2],
] as const);
/** UTC hour weights: busiest in the European afternoon. */
const HOUR_WEIGHTS = [2, 1.5, 1, 1, 1, 1.5, 2.5, 4, 6, 8, 9, 9.5, 10, 10, 9.5, 9, 8, 7, 6, 5, 4.5, 4, 3.5, 2.5];
const pickHour = weighted(HOUR_WEIGHTS.map((w, h) => [h, w] as const));

const ipOf = (rnd: Rng) => `${11 + Math.floor(rnd() * 180)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${1 + Math.floor(rnd() * 254)}`;

interface EventRow {
  stream_id: string;
  stream_position: number;
  event_id: string;
  data: string;
  created_at: string;
}

interface Visitor {
  device: keyof typeof AGENTS;
  userAgent: string;
  consent: boolean;
  ip: string;
  place: VisitorCdnGeo;
  /** Sessions still to come. */
  sessionsLeft: number;
}

/**
 * About `count` page views over `days` days ending at `now`, a day at a time and in time order
 * within each day, as a live site's log holds them. Each day gets its share (fewer at weekends);
 * visitors who come back are booked for a later day.
 */
export function* generateTraffic(count: number, days: number, now: number, seed = 19): Generator<EventRow> {
  const rnd = seeded(seed);
  const start = Math.floor((now - (days - 1) * DAY) / DAY) * DAY;
  // Offices and campuses: a few addresses many visitors share.
  const shared = Array.from({ length: 40 }, () => ipOf(rnd));
  const booked = new Map<number, Visitor[]>();
  const weights = Array.from({ length: days }, (_, d) => ([0, 6].includes(new Date(start + d * DAY).getUTCDay()) ? 0.6 : 1));
  // Today is only partly over.
  weights[days - 1]! *= (now - (start + (days - 1) * DAY)) / DAY;
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let made = 0;
  for (let d = 0; d < days; d++) {
    const quota = d === days - 1 ? count - made : Math.round((count * weights[d]!) / totalWeight);
    const day: { at: number; row: EventRow }[] = [];
    const returning = booked.get(d) ?? [];
    booked.delete(d);
    let views = 0;
    while (views < quota) {
      const visitor: Visitor =
        returning.pop() ??
        (() => {
          const device = pickDevice(rnd);
          const agents = AGENTS[device];
          const consent = rnd() < 0.75;
          return {
            device,
            userAgent: agents[Math.floor(rnd() * agents.length)]!,
            consent,
            ip: rnd() < 0.08 ? shared[Math.floor(rnd() * shared.length)]! : ipOf(rnd),
            place: placeOf(pickCountry(rnd), rnd),
            sessionsLeft: pickSessions(rnd),
          };
        })();
      visitor.sessionsLeft--;
      const dayEnd = Math.min(start + (d + 1) * DAY, now);
      let at = start + d * DAY + pickHour(rnd) * 3_600_000 + Math.floor(rnd() * 3_600_000);
      if (at >= dayEnd) at = start + d * DAY + Math.floor(rnd() * (dayEnd - start - d * DAY));
      const sessionId = `b${randomUUID()}`;
      const streamId = visitorSessionStreamId(sessionId);
      const entry = pickEntry(rnd);
      const n = Math.min(pickViews(rnd), quota - views);
      let previous: string | null = null;
      for (let v = 0; v < n; v++) {
        const page = v === 0 && entry.utm ? '/' : pickPage(rnd);
        const [event] = decideTrack(
          {
            session_id: sessionId,
            new_session: v === 0,
            consent: visitor.consent,
            event_type: 'pageview',
            page_path: page,
            referrer_path: v === 0 ? entry.referrer : previous,
            value: null,
            meta: { ...(v === 0 && entry.utm ? entry.utm : {}), device_type: visitor.device },
          } as Parameters<typeof decideTrack>[0],
          { ip: visitor.consent ? visitor.ip : undefined, userAgent: visitor.userAgent, siteHost: SITE, cdnGeo: visitor.place, now: new Date(at) },
        );
        day.push({
          at,
          row: {
            stream_id: streamId,
            stream_position: v + 1,
            event_id: randomUUID(),
            data: JSON.stringify(event!.data),
            created_at: new Date(at).toISOString(),
          },
        });
        previous = page;
        at = Math.min(at + 10_000 + Math.floor(rnd() * 290_000), now - 1);
      }
      views += n;
      if (visitor.sessionsLeft > 0) {
        const next = d + 1 + Math.floor(rnd() * 14);
        if (next < days) booked.set(next, [...(booked.get(next) ?? []), visitor]);
      }
    }
    // In time order; a session's own page views keep their order (positions rise with time).
    day.sort((a, b) => a.at - b.at);
    for (const { row } of day) yield row;
    made += views;
  }
}

const BATCH = 10_000;

/** Bulk-writes the generated page views into `events` (multi-row inserts) and their `streams`; returns how many. */
export async function loadTraffic(db: Kysely<any>, rows: Iterable<EventRow>, onProgress?: (n: number) => void): Promise<number> {
  let batch: EventRow[] = [];
  let total = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const col = <K extends keyof EventRow>(k: K) => batch.map((r) => r[k]);
    await sql`
      insert into events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata, created_at)
      select r.stream_id, r.stream_position, r.event_id, 'VisitorPageViewed', 1, r.data, '{"actor":"visitor"}'::jsonb, r.created_at
      from unnest(${col('stream_id')}::text[], ${col('stream_position')}::bigint[], ${col('event_id')}::uuid[], ${col('data')}::jsonb[], ${col('created_at')}::timestamptz[])
        as r(stream_id, stream_position, event_id, data, created_at)`.execute(db);
    total += batch.length;
    batch = [];
    onProgress?.(total);
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  await sql`insert into streams (stream_id, version) select stream_id, max(stream_position) from events group by stream_id
            on conflict (stream_id) do update set version = excluded.version`.execute(db);
  await sql`analyze events`.execute(db);
  return total;
}
