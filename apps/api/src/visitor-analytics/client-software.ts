/**
 * isBotAgent lives beside the visitor events' upcasters (@intake/contracts), which set the bot flag
 * of events recorded before it; ingest and the realtime query use the same rule.
 */
export { isBotAgent } from '@intake/contracts';
