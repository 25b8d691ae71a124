import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { AnalyticsMeta, VisitorCampaign, VisitorClientInfo, VisitorPageViewedData, VisitorSoftware } from '@intake/contracts';
import { ERASED_TEXT } from '@intake/event-store';

const UNKNOWN = 'Unknown';

/** Parsed agents remembered: a site sees few distinct ones, and parsing is most of a page view's cost here. */
const parsedAgents = new Map<string, VisitorSoftware>();
const PARSED_AGENTS_KEPT = 2_000;

/** Browser and OS family from the user agent (bowser); 'Unknown' where it tells nothing. */
export function clientSoftware(userAgent: string | null): VisitorSoftware {
  if (!userAgent || userAgent === ERASED_TEXT) return { browser: UNKNOWN, os: UNKNOWN };
  const known = parsedAgents.get(userAgent);
  if (known) return known;
  const parsed = Bowser.parse(userAgent);
  const software = { browser: parsed.browser.name || UNKNOWN, os: parsed.os.name || UNKNOWN };
  if (parsedAgents.size >= PARSED_AGENTS_KEPT) parsedAgents.delete(parsedAgents.keys().next().value!);
  parsedAgents.set(userAgent, software);
  return software;
}

/** Whether a user agent is a bot's (isbot). */
export function isBotAgent(userAgent: string | null): boolean {
  return userAgent !== null && userAgent !== ERASED_TEXT && isbot(userAgent);
}

/**
 * Whether a beacon came from a bot. A bot's page views are counted in `bot` alone, never as
 * visits, visitors or in any breakdown; its page leaves and forms not at all.
 */
export const fromBot = (client: VisitorClientInfo): boolean => client.bot ?? isBotAgent(client.user_agent);

const tag = (value: unknown): string | null => (typeof value === 'string' && value !== '' && value !== ERASED_TEXT ? value.toLowerCase() : null);

/** The campaign tags of the page's address, lower-cased (utm values are case-insensitive in practice). */
export function campaignOf(meta: AnalyticsMeta | undefined): VisitorCampaign {
  return { utm_source: tag(meta?.utm_source), utm_medium: tag(meta?.utm_medium), utm_campaign: tag(meta?.utm_campaign) };
}

/**
 * A page view's software and campaign: recorded on the event since they name nobody, so an erasure
 * (which redacts the agent and meta) leaves the counters a replay rebuilds; events recorded before
 * carry only the agent and meta.
 */
export const softwareOf = (pv: VisitorPageViewedData): VisitorSoftware => pv.software ?? clientSoftware(pv.client.user_agent);
export const pageCampaignOf = (pv: VisitorPageViewedData): VisitorCampaign => pv.campaign ?? campaignOf(pv.meta);
