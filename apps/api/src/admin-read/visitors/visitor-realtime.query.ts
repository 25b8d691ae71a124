import type { RealtimeResponse } from '@intake/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/database/database.types.js';
import { isBotAgent } from '../../visitor-analytics/index.js';

export const REALTIME_WINDOW_MS = 5 * 60_000;
/** Most page views one realtime call reads (newest first): beyond it the figures say "at least". */
export const REALTIME_MAX_ROWS = 5_000;
const TOP_PAGES = 5;

/**
 * GET /analytics/realtime: visitors with a page view in the last 5 minutes. The rollups' smallest
 * bucket is an hour, so this reads the page views of the window itself (visitor_pageviews keeps
 * the last RECENT_PAGEVIEWS_MS, a test checks that it covers this window), newest first by the
 * viewed_at index, at most REALTIME_MAX_ROWS of them, each with its session's user agent (bots left
 * out with isbot, as in the rollups).
 */
export async function visitorRealtime(db: Kysely<Database>, now: Date): Promise<Omit<RealtimeResponse, 'success'>> {
  const since = new Date(now.getTime() - REALTIME_WINDOW_MS);
  const { rows } = await sql<{ session_id: string; page_path: string; user_agent: string | null }>`
    select p.session_id, p.page_path, s.user_agent
    from (select session_id, page_path from visitor_pageviews where viewed_at >= ${since} and viewed_at <= ${now} order by viewed_at desc limit ${REALTIME_MAX_ROWS + 1}) p
    left join visitor_sessions s on s.session_id = p.session_id`.execute(db);
  const capped = rows.length > REALTIME_MAX_ROWS;
  const read = capped ? rows.slice(0, REALTIME_MAX_ROWS) : rows;
  const sessions = new Set<string>();
  const pages = new Map<string, number>();
  let bots = 0;
  // A window holds few distinct agents but up to 5,000 rows: isbot's pattern once per agent, not per row.
  const botAgents = new Map<string | null, boolean>();
  const isBot = (agent: string | null) => {
    let bot = botAgents.get(agent);
    if (bot === undefined) botAgents.set(agent, (bot = isBotAgent(agent)));
    return bot;
  };
  for (const r of read) {
    if (isBot(r.user_agent)) {
      bots++;
      continue;
    }
    sessions.add(r.session_id);
    pages.set(r.page_path, (pages.get(r.page_path) ?? 0) + 1);
  }
  return {
    since: since.toISOString(),
    now: now.toISOString(),
    visitors: sessions.size,
    pageviews: read.length - bots,
    bot_pageviews: bots,
    capped,
    pages: [...pages.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, TOP_PAGES)
      .map(([value, count]) => ({ value, count })),
  };
}
