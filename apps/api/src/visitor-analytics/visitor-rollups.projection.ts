import { sql, type Kysely } from 'kysely';
import {
  PERSONAL_DATA_ERASED,
  readStreamsBefore,
  upsertRows,
  type ErasedEventData,
  type Projector,
  type StoredEvent,
  type StoredOf,
  handlesOf,
} from '@intake/event-store';
import { VisitorAnalyticsEvents, type VisitorAnalyticsEvent } from '@intake/contracts';
import { locationOf, VisitorLocator } from './visitor-location.js';
import { visitorSessionIdsOf } from './visitor-sessions.projection.js';
import {
  abandonCounts,
  addressCounts,
  botCounts,
  pageLeftCounts,
  evolveRollupSession,
  pageviewCounts,
  sessionCounts,
  sumCounts,
  type RollupCount,
  type RollupDelta,
  type RollupSession,
} from './visitor-rollups.js';
import { VISITOR_GATHER_MS } from './visitor-gather.js';

type Db = Kysely<any>;

type PageViewed = Extract<VisitorAnalyticsEvent, { type: typeof VisitorAnalyticsEvents.PageViewed }>;
type Erased = { type: typeof PERSONAL_DATA_ERASED; data: ErasedEventData };
type Handled = VisitorAnalyticsEvent | Erased;

const isPageView = (e: StoredEvent): e is StoredOf<PageViewed> => e.type === VisitorAnalyticsEvents.PageViewed;

/**
 * What the events add that no session state moves: a bot's page views (`bot` only), page leaves
 * (engaged time) and forms left unfinished. Bots' leaves and forms count nowhere.
 */
function standaloneCounts(events: readonly StoredEvent[]): RollupCount[] {
  const counts: RollupCount[] = [];
  for (const e of events as readonly StoredOf<Handled>[]) {
    // A replay hands erasures over too: they count nothing here.
    if (e.type === PERSONAL_DATA_ERASED) continue;
    // A bot's page views count in `bot` alone, never as visits, visitors or in any breakdown; its
    // page leaves and forms not at all.
    if (e.data.client.bot) {
      if (e.type === VisitorAnalyticsEvents.PageViewed) counts.push(...botCounts(e.data));
    } else if (e.type === VisitorAnalyticsEvents.PageLeft) counts.push(...pageLeftCounts(e.data));
    else if (e.type === VisitorAnalyticsEvents.FormAbandoned) counts.push(...abandonCounts(e.data));
  }
  return counts;
}

/** A person's page view: one that moves a session (a bot's counts in `bot` alone). */
const isPersonPageView = (e: StoredEvent): e is StoredOf<PageViewed> => isPageView(e) && !e.data.client.bot;

/** A session's state before and after a batch (before = null: the batch begins it). */
interface Change {
  before: RollupSession | null;
  after: RollupSession;
}

const SESSION_COLUMNS = ['session_id', 'ip', 'country_code', 'location', 'first_at', 'last_at', 'last_page', 'pageviews'] as const;

async function loadSessions(db: Db, ids: readonly string[]): Promise<Map<string, RollupSession>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('visitor_rollup_sessions')
    .select([...SESSION_COLUMNS])
    .where(sql<boolean>`session_id = any(${ids}::text[])`)
    .execute();
  return new Map(rows.map((r) => [r.session_id as string, r as RollupSession]));
}

/** The addresses (and address-in-country pairs) whose sessions the changes touch. */
function addressesOf(changes: Iterable<Change>): { all: string[]; inCountry: { ip: string; country: string }[] } {
  const all = new Set<string>();
  const pairs = new Map<string, { ip: string; country: string }>();
  for (const { before, after } of changes) {
    for (const s of [before, after]) {
      if (!s?.ip) continue;
      all.add(s.ip);
      if (s.country_code) pairs.set(`${s.country_code} ${s.ip}`, { ip: s.ip, country: s.country_code });
    }
  }
  return { all: [...all], inCountry: [...pairs.values()] };
}

/**
 * Rows given to SQL as one jsonb document typed like `table`'s rows. Query builders only, not raw
 * statements: a replay's withSchema then qualifies the table, here and in the statement.
 */
const recordsOf = (table: string, rows: readonly Record<string, unknown>[], alias: string) =>
  sql`jsonb_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::jsonb)`.as(alias);

