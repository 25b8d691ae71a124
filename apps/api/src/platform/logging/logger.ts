import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { redactText, redactValue } from './redact.js';

/** JSON logs with emails, phone numbers and long tokens masked wherever they appear. */
export function createLogger(level: string, name = 'api'): Logger {
  return pino({
    name,
    level,
    formatters: { log: (obj) => redactValue(obj) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((a) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>;
        method.apply(this, redacted);
      },
    },
    serializers: { err: (e: unknown) => redactValue(e) },
  });
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
