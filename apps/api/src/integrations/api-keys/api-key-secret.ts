import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX } from '@intake/contracts';

/** A new key: its id (in the clear, for lookups and logs) and 256 random bits. */
export function newApiKey(): { keyId: string; key: string; sha256: string } {
  const keyId = randomUUID().replaceAll('-', '');
  const key = `${API_KEY_PREFIX}${keyId}_${randomBytes(32).toString('base64url')}`;
  return { keyId, key, sha256: sha256Hex(key) };
}

/**
 * SHA-256, not a password hash: the key is 256 random bits, so no dictionary or brute force
 * applies, and a slow hash would cost every API call its CPU for nothing.
 */
export const sha256Hex = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key id a presented key names, or null when it is not shaped as a key. */
export function keyIdOf(presented: string): string | null {
  return API_KEY_PATTERN.exec(presented)?.[1] ?? null;
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
