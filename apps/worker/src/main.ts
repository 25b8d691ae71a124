import { loadConfig } from '@intake/config';
import { startMetricsServer } from '@intake/logging';
import { createLogger, createWorkerApp } from './index.js';

const config = loadConfig();
const logger = createLogger(config);

try {
  const app = await createWorkerApp(config, { logger });
  if (config.metrics.port !== 'off') {
    // Its own port (METRICS_PORT): a worker replica has no HTTP otherwise. A taken port is logged, not fatal.
    const metrics = await startMetricsServer([app.metrics], { port: config.metrics.port, host: config.metrics.host }).catch((err: unknown) => {
      logger.warn({ err }, 'metrics not served');
      return undefined;
    });
    if (metrics) logger.info({ port: metrics.port, host: config.metrics.host }, 'metrics on /metrics');
  }
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} catch (err) {
  logger.fatal({ err }, 'worker failed to start');
  process.exit(1);
}
