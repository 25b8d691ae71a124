export { APP_CONFIG, DB, LOGGER, PG_POOL } from './platform-tokens.js';
export { PinoNestLogger } from './pino-nest.logger.js';
export { configAndLoggerProviders, DATABASE_EXPORTS, DatabaseConnection, databaseProviders, type DatabaseOptions } from './platform.providers.js';
