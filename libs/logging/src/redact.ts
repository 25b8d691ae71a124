/*
 * Log lines must not carry personal data (emails, phone numbers, a visitor's IP address) or
 * secrets (tokens, credentials in URLs), and must keep what an operator reads them for: status
 * codes, durations, ids, hosts. So redaction goes by field first, by shape only inside free text:
 * - a secret's field (`password`, `token`, `authorization`...) is masked whole;
 * - a personal field (`email`, `to`, `phone`, `ip`...) is masked whole, by its kind;
 * - a structural field (`reqId`, `*Id`, `host`, `status`, `durationMs`...) is kept as it is;
 * - anything else, the message and error texts included, is free text: emails, tokens, URL
 *   credentials and phone numbers written as phone numbers are masked in it, nothing else.
 *   (A loose phone pattern over whole messages ate "401 2003.4" out of every slow access line.)
 */

const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi;
// Case-sensitive: "Bearer"/"Basic" as written in headers, so prose like "basic template" is kept.
const AUTH_SCHEME = /\b(Bearer|Basic|bearer)\s+[A-Za-z0-9._~+/-]{6,}=*/g;
// The value may itself be an auth scheme ("Authorization: Bearer x"): AUTH_SCHEME masks that one.
const NAMED_SECRET = /\b(token|api[_-]?key|secret|password|passwd|pwd|authorization)("?\s*[:=]\s*)("?)(?!(?:bearer|basic)\b)[^\s",;]+/gi;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// Our API keys (docs/api-keys.md): `ik_` + 32 hex + `_` + 43 base64url, masked whole before the long-run rule sees parts of it.
const API_KEY = /\bik_[0-9a-f]{32}_[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;
const JWT = /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]+)?/g;
const LONG_RUN = /(?<![A-Za-z0-9+=_-])[A-Za-z0-9+=_-]{32,}(?![A-Za-z0-9+=_-])/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/*
 * A phone number in free text is one written as a phone number: international (`+44 20 7946
 * 0958`), with a bracketed area code (`(555) 123-4567`), national with its trunk 0 (`0612345678`,
 * `020 7946 0958`) or in North American 3-3-4 groups (`555-123-4567`). A status and a duration
 * ("401 2003.4 ms"), counts, dates, times, versions and timestamps are none of these.
 */
const PHONE = new RegExp(
  [
    String.raw`(?<![\w.:/+-])(?:`,
    String.raw`\+\d[\d ().-]{6,}\d`,
    String.raw`|\(\d{1,5}\)[ .-]?\d[\d .-]{4,}\d`,
    String.raw`|0\d{1,4}(?:[ .-]?\d{2,4}){2,5}`,
    String.raw`|\d{3}[ .-]\d{3}[ .-]\d{4}`,
    String.raw`)(?![\w:/-]|\.\d)`,
  ].join(''),
  'g',
);
/** In a field known to hold a phone number any run of 7-15 digits is one, however written. */
const ANY_PHONE = /\+?\(?\d[\d\s().-]{5,}\d/g;

const SECRET_KEY = /pass(word)?|secret|token|authorization|api[-_]?key|cookie|smtp_?url|credentials/i;
/** Fields whose whole value is personal, by what it is. */
const PERSONAL_KEYS: readonly (readonly [RegExp, string])[] = [
  [/^(e-?mail|e-?mails|email_?address|to|from|cc|bcc|reply_?to|recipients?|contact_?email)$/i, '[email]'],
  [/^(phone|phones|phone_?number|mobile|telephone|tel)$/i, '[phone]'],
  [/^(ip|ips|client_?ip|remote_?address|remote_?ip|x-forwarded-for)$/i, '[ip]'],
];
/** Fields that hold what an operator reads a log for and never anything personal. */
const STRUCTURAL_KEY =
  /^(id|ids|reqId|correlationId|host|hostname|port|status|statusCode|durationMs|method|route|service|component|pid|level|time|queue|queuePrefix|processor|signal|version|backend|transport|attempt|attempts|attemptsMade|state|outcome)$|(Id|Ids|_id|_ids)$/;

function isToken(candidate: string): boolean {
  if (UUID.test(candidate)) return false;
  // Long words joined by dashes (template names, queue names) are not secrets; keys mix digits in.
  return /\d/.test(candidate) && /[A-Za-z]/.test(candidate);
}

function digitsBetween(candidate: string, min: number, max: number): boolean {
  const digits = candidate.replace(/\D/g, '').length;
  return digits >= min && digits <= max;
}

/** Masks emails, phone numbers, tokens and URL credentials in free text (a message, an error, a reason). */
export function redactText(text: string): string {
  return text
    .replace(URL_CREDENTIALS, '$1[redacted]@')
    .replace(AUTH_SCHEME, '$1 [redacted]')
    .replace(NAMED_SECRET, '$1$2$3[redacted]')
    .replace(EMAIL, '[email]')
    .replace(API_KEY, '[api-key]')
    .replace(JWT, '[token]')
    .replace(LONG_RUN, (m) => (isToken(m) ? '[token]' : m))
    .replace(PHONE, (m) => (digitsBetween(m, 7, 15) ? '[phone]' : m));
}

/** A personal field's value, masked whole (each element of a list, each string of an object). */
function maskPersonal(value: unknown, mask: string, depth: number): unknown {
  if (typeof value === 'string') {
    if (mask === '[phone]') return redactText(value).replace(ANY_PHONE, (m) => (digitsBetween(m, 7, 15) ? mask : m));
    // `to` and `from` also name the ends of a date range: only an address is masked whole.
    if (mask === '[email]' && !value.includes('@')) return redactText(value);
    return mask;
  }
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => maskPersonal(v, mask, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonal(v, mask, depth + 1)]));
}

/** One field of a log object, by what its name says it holds. */
function redactField(key: string, value: unknown, depth: number): unknown {
  if (SECRET_KEY.test(key)) return '[redacted]';
  const personal = PERSONAL_KEYS.find(([pattern]) => pattern.test(key));
  if (personal) return maskPersonal(value, personal[1], depth);
  // An id or host is never an email, so only an email (an id field misused for one) is masked there.
  if (STRUCTURAL_KEY.test(key) && typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (STRUCTURAL_KEY.test(key) && Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.map((v) => v.replace(EMAIL, '[email]'));
  return redactValue(value, depth + 1);
}

function redactError(error: Error, depth: number): Error {
  // Same prototype, so serializers still report the error's class (UnrecoverableError, ...).
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  copy.message = redactText(error.message);
  copy.name = error.name;
  copy.stack = error.stack === undefined ? undefined : redactText(error.stack);
  for (const [key, value] of Object.entries(error)) (copy as unknown as Record<string, unknown>)[key] = redactField(key, value, depth);
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
  for (const [key, v] of Object.entries(value)) out[key] = redactField(key, v, depth);
  return out;
}
