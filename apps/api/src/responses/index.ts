/**
 * The responses context's public surface (docs/architecture.md, "Rooms"): what the privacy
 * catalogue erases.
 */
export { responseReviewPersonalData } from './response-review.personal-data.js';
/** Admin-read's response lists filter by tag and answer with it (issue 35). */
export { responseFilterCondition } from './response-filter.sql.js';
export { parseResponseFilter } from './response-filter.js';
