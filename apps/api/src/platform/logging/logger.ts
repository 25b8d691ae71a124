import type { LoggerService } from '@nestjs/common';
import type { DestinationStream, Logger } from 'pino';
import { createLogger as createServiceLogger } from '@intake/logging';

/**
 * Logs with personal data and secrets masked wherever they appear, pretty at a terminal and JSON
 * otherwise (the rules are shared with the worker's log: @intake/logging).
 */
export function createLogger(level: string, name = 'api', destination?: DestinationStream): Logger {
  return createServiceLogger({ level, service: name, destination });
}

/** Nest's own messages through the same pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  // Nest's "log" level is start-up chatter (every route mapped); keep it out of info.
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
