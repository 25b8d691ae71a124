import { loadConfig, withOverrides } from '@intake/config';
import { createApiApp, createLogger } from '@intake/api';
import { createWorkerApp } from '@intake/worker';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './launcher/embedded-postgres.js';
import { localSecret } from './launcher/local-secret.js';

/**
 * `npm start`: the whole product in one process on one port. Without DATABASE_URL it runs an
 * embedded PostgreSQL; without REDIS_URL the queues live in that PostgreSQL too.
 */
const base = loadConfig();
const logger = createLogger(base.logLevel, 'intake');
const say = (line: string) => process.stdout.write(`${line}\n`);

let embedded: EmbeddedDatabase | undefined;
if (!base.databaseUrl) {
  embedded = await startEmbeddedPostgres(base.dataDir, base.embeddedPgPort, say);
}
const config = withOverrides(base, {
  databaseUrl: base.databaseUrl ?? embedded!.url,
  jwtSecret: base.jwtSecret ?? (await localSecret(base.dataDir, 'jwt-secret')),
});

const api = await createApiApp(config, logger);
const worker = await createWorkerApp(config);
await api.listen(config.port, config.host);

say(
  [
    '',
    `Innovation Intake is running on http://localhost:${config.port}`,
    `  database: ${embedded ? `embedded PostgreSQL (data in ${config.dataDir}/pg)` : 'DATABASE_URL'}`,
    `  queues:   ${config.redisUrl ? 'Redis (REDIS_URL)' : 'BullMQ on PostgreSQL'}`,
    `  email:    ${config.smtpUrl ? 'SMTP_URL' : `written as .eml files to ${config.outboxDir}`}`,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n'),
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  await api.close().catch((err) => logger.error({ err }, 'api close failed'));
  await worker.close().catch((err) => logger.error({ err }, 'worker close failed'));
  await embedded?.stop().catch((err) => logger.error({ err }, 'embedded postgres stop failed'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
