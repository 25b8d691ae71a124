// Spec §8: in production only warnings and errors are logged, and they are redacted for e-mail
// addresses, phone numbers and long tokens, because browser consoles end up in bug reports.
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;
const TOKEN = /\b[A-Za-z0-9_\-.]{32,}\b/g;

export function redact(text: string): string {
  return text.replace(EMAIL, '[email]').replace(TOKEN, '[token]').replace(PHONE, '[phone]');
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

// Outside Vite (unit tests under Node) there is no import.meta.env.
const verbose = import.meta.env?.DEV ?? false;

export const logger = {
  debug: (...args: unknown[]) => {
    if (verbose) console.debug(...args);
  },
  info: (...args: unknown[]) => {
    if (verbose) console.info(...args);
  },
  warn: (...args: unknown[]) => console.warn(...redactArgs(args)),
  error: (...args: unknown[]) => console.error(...redactArgs(args)),
};
