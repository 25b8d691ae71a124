import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@intake/config';
import { APP_CONFIG } from '../tokens.js';

/** Short-lived download links: HMAC over the file id and the expiry time. */
@Injectable()
export class SignedUrlService {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret ?? '')
      .update('signed-downloads')
      .digest();
  }

  private sign(fileId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileId}.${expires}`).digest('base64url');
  }

  create(fileId: string, now = Date.now()): { path: string; expiresAt: Date } {
    const expires = Math.floor(now / 1000) + this.config.signedUrlTtlSeconds;
    const sig = this.sign(fileId, expires);
    return { path: `/api/files/${encodeURIComponent(fileId)}?expires=${expires}&sig=${sig}`, expiresAt: new Date(expires * 1000) };
  }

  verify(fileId: string, expires: string | undefined, sig: string | undefined, now = Date.now()): 'ok' | 'expired' | 'invalid' {
    if (!expires || !sig || !/^\d+$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.sign(fileId, Number(expires)));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return Number(expires) * 1000 < now ? 'expired' : 'ok';
  }
}
