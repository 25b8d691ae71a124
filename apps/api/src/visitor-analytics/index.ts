/**
 * The visitor-analytics context's public surface (docs/architecture.md, "Rooms"): the rollup
 * keys and bot test the admin read side's queries share, and what the privacy catalogue erases.
 */
export { isBotAgent } from './client-software.js';
export { visitorAnalyticsPersonalData } from './visitor-analytics.personal-data.js';
export { UNKNOWN_LOCATION, dayStart, filterScope, hourStart, normaliseCountry } from './visitor-rollups.js';
export type { FilterDim, RollupDimension } from './visitor-rollups.js';
