/**
 * The documents context's public surface (docs/architecture.md, "Rooms"): its module (the
 * documents queue) and what the privacy catalogue erases.
 */
export { documentJobWithoutErased } from './document-job.personal-data.js';
export { DocumentsModule } from './documents.module.js';
export { documentsPersonalData } from './documents.personal-data.js';
export { documentOperationsProjection } from './documents.projection.js';
