import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LINK_TTL_MS } from '../admin.decider.js';

export type StaffLinkPurpose = 'invite' | 'reset';

/** What a link's token says: signed, so nobody can make one; its nonce makes it single-use. */
export interface StaffLinkClaims {
  purpose: StaffLinkPurpose;
  project: string;
  username: string;
  nonce: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

/** Only the digest of a nonce is recorded: the log cannot be read back into a working link. */
export const nonceDigest = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

/**
 * Invitation and password-reset links: `<payload>.<HMAC-SHA256>` keyed from JWT_SECRET (its own
 * derived key, as signed downloads have theirs). The signature and the expiry are checked here;
 * single use by the account's stream, whose open link must still carry this nonce.
 */
export class StaffLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('staff-links').digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  issue(purpose: StaffLinkPurpose, project: string, username: string, now = Date.now()): { token: string; claims: StaffLinkClaims } {
    const claims: StaffLinkClaims = { purpose, project, username, nonce: randomBytes(24).toString('base64url'), expires: now + LINK_TTL_MS };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, claims };
  }

  /** The claims of a genuine, unexpired token for this purpose, or null. */
  read(token: string, purpose: StaffLinkPurpose, now = Date.now()): StaffLinkClaims | null {
    const [payload, sig, ...rest] = token.split('.');
    if (!payload || !sig || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const c = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<StaffLinkClaims>;
      if (c.purpose !== purpose || typeof c.project !== 'string' || typeof c.username !== 'string' || typeof c.nonce !== 'string') return null;
      if (typeof c.expires !== 'number' || c.expires <= now) return null;
      return c as StaffLinkClaims;
    } catch {
      return null;
    }
  }
}

/** The web app's pages that take the token; in the fragment, so it reaches no server log or Referer. */
export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/admin/invitation#token=${token}`;
export const passwordResetUrl = (publicUrl: string, token: string) => `${publicUrl}/admin/reset-password#token=${token}`;
