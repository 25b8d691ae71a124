import 'reflect-metadata';
import { productVersion, type AppConfig } from '@intake/config';
import { configureQueueBackend, waitForQueueBackend } from '@intake/queue';
import { PinoNestLogger } from '@intake/event-store/nest';
import { NestFactory } from '@nestjs/core';
import { createLogger, type Logger } from './logging/logger.provider.js';
import { WorkerModule } from './worker.module.js';
import { WorkerMetrics } from './operations/worker-metrics.js';
import type { Registry } from 'prom-client';

export interface WorkerApp {
  /** Stops taking jobs, lets running ones finish, then closes queues, transports and pools. */
  close(): Promise<void>;
  /** The worker's Prometheus metrics (served by whoever runs it: main.ts or the launcher). */
  metrics: Registry;
}

export interface WorkerAppOptions {
  logger?: Logger;
  /** How long to wait for the queue backend at start before failing (default 60 s). */
  backendReadyTimeoutMs?: number;
}

/**
 * Starts the BullMQ processors as a Nest application context (no HTTP). Used by `main.ts`,
 * by the embedded launcher next to the api, and by tests.
 */
export async function createWorkerApp(config: AppConfig, options: WorkerAppOptions = {}): Promise<WorkerApp> {
  if (!config.databaseUrl) throw new Error('the worker needs DATABASE_URL (the launcher sets it in embedded mode)');
  const logger = options.logger ?? createLogger(config);
  // Before the module graph exists: @nestjs/bullmq builds its Worker from the process default.
  const backend = configureQueueBackend(config);
  await waitForQueueBackend(config, {
    timeoutMs: options.backendReadyTimeoutMs,
    onRetry: (err, attempt) => logger.warn({ err, attempt }, 'queue backend not ready, retrying'),
  });
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger),
    // Nest would otherwise exit the process on a start-up error instead of rejecting.
    abortOnError: false,
  });
  await app.init();
  logger.info({ backend, version: productVersion(), queuePrefix: config.queuePrefix, transport: config.smtpUrl ? 'smtp' : 'outbox' }, 'worker started');

  let closing: Promise<void> | undefined;
  return {
    metrics: app.get(WorkerMetrics).registry,
    close() {
      closing ??= app.close().then(() => logger.info('worker stopped'));
      return closing;
    },
  };
}

export { createLogger } from './logging/logger.provider.js';
export type { Logger } from './logging/logger.provider.js';
export { runExtraction } from './documents/extraction/run-extraction.js';
export { closeExtractionPool, extractionPool, ExtractionPool } from './documents/extraction/extraction-pool.js';
