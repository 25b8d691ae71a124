import type { AppConfig } from '@intake/config';
import type { DestinationStream, Logger } from 'pino';
import { createLogger as createServiceLogger } from '@intake/logging';

export type { Logger } from 'pino';

/**
 * The worker's log. Every argument passes through `redactValue` before pino sees it, so
 * messages, objects and errors are covered alike; pino's path-based `redact` could not catch an
 * address inside an SMTP error message. Pretty at a terminal, JSON otherwise.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  return createServiceLogger({ level: config.logLevel, service: 'worker', destination });
}
