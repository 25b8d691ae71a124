import { redactValue } from './redact.js';

/**
 * pino's `hooks` for a redacted log: every argument (message, object, error) passes through
 * `redactValue` before pino formats it. Errors stay Errors, so pino's own `err` serializer
 * still reports their class.
 */
export const redactingHooks = {
  logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
    method.apply(
      this,
      args.map((arg) => redactValue(arg)),
    );
  },
};
