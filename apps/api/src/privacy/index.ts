/**
 * The privacy context's public surface (docs/architecture.md, "Rooms"): what each context's
 * `*.personal-data.ts` needs to register with the privacy catalogue.
 */
export { eventDataValues } from './event-data-values.js';
export { existingStreams } from './existing-streams.js';
export type { PersonalDataContext } from './personal-data-context.js';
