import type { DestinationStream, Logger } from 'pino';
import { createLogger as createServiceLogger } from '@intake/logging';

/**
 * Logs with personal data and secrets masked wherever they appear, pretty at a terminal and JSON
 * otherwise (the rules are shared with the worker's log: @intake/logging).
 */
export function createLogger(level: string, name = 'api', destination?: DestinationStream): Logger {
  return createServiceLogger({ level, service: name, destination });
}
