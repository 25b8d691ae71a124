/**
 * The questionnaire context's public surface (docs/architecture.md, "Rooms"): what the privacy
 * catalogue erases and the read model its lookups wait for.
 */
export { questionnaireSubmissionsProjection } from './questionnaire-submissions.projection.js';
export { questionnairePersonalData } from './questionnaire.personal-data.js';
