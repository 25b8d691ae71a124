/**
 * The Work With Us context's public surface (docs/architecture.md, "Rooms"): what the privacy
 * catalogue erases and the read model its lookups wait for.
 */
export { workWithUsPersonalData } from './work-with-us.personal-data.js';
export { workWithUsProjection } from './work-with-us.projection.js';
