import path from 'node:path';
import { loadConfig, productVersion, withDotEnv, withOverrides } from '@intake/config';
import { ApiMetrics, createApiApp, createLogger } from '@intake/api';
import { startMetricsServer, type MetricsServer } from '@intake/logging';
import { createWorkerApp } from '@intake/worker';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './launcher/embedded-postgres.js';
import { localSecret } from './launcher/local-secret.js';

/**
 * `npm start`: the whole product in one process on one port. Without DATABASE_URL it runs an
 * embedded PostgreSQL; without REDIS_URL the queues live in that PostgreSQL too.
 */
// A .env in the working directory (see .env.example) under the real environment, which wins.
const base = loadConfig(withDotEnv(path.resolve('.env')));
const logger = createLogger(base.logLevel, 'intake');
// The banner and the shutdown story are for a person: beside the short log lines at a terminal,
// on stderr otherwise, so stdout (a pipe, a file, a container's log) stays one JSON object a line.
const humanOutput = process.stdout.isTTY === true ? process.stdout : process.stderr;
const say = (line: string) => humanOutput.write(`${line}\n`);

/**
 * How long the api and worker may take to finish what they are doing (a request, a batch, an
 * extraction job) before the embedded PostgreSQL is stopped anyway: a process manager that gives
 * up waiting kills only this process, and would leave the database running on its own.
 */
const CLOSE_DEADLINE_MS = 10_000;

let embedded: EmbeddedDatabase | undefined;
let metrics: MetricsServer | undefined;
if (!base.databaseUrl) {
  embedded = await startEmbeddedPostgres(base.dataDir, base.embeddedPgPort, say);
}
const config = withOverrides(base, {
  databaseUrl: base.databaseUrl ?? embedded!.url,
  jwtSecret: base.jwtSecret ?? (await localSecret(base.dataDir, 'jwt-secret')),
});

const api = await createApiApp(config, logger);
const worker = await createWorkerApp(config);
try {
  await api.listen(config.port, config.host);
} catch (err) {
  const inUse = (err as NodeJS.ErrnoException).code === 'EADDRINUSE';
  process.stderr.write(
    inUse
      ? `\nPort ${config.port} on ${config.host} is already in use: stop what uses it, or set PORT.\n`
      : `\nCould not listen on ${config.host}:${config.port}: ${String(err)}\n`,
  );
  await closeAll();
  process.exit(1);
}

// One metrics port for both parts of this process (METRICS_PORT); a taken port is not fatal.
metrics =
  config.metrics.port === 'off'
    ? undefined
    : await startMetricsServer([api.get(ApiMetrics).registry, worker.metrics], { port: config.metrics.port, host: config.metrics.host }).catch(
        (err: unknown) => {
          logger.warn({ err }, 'metrics not served');
          return undefined;
        },
      );

say(
  [
    '',
    `Innovation Intake ${productVersion()} is running on http://localhost:${config.port}`,
    `  metrics:  ${metrics ? `http://${config.metrics.host}:${metrics.port}/metrics` : 'not served'}`,
    `  database: ${embedded ? `embedded PostgreSQL (data in ${config.dataDir}/pg)` : 'DATABASE_URL'}`,
    `  queues:   ${config.redisUrl ? 'Redis (REDIS_URL)' : 'BullMQ on PostgreSQL'}`,
    `  email:    ${config.smtpUrl ? 'SMTP_URL' : `written as .eml files to ${config.outboxDir}`}`,
    'Press Ctrl+C to stop.',
    '',
  ].join('\n'),
);

/** The api and worker (each given at most CLOSE_DEADLINE_MS together), then the embedded database. */
async function closeAll(): Promise<void> {
  const closed = (async () => {
    await metrics?.close();
    await api.close().catch((err) => logger.error({ err }, 'api close failed'));
    await worker.close().catch((err) => logger.error({ err }, 'worker close failed'));
  })();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_DEADLINE_MS)));
  if ((await Promise.race([closed, late])) === 'late') logger.warn(`the api or worker did not close within ${CLOSE_DEADLINE_MS / 1000} s; stopping anyway`);
  else say('The api and the worker have finished their work.');
  clearTimeout(timer);
  if (embedded) {
    await embedded.stop().then(
      () => say('The embedded PostgreSQL has stopped.'),
      (err) => logger.error({ err }, 'embedded postgres stop failed'),
    );
  }
}

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  say(`\nStopping (${signal}): letting the api and the worker finish what they are doing ...`);
  await closeAll();
  say('Innovation Intake has stopped.');
  process.exit(0);
}
// This process owns its shutdown. embedded-postgres (through async-exit-hook, on import) listens
// for the same signals (and Nest's shutdown hooks did, before the api's main took them over), and
// each stopped its part and exited on its own: the database went down under the api's open
// connections (an unhandled pg error, exit 1), or the process exited 143 before the api and
// worker had drained.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}

// npm forwards SIGINT and SIGTERM to its script (the `exec` in the start script makes this
// process that script), but if npm itself goes (SIGKILL, or a signal it does not forward) this
// process is re-parented: it then stops as if told to, rather than run on as an orphan.
const parentAtStart = process.ppid;
setInterval(() => {
  if (process.ppid !== parentAtStart) void shutdown('parent exited');
}, 1_000).unref();
