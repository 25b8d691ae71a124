import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Routes Nest's own messages (module init, routes mapped, BullMQ explorer) into the same redacted JSON log. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  // Nest's "log" level is start-up chatter (modules initialised, routes mapped): debug, not info.
  log(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  error(message: unknown, trace?: string, context?: string): void {
    if (message instanceof Error) this.logger.error({ err: message, context }, message.message);
    else this.logger.error({ context, trace }, String(message));
  }

  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }

  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }

  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }

  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, String(message));
  }
}
