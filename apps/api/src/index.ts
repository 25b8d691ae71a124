export { createApiApp, migrateDatabase } from './create-api-app.js';
export { createLogger } from './platform/logging/logger.js';
export { createAdmin, ensureAdmin } from './admin/admin-accounts.js';
export { PROJECTIONS } from './projections.js';
export { ApiMetrics } from './operations/api-metrics.js';
export { decideTrack } from './visitor-analytics/visitor-analytics.decider.js';
export { visitorRollupsProjection } from './visitor-analytics/visitor-rollups.projection.js';
export { openApiDocument } from './operations/openapi-document.js';
