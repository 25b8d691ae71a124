import { loadConfig, productVersion } from '@intake/config';
import { startMetricsServer } from '@intake/logging';
import { createApiApp } from './create-api-app.js';
import { ApiMetrics } from './operations/api-metrics.js';
import { createLogger } from './platform/logging/logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const app = await createApiApp(config, logger);
await app.listen(config.port, config.host);
logger.info({ port: config.port, version: productVersion() }, 'api listening');
if (config.metrics.port !== 'off') {
  const metrics = await startMetricsServer([app.get(ApiMetrics).registry], { port: config.metrics.port, host: config.metrics.host }).catch((err: unknown) => {
    // Metrics are for operators; a taken port must not keep the product from serving.
    logger.warn({ err }, 'metrics not served');
    return undefined;
  });
  if (metrics) logger.info({ port: metrics.port, host: config.metrics.host }, 'metrics on /metrics');
}
