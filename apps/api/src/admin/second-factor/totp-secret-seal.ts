import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: the api needs the secret itself to check a code, so it is sealed
 * (AES-256-GCM, key derived from JWT_SECRET with HKDF) with its stream bound in: the event log
 * holds no usable secret, and a sealed one moved to another account fails its tag. A new
 * JWT_SECRET makes the sealed secrets unreadable: their owners sign in with a recovery code and
 * enrol again (docs/single-sign-on.md).
 */
export const totpSealingKey = (jwtSecret: string): Buffer => Buffer.from(hkdfSync('sha256', jwtSecret, 'innovation-intake', 'totp-secret-sealing-v1', 32));

const b64 = (b: Buffer) => b.toString('base64url');

export function sealTotpSecret(secret: string, key: Buffer, streamId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(streamId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.');
}

/** The secret, or null when it cannot be opened with this key (another JWT_SECRET, or tampered). */
export function openTotpSecret(sealed: string, key: Buffer, streamId: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(streamId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
