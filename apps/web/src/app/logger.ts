// Visitor spec §8: in production only warnings and errors are logged, and they are redacted for
// e-mail addresses, phone numbers and long tokens, because browser consoles end up in bug reports.
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /[A-Za-z0-9_\-.+=]{32,}/g;
const PHONE = /(?:\+|\b)\d[\d\s().-]{5,}\d\b/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * A run of 32+ token characters mixing letters and digits (keys, JWTs, signed URLs' signatures).
 * Long hyphenated words and paths without digits are prose, and UUIDs stay readable because
 * support needs record ids.
 */
function redactToken(match: string): string {
  if (UUID.test(match) || !/\d/.test(match) || !/[A-Za-z]/.test(match)) return match;
  return '[token]';
}

/** 7 to 15 digits with phone punctuation; dates, times and plain counts are left alone. */
function redactPhone(match: string): string {
  const digits = match.replace(/\D/g, '').length;
  if (digits < 7 || digits > 15 || ISO_DATE.test(match)) return match;
  if (!/[\s().+-]/.test(match) && !match.startsWith('+') && digits < 10) return match;
  return '[phone]';
}

export function redact(text: string): string {
  return text.replace(EMAIL, '[email]').replace(TOKEN, redactToken).replace(PHONE, redactPhone);
}

function redactArgs(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === 'string') return redact(arg);
    if (arg instanceof Error) return redact(`${arg.name}: ${arg.message}`);
    if (arg && typeof arg === 'object') {
      try {
        return redact(JSON.stringify(arg));
      } catch {
        return '[unserialisable]';
      }
    }
    return arg;
  });
}

export type LogSink = Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;

export interface Logger {
  debug(...args: unknown[]): void;
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/**
 * `production` drops debug and info entirely. Warnings and errors are redacted in every mode, so a
 * developer sees exactly what production would ship to a console.
 */
export function createLogger({ production, sink = console }: { production: boolean; sink?: LogSink }): Logger {
  return {
    debug: (...args) => {
      if (!production) sink.debug(...args);
    },
    info: (...args) => {
      if (!production) sink.info(...args);
    },
    warn: (...args) => sink.warn(...redactArgs(args)),
    error: (...args) => sink.error(...redactArgs(args)),
  };
}

// Outside Vite (unit tests under Node) there is no import.meta.env; treat that as production.
export const logger = createLogger({ production: !(import.meta.env?.DEV ?? false) });
