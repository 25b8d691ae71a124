export { redactText, redactValue } from './redact.js';
export { redactingHooks } from './redacting-hooks.js';
export { createLogger, type LoggerSettings } from './create-logger.js';
export { currentRequestId, requestContext, requestIdFrom, type RequestContext } from './request-context.js';
export { startMetricsServer, type MetricsServer } from './metrics-server.js';
