import { API_KEY_PATTERN, ApiKeyEvents, type ApiKeyEvent } from '@intake/contracts';
import type { NewOf } from '@intake/event-store';
import { stored } from '../../testing/decider-spec.js';
import { apiKeyReducer, ApiKeyRefused, checkKey, decideCreate, decideRevoke, KEY_INVALID, type ApiKeyState } from './api-key.decider.js';
import { keyIdOf, newApiKey, sameDigest, sha256Hex } from './api-key-secret.js';

const now = new Date('2026-11-29T08:00:00.000Z');
const DAY = 86_400_000;

const fold = (events: NewOf<ApiKeyEvent>[]): ApiKeyState =>
  events.map((e, i) => stored<ApiKeyEvent>(e, i + 1)).reduce(apiKeyReducer.evolve, apiKeyReducer.initial);

describe('API keys: the secret', () => {
  it('makes keys with the recognisable prefix, their id in the clear and 256 random bits', () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(a.key).toMatch(API_KEY_PATTERN);
    expect(keyIdOf(a.key)).toBe(a.keyId);
    expect(a.key).not.toBe(b.key);
    expect(a.sha256).toBe(sha256Hex(a.key));
    expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(keyIdOf('ik_short_x')).toBeNull();
    expect(keyIdOf(`Bearer ${a.key}`)).toBeNull();
  });

  it('compares digests in constant time and never matches an empty digest', () => {
    const d = sha256Hex('x');
    expect(sameDigest(d, d)).toBe(true);
    expect(sameDigest(d, sha256Hex('y'))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
    expect(sameDigest(d, d.slice(0, 10))).toBe(false);
  });
});

describe('API keys: decide and check', () => {
  const input = {
    keyId: 'k'.repeat(32),
    name: 'CRM',
    scopes: ['responses:read' as const],
    secretSha256: sha256Hex('s'),
    expiresAt: new Date(now.getTime() + 30 * DAY),
    by: 'tester',
    now,
  };

  it('creates a key once, with an expiry in the future and at most a year ahead', () => {
    const created = decideCreate(fold([]), input);
    expect(created).toEqual([
      {
        type: ApiKeyEvents.Created,
        data: {
          key_id: input.keyId,
          name: 'CRM',
          scopes: ['responses:read'],
          secret_sha256: input.secretSha256,
          expires_at: input.expiresAt.toISOString(),
          created_by: 'tester',
          at: now.toISOString(),
        },
      },
    ]);
    expect(() => decideCreate(fold(created), input)).toThrow(ApiKeyRefused);
    expect(() => decideCreate(fold([]), { ...input, expiresAt: now })).toThrow(/future/);
    expect(() => decideCreate(fold([]), { ...input, expiresAt: new Date(now.getTime() + 367 * DAY) })).toThrow(/at most 366 days/);
    expect(decideCreate(fold([]), { ...input, expiresAt: new Date(now.getTime() + 366 * DAY) })).toHaveLength(1);
  });

  it('revokes a key once; a revoked key stays revoked; an unknown key is unknown', () => {
    const created = decideCreate(fold([]), input);
    expect(decideRevoke(fold([]), { by: 'tester', now })).toBe('unknown');
    const revoked = decideRevoke(fold(created), { by: 'tester', now });
    expect(revoked).toEqual([{ type: ApiKeyEvents.Revoked, data: { key_id: input.keyId, name: 'CRM', revoked_by: 'tester', at: now.toISOString() } }]);
    expect(decideRevoke(fold([...created, ...(revoked as NewOf<ApiKeyEvent>[])]), { by: 'tester', now })).toEqual([]);
  });

  it('lets the right secret in until expiry or revocation, and tells unknown and wrong keys apart from nobody', () => {
    const created = decideCreate(fold([]), input);
    const state = fold(created);
    expect(checkKey(state, input.secretSha256, now, sameDigest)).toEqual({ ok: true });
    expect(checkKey(state, sha256Hex('wrong'), now, sameDigest)).toEqual({ ok: false, detail: KEY_INVALID });
    expect(checkKey(fold([]), input.secretSha256, now, sameDigest)).toEqual({ ok: false, detail: KEY_INVALID });
    expect(checkKey(state, input.secretSha256, input.expiresAt, sameDigest)).toEqual({
      ok: false,
      detail: `This API key expired on ${input.expiresAt.toISOString()}.`,
    });
    const revoked = fold([...created, ...(decideRevoke(state, { by: 'tester', now }) as NewOf<ApiKeyEvent>[])]);
    expect(checkKey(revoked, input.secretSha256, now, sameDigest)).toEqual({ ok: false, detail: 'This API key has been revoked.' });
    // A wrong secret for a revoked key learns nothing about it.
    expect(checkKey(revoked, sha256Hex('wrong'), now, sameDigest)).toEqual({ ok: false, detail: KEY_INVALID });
  });
});
