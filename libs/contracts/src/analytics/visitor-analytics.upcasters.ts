import Bowser from 'bowser';
import { isbot } from 'isbot';
import { normalisePagePath, UTM_KEYS, type PathUtm } from './page-path.js';
import type { AnalyticsMeta } from './visitor-analytics.schema.js';
import type {
  VisitorCampaign,
  VisitorCampaignV2,
  VisitorClientInfo,
  VisitorClientInfoV1,
  VisitorFormAbandonedData,
  VisitorFormAbandonedDataV1,
  VisitorPageLeftData,
  VisitorPageLeftDataV1,
  VisitorPageViewedData,
  VisitorPageViewedDataV1,
  VisitorPageViewedDataV2,
  VisitorSoftware,
} from './visitor-analytics.events.js';

/** What an erasure writes over text (ERASED_TEXT in @intake/event-store; client-software.spec.ts keeps them equal). */
export const ERASED_TEXT_LITERAL = '[erased]';

const UNKNOWN = 'Unknown';

/** Parsed agents remembered: a site sees few distinct ones, and parsing is most of a page view's cost. */
const parsedAgents = new Map<string, VisitorSoftware>();
const PARSED_AGENTS_KEPT = 2_000;

/** Browser and OS family from the user agent (bowser); 'Unknown' where it tells nothing. */
export function clientSoftware(userAgent: string | null): VisitorSoftware {
  if (!userAgent || userAgent === ERASED_TEXT_LITERAL) return { browser: UNKNOWN, os: UNKNOWN };
  const known = parsedAgents.get(userAgent);
  if (known) return known;
  const parsed = Bowser.parse(userAgent);
  const software = { browser: parsed.browser.name || UNKNOWN, os: parsed.os.name || UNKNOWN };
  if (parsedAgents.size >= PARSED_AGENTS_KEPT) parsedAgents.delete(parsedAgents.keys().next().value!);
  parsedAgents.set(userAgent, software);
  return software;
}

/** Whether a user agent is a bot's (isbot); an unknown or erased agent is a person's. */
export function isBotAgent(userAgent: string | null): boolean {
  return userAgent !== null && userAgent !== ERASED_TEXT_LITERAL && isbot(userAgent);
}

/** The client of a version 1 event: the bot flag, where it was not recorded yet, from the agent (as ingest takes it). */
const clientV1 = (client: VisitorClientInfoV1): VisitorClientInfo =>
  client.bot === undefined ? { ...client, bot: isBotAgent(client.user_agent) } : { ...client, bot: client.bot };

const tag = (value: unknown): string | null => (typeof value === 'string' && value !== '' && value !== ERASED_TEXT_LITERAL ? value.toLowerCase() : null);

/** The campaign tags of the page's address, lower-cased (utm values are case-insensitive in practice). */
export function campaignOf(meta: AnalyticsMeta | undefined): VisitorCampaign {
  return {
    utm_source: tag(meta?.utm_source),
    utm_medium: tag(meta?.utm_medium),
    utm_campaign: tag(meta?.utm_campaign),
    utm_term: tag(meta?.utm_term),
    utm_content: tag(meta?.utm_content),
  };
}

/** The three tags page views recorded until version 3. */
const campaignV2Of = (meta: AnalyticsMeta | undefined): VisitorCampaignV2 => ({
  utm_source: tag(meta?.utm_source),
  utm_medium: tag(meta?.utm_medium),
  utm_campaign: tag(meta?.utm_campaign),
});

const lower = (value: string | undefined) => (value ? value.trim().toLowerCase() || null : null);

/** The beacon's meta with the utm tags of its page's query added; tags the meta names itself win (ingest and the upcaster to version 2). */
export function withPathUtm(meta: AnalyticsMeta, utm: PathUtm): AnalyticsMeta {
  const added = UTM_KEYS.filter((key) => utm[key] !== undefined && !meta[key]);
  return added.length === 0 ? meta : { ...meta, ...Object.fromEntries(added.map((key) => [key, utm[key]])) };
}

/**
 * VisitorPageViewed 1 → 2. Version 1 may lack software, campaign and the bot flag (recorded
 * before them): they are taken from the agent and meta, as ingest takes them. A page path recorded before page paths
 * were normalised (issue 35) is normalised; the utm tags its query carried fill the campaign where
 * the meta had none, and, for utm_source, the visit's source too (utm_source is the first thing a
 * source is taken from, as visitSource does at ingest); they join the meta as ingest adds them, so
 * version 3 finds utm_term and utm_content there. An event recorded under both rules only gains
 * nothing.
 */
export function upcastPageViewedV1(d: VisitorPageViewedDataV1): VisitorPageViewedDataV2 {
  const client = clientV1(d.client);
  const software = d.software ?? clientSoftware(d.client.user_agent);
  const recorded = d.campaign ?? campaignV2Of(d.meta);
  const { path, utm } = normalisePagePath(d.page_path);
  if (path === d.page_path) return { ...d, client, software, campaign: recorded };
  const campaign = {
    utm_source: recorded.utm_source ?? lower(utm.utm_source),
    utm_medium: recorded.utm_medium ?? lower(utm.utm_medium),
    utm_campaign: recorded.utm_campaign ?? lower(utm.utm_campaign),
  };
  const source = recorded.utm_source === null && campaign.utm_source !== null ? campaign.utm_source : d.source;
  return { ...d, client, page_path: path, meta: withPathUtm(d.meta, utm), software, campaign, source };
}

/**
 * VisitorPageViewed 2 → 3: utm_term and utm_content join the campaign, from the meta where ingest
 * put them (the beacon's own tags, then its page's query), lower-cased as the other three. The
 * page path needs nothing: version 2 was only ever recorded with the path normalised. A meta an
 * erasure redacted gives null, as for a visit without the tags.
 */
export const upcastPageViewedV2 = (d: VisitorPageViewedDataV2): VisitorPageViewedData => ({
  ...d,
  campaign: { ...d.campaign, utm_term: tag(d.meta?.utm_term), utm_content: tag(d.meta?.utm_content) },
});

/** VisitorPageLeft 1 → 2: the page path normalised (as ingest records it since issue 35), the bot flag set. */
export const upcastPageLeftV1 = (d: VisitorPageLeftDataV1): VisitorPageLeftData => ({
  ...d,
  page_path: normalisePagePath(d.page_path).path,
  client: clientV1(d.client),
});

/** VisitorFormAbandoned 1 → 2: as VisitorPageLeft. */
export const upcastFormAbandonedV1 = (d: VisitorFormAbandonedDataV1): VisitorFormAbandonedData => ({
  ...d,
  page_path: normalisePagePath(d.page_path).path,
  client: clientV1(d.client),
});
