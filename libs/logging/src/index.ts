export { redactText } from './redact.js';
export { createLogger, terminalFormat } from './create-logger.js';
export { currentRequestId, requestContext, requestIdFrom } from './request-context.js';
export { startMetricsServer, type MetricsServer } from './metrics-server.js';
export { registerBuildInfo, registerPoolMetrics, registerProcessMetrics } from './process-metrics.js';
