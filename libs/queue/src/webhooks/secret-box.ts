import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '@intake/config';

/**
 * Webhook signing secrets at rest (docs/integrations.md, "The secret"). The worker needs the
 * secret itself to sign, so it cannot be hashed; it is sealed with AES-256-GCM under a key
 * derived (HKDF-SHA256) from WEBHOOK_SECRET_KEY, or JWT_SECRET when that is unset. The event log
 * and the endpoints table hold only the sealed form: a database dump without the key gives no
 * secret away, and a sealed secret moved to another endpoint fails its authentication tag.
 */
const VERSION = 'v1';

export function webhookSealingKey(material: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, 'innovation-intake', 'webhook-secret-sealing-v1', 32));
}

/**
 * The sealing key of this deployment: from WEBHOOK_SECRET_KEY, else from JWT_SECRET (which
 * `npm start` keeps in DATA_DIR when unset). None: webhooks cannot be registered or sent.
 */
export function configuredSealingKey(config: Pick<AppConfig, 'webhooks' | 'jwtSecret'>): Buffer | undefined {
  const material = config.webhooks.secretKey ?? config.jwtSecret;
  return material ? webhookSealingKey(material) : undefined;
}

const b64 = (b: Buffer) => b.toString('base64url');

/** `v1.<iv>.<tag>.<ciphertext>`, the endpoint id bound in as additional data. */
export function sealSecret(secret: string, key: Buffer, endpointId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(endpointId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join('.');
}

export function openSecret(sealed: string, key: Buffer, endpointId: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(endpointId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const generateWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;
