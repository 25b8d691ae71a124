import { loadConfig } from '@intake/config';
import { createLogger, createWorkerApp } from './index.js';

const config = loadConfig();
const logger = createLogger(config);

try {
  const app = await createWorkerApp(config, { logger });
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
