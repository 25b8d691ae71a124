/**
 * Request input made safe for PostgreSQL before anything reads it: jsonb and text refuse NUL, and
 * jsonb refuses lone surrogates (half an emoji), which turned a stray byte into a 500 on every
 * endpoint that stores text. Strings are therefore made well-formed here, once, for every body,
 * query and path parameter: NUL characters are dropped and a lone surrogate becomes U+FFFD, as a
 * UTF-8 decoder would treat the same bytes. Sanitising (rather than refusing) keeps a visitor's
 * message that went through a broken clipboard; nothing valid changes.
 */

/** Deeper JSON than this is refused before it is parsed (no payload of ours nests past 10). */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_DETAIL = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

/** NUL dropped, lone surrogates replaced: a string PostgreSQL stores as it is. */
export function wellFormed(s: string): string {
  const w = s.isWellFormed() ? s : s.toWellFormed();
  return w.includes('\u0000') ? w.replaceAll('\u0000', '') : w;
}

/**
 * The deepest nesting of arrays and objects in a JSON text, by one linear scan that skips string
 * contents; stops counting once past `limit`. Runs before JSON.parse, so a 1 MB `[[[[...` costs
 * a scan, not a recursion in every later walker (zod's among them).
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** A parsed JSON value (depth already bounded) with every string and key well-formed. */
export function wellFormedValue(value: unknown): unknown {
  if (typeof value === 'string') return wellFormed(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = wellFormedValue(value[i]);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) {
      const clean = wellFormed(key);
      const v = wellFormedValue(obj[key]);
      if (clean !== key) {
        delete obj[key];
        // defineProperty: a key cleaned into "__proto__" stays a plain key.
        Object.defineProperty(obj, clean, { value: v, enumerable: true, writable: true, configurable: true });
      } else obj[key] = v;
    }
    return obj;
  }
  return value;
}
