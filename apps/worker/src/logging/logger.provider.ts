import type { AppConfig } from '@intake/config';
import { pino, type DestinationStream, type Logger } from 'pino';
import { redactingHooks } from '@intake/logging';

export type { Logger } from 'pino';

export const LOGGER = Symbol('LOGGER');

/**
 * JSON logs for the worker. Every argument passes through `redactValue` before pino sees it,
 * so messages, objects and errors are covered alike; pino's path-based `redact` could not
 * catch an address inside an SMTP error message.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    base: { service: 'worker', pid: process.pid },
    hooks: redactingHooks,
  };
  return destination ? pino(options, destination) : pino(options);
}
