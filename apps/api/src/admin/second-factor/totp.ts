import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it turned. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

export const RECOVERY_CODE_COUNT = 10;

/** A new secret, 160 random bits in base32 (RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const otpauthUri = (secret: string, account: string, issuer: string): string =>
  generateURI({ issuer, label: account, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/**
 * The time step the code matched, or null. A step at or before `afterStep` (the last one accepted)
 * is refused: RFC 6238 §5.2, a code is good once.
 */
export async function verifyTotp(secret: string, code: string, afterStep: number | null, nowMs = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of 10 base32 characters (50 random bits each), written in two groups for reading aloud. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * A recovery code's digest as stored. The codes are random with 48+ bits each and tried under the
 * sign-in throttle, so a fast digest is enough; a slow one would cost ten argon2 runs per try.
 */
export const recoveryCodeHash = (code: string): string => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url');
