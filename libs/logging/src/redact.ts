/*
 * Log lines must not carry personal data (emails, phone numbers, IP addresses) or secrets
 * (tokens, credentials in URLs). Redaction is by shape, because the same value can appear in
 * a message, an error or any field of a log object.
 */

const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;
// Case-sensitive: "Bearer"/"Basic" as written in headers, so prose like "basic template" is kept.
const AUTH_SCHEME = /\b(Bearer|Basic|bearer)\s+[A-Za-z0-9._~+/-]{6,}=*/g;
// The value may itself be an auth scheme ("Authorization: Bearer x"): AUTH_SCHEME masks that one.
const NAMED_SECRET = /\b(token|api[_-]?key|secret|password|passwd|pwd|authorization)("?\s*[:=]\s*)("?)(?!(?:bearer|basic)\b)[^\s",;]+/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]+)?/g;
const LONG_RUN = /(?<![A-Za-z0-9+=_-])[A-Za-z0-9+=_-]{32,}(?![A-Za-z0-9+=_-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IPV4 = /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g;
// Bounded by anything but word characters, '-', ':' and '/', so ids, times and paths are left alone.
const PHONE = /(?<![\w.:/-])\+?\(?\d[\d\s().-]{5,}\d(?![\w:/-])/g;

const SECRET_KEY = /pass(word)?|secret|token|authorization|api[-_]?key|cookie|smtp_?url|credentials/i;

function isToken(candidate: string): boolean {
  if (UUID.test(candidate)) return false;
  // Long words joined by dashes (template names, queue names) are not secrets; keys mix digits in.
  return /\d/.test(candidate) && /[A-Za-z]/.test(candidate);
}

function isPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Masks emails, phone numbers, IP addresses, tokens and URL credentials in one string. */
export function redactText(text: string): string {
  return text
    .replace(URL_CREDENTIALS, '$1[redacted]@')
    .replace(AUTH_SCHEME, '$1 [redacted]')
    .replace(NAMED_SECRET, '$1$2$3[redacted]')
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(LONG_RUN, (m) => (isToken(m) ? '[token]' : m))
    .replace(IPV4, '[ip]')
    .replace(PHONE, (m) => (isPhone(m) ? '[phone]' : m));
}

function redactError(error: Error, depth: number): Error {
  // Same prototype, so serializers still report the error's class (UnrecoverableError, ...).
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  copy.message = redactText(error.message);
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : redactText(error.stack);
  for (const [key, value] of Object.entries(error)) {
    (copy as unknown as Record<string, unknown>)[key] = SECRET_KEY.test(key) ? '[redacted]' : redactValue(value, depth + 1);
  }
  if (error.cause !== undefined) copy.cause = redactValue(error.cause, depth + 1);
  return copy;
}

/**
 * A redacted copy of a log argument. Errors stay Errors so pino's serializer still renders
 * them; depth is bounded because log objects are small and may be cyclic.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return '[truncated]';
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : redactValue(v, depth + 1);
  return out;
}
