import { loadConfig, productVersion } from '@intake/config';
import { startMetricsServer, type MetricsServer } from '@intake/logging';
import { createApiApp } from './create-api-app.js';
import { ApiMetrics } from './operations/api-metrics.js';
import { createLogger } from './platform/logging/logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const app = await createApiApp(config, logger);
await app.listen(config.port, config.host);
logger.info({ port: config.port, version: productVersion() }, 'api listening');
let metrics: MetricsServer | undefined;
if (config.metrics.port !== 'off') {
  metrics = await startMetricsServer([app.get(ApiMetrics).registry], { port: config.metrics.port, host: config.metrics.host }).catch((err: unknown) => {
    // Metrics are for operators; a taken port must not keep the product from serving.
    logger.warn({ err }, 'metrics not served');
    return undefined;
  });
  if (metrics) logger.info({ port: metrics.port, host: config.metrics.host }, 'metrics on /metrics');
}

// As the worker does: say why it stops, let requests in flight finish (app.close drains Fastify,
// then the processors and pools), say when it has, and exit 0.
const stop = (signal: NodeJS.Signals) => {
  logger.info({ signal }, 'shutting down');
  (async () => {
    await metrics?.close();
    await app.close();
  })().then(
    () => {
      logger.info('api stopped');
      process.exit(0);
    },
    (err: unknown) => {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    },
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
