import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { redactingHooks } from '@intake/logging';

/**
 * JSON logs with personal data and secrets masked wherever they appear (the rules are shared with
 * the worker's log and its recorded email failures: @intake/logging).
 */
export function createLogger(level: string, name = 'api', destination?: DestinationStream): Logger {
  const options: LoggerOptions = { name, level, hooks: redactingHooks };
  return destination ? pino(options, destination) : pino(options);
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