/** The last_at of each address's two latest sessions, keyed `${scope} ${ip}` ('' = all countries). */
async function latestTwo(db: Db, addresses: ReturnType<typeof addressesOf>): Promise<Map<string, Date[]>> {
  const out = new Map<string, Date[]>();
  const push = (key: string, at: Date) => out.set(key, [...(out.get(key) ?? []), new Date(at)]);
  const lookups: [string, { ip: string; country_code: string | null }[]][] = [
    ['all', addresses.all.map((ip) => ({ ip, country_code: null }))],
    ['country', addresses.inCountry.map((p) => ({ ip: p.ip, country_code: p.country }))],
  ];
  for (const [kind, keys] of lookups) {
    if (keys.length === 0) continue;
    const rows = await (db.selectFrom(recordsOf('visitor_rollup_sessions', keys, 'k')) as any)
      .innerJoinLateral(
        (eb: any) =>
          eb
            .selectFrom('visitor_rollup_sessions as s')
            .select('s.last_at')
            .whereRef('s.ip', '=', 'k.ip')
            .$if(kind === 'country', (q: any) => q.whereRef('s.country_code', '=', 'k.country_code'))
            .orderBy('s.last_at', 'desc')
            .limit(2)
            .as('t'),
        (join: any) => join.onTrue(),
      )
      .select(['k.ip', 'k.country_code', 't.last_at'])
      .orderBy('k.ip')
      .orderBy('k.country_code')
      .orderBy('t.last_at', 'desc')
      .execute();
    for (const r of rows as { ip: string; country_code: string | null; last_at: Date }[]) push(`${r.country_code ?? ''} ${r.ip}`, r.last_at);
  }
  return out;
}

/** Adds the deltas to their counters in one statement, then drops the counters they bring to zero. */
async function writeDeltas(db: Db, deltas: readonly RollupDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const columns = ['dim', 'scope', 'grain', 'bucket', 'value', 'n'] as const;
  const rows = deltas.map((d) => ({ ...d, bucket: d.bucket.toISOString() }));
  await db
    .insertInto('visitor_rollups')
    .columns([...columns])
    .expression((eb: any) => eb.selectFrom(recordsOf('visitor_rollups', rows, 'r')).select(columns.map((c) => `r.${c}`)))
    .onConflict((oc: any) => oc.columns(['dim', 'scope', 'grain', 'bucket', 'value']).doUpdateSet({ n: sql`visitor_rollups.n + excluded.n` }))
    .execute();
  const down = rows.filter((d) => d.n < 0);
  if (down.length === 0) return;
  const keys = ['dim', 'scope', 'grain', 'bucket', 'value'] as const;
  await db
    .deleteFrom('visitor_rollups')
    .where('n', '=', 0)
    .where((eb: any) => eb(eb.refTuple(...keys), 'in', eb.selectFrom(recordsOf('visitor_rollups', down, 'k')).select(keys.map((c) => `k.${c}`))))
    .execute();
}

/**
 * Writes the sessions' new states and every counter they move: what the page views added
 * (`added`), each session taken back where it stood and counted where it stands now, and the
 * distinct-address counters of every address involved (their two latest sessions read before and
 * after the states are written).
 */
async function commit(db: Db, changes: Map<string, Change>, added: RollupCount[]): Promise<void> {
  const counts = [...added];
  for (const { before, after } of changes.values()) {
    if (before) counts.push(...sessionCounts(before, -1));
    counts.push(...sessionCounts(after, 1));
  }
  const addresses = addressesOf(changes.values());
  const was = await latestTwo(db, addresses);
  await upsertRows(
    db,
    'visitor_rollup_sessions',
    'session_id',
    [...changes.values()].map(({ after }) => ({ ...after, first_at: after.first_at.toISOString(), last_at: after.last_at.toISOString() })),
  );
  const is = await latestTwo(db, addresses);
  for (const key of new Set([...was.keys(), ...is.keys()])) {
    counts.push(...addressCounts(key.slice(0, key.indexOf(' ')), was.get(key) ?? [], is.get(key) ?? []));
  }
  await writeDeltas(db, sumCounts(counts));
}

