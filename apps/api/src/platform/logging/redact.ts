const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Phone-like runs of 7+ digits with optional separators; dates and ids in logs are rarely shaped so.
const PHONE = /(?<![\w-])\+?\d[\d\s().-]{6,}\d(?![\w-])/g;
// Bearer tokens, JWTs, API keys: long unbroken base64/hex-ish runs.
const TOKEN = /\b[A-Za-z0-9_\-.]{32,}\b/g;

/** Masks personal data and secrets in a log string. */
export function redactText(text: string): string {
  return text.replace(TOKEN, '[token]').replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** Deeply redacts strings in a log object (bounded depth; log objects are small). */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { type: value.name, message: redactText(value.message), stack: value.stack && redactText(value.stack) };
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = redactValue(v, depth + 1);
  return out;
}
