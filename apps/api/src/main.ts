import { loadConfig } from '@intake/config';
import { createApiApp } from './create-api-app.js';
import { createLogger } from './platform/logging/logger.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const app = await createApiApp(config, logger);
await app.listen(config.port, config.host);
logger.info({ port: config.port }, 'api listening');