const asDate = (s: RollupSession): RollupSession => ({ ...s, first_at: new Date(s.first_at), last_at: new Date(s.last_at) });

/**
 * The visitor rollups (migration 0020): per hour and per day, page views and entries by source,
 * page, country, device, browser, OS and utm; sessions by country, location, address and exit
 * page; distinct consented addresses; bots' page views, engaged time per page and forms left per
 * step. Every admin visitor figure reads these, a bounded number of
 * rows whatever the traffic. Only page views count: a session is in a range when it has a page
 * view in it.
 */
export function visitorRollupsProjectionWith(locator: VisitorLocator): Projector<any, Handled> {
  async function applyPageViews(events: readonly StoredEvent[], db: Db): Promise<void> {
    const standalone = standaloneCounts(events);
    const views = await locator.locateAll(events.filter(isPersonPageView));
    if (views.length === 0) {
      await writeDeltas(db, sumCounts(standalone));
      return;
    }
    const ids = [...new Set(views.map((e) => e.data.session_id))];
    const stored = await loadSessions(db, ids);
    const changes = new Map<string, Change>();
    const added: RollupCount[] = standalone;
    for (const e of views) {
      if (e.type !== VisitorAnalyticsEvents.PageViewed) continue;
      const pv = e.data;
      const current = changes.get(pv.session_id)?.after ?? (stored.has(pv.session_id) ? asDate(stored.get(pv.session_id)!) : null);
      const after = evolveRollupSession(current, pv, locationOf(e));
      added.push(...pageviewCounts(pv, after, current === null));
      const before = changes.has(pv.session_id) ? changes.get(pv.session_id)!.before : current;
      changes.set(pv.session_id, { before, after });
    }
    await commit(db, changes, added);
  }

  /**
   * An erasure: each erased session is rebuilt from its now redacted page views and moves from
   * where it was counted to where the redacted session counts (no address, no city). What the
   * page views added stays: page paths, sources, devices and countries are not personal, and the
   * counts of the visit remain true.
   */
  async function forget(db: Db, streamIds: readonly string[], position: number): Promise<void> {
    const ids = visitorSessionIdsOf(streamIds);
    if (ids.length === 0) return;
    const stored = await loadSessions(db, ids);
    const views = await locator.locateAll((await readStreamsBefore(db, streamIds, position, [VisitorAnalyticsEvents.PageViewed])).filter(isPageView));
    const rebuilt = new Map<string, RollupSession>();
    for (const e of views) {
      if (e.type !== VisitorAnalyticsEvents.PageViewed) continue;
      const pv = e.data;
      // A bot's session was never counted (its redacted agent no longer tells it was a bot).
      if (!stored.has(pv.session_id)) continue;
      rebuilt.set(pv.session_id, evolveRollupSession(rebuilt.get(pv.session_id) ?? null, pv, locationOf(e)));
    }
    const changes = new Map<string, Change>();
    for (const [id, after] of rebuilt) changes.set(id, { before: stored.has(id) ? asDate(stored.get(id)!) : null, after });
    await commit(db, changes, []);
  }

  async function apply(events: readonly StoredOf<Handled>[], db: Db): Promise<void> {
    let pending: StoredEvent[] = [];
    for (const e of events) {
      if (e.type !== PERSONAL_DATA_ERASED) {
        pending.push(e);
        continue;
      }
      await applyPageViews(pending, db);
      pending = [];
      await forget(db, e.data.stream_ids, e.globalPosition);
    }
    await applyPageViews(pending, db);
  }

  return {
    kind: 'projector',
    name: 'visitor-rollups',
    gatherMs: VISITOR_GATHER_MS,
    handles: handlesOf<Handled>()([
      VisitorAnalyticsEvents.PageViewed,
      VisitorAnalyticsEvents.PageLeft,
      VisitorAnalyticsEvents.FormAbandoned,
      PERSONAL_DATA_ERASED,
    ]),
    tables: ['visitor_rollups', 'visitor_rollup_sessions'],
    apply: (events, db) => apply(events, db),
    // A replay reads the log already redacted: erasures have nothing left to move.
    forRebuild: () => ({ apply: (events, db) => applyPageViews(events, db), flush: async () => undefined }),
  };
}

export const visitorRollupsProjection = visitorRollupsProjectionWith(new VisitorLocator());
