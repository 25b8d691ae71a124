import { generateWebhookSecret, openSecret, sealSecret, webhookSealingKey } from './secret-box.js';

describe('webhook secrets at rest', () => {
  const key = webhookSealingKey('a deployment key of enough length');

  it('makes Standard Webhooks secrets: whsec_ and 32 random bytes in base64', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('seals so that the sealed form does not show the secret, and opens it again with the key', () => {
    const secret = generateWebhookSecret();
    const sealed = sealSecret(secret, key, 'endpoint-1');
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(sealed).toMatch(/^v1\./);
    expect(openSecret(sealed, key, 'endpoint-1')).toBe(secret);
  });

  it('refuses another key, another endpoint, or a tampered seal', () => {
    const sealed = sealSecret(generateWebhookSecret(), key, 'endpoint-1');
    expect(() => openSecret(sealed, webhookSealingKey('another key'), 'endpoint-1')).toThrow();
    expect(() => openSecret(sealed, key, 'endpoint-2')).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecret(parts.join('.'), key, 'endpoint-1')).toThrow();
    expect(() => openSecret('plain', key, 'endpoint-1')).toThrow(/not a sealed/);
  });
});
