import { createHash } from 'node:crypto';

/** Namespace for event ids derived from other ids; fixed so ids stay stable across releases. */
export const EVENT_ID_NAMESPACE = '4f1c2a8e-6b0d-4c3e-9a57-2d8e61f0b3c9';

function uuidBytes(uuid: string): Buffer {
  const hex = uuid.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`not a UUID: ${uuid}`);
  return Buffer.from(hex, 'hex');
}

/**
 * RFC 9562 version-5 (name-based, SHA-1) UUID. The same name always gives the same id, which
 * makes an append of "the consequence of X" idempotent: a redelivered event or job appends
 * nothing new.
 */
export function nameBasedUuid(name: string, namespace = EVENT_ID_NAMESPACE): string {
  const hash = createHash('sha1').update(uuidBytes(namespace)).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
