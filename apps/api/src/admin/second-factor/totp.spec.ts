import { generate } from 'otplib';
import { newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash, TOTP_PERIOD_SECONDS, verifyTotp } from './totp.js';

describe('TOTP (RFC 6238)', () => {
  it('accepts the RFC 6238 test vector of SHA-1 at T=59 s (94287082, its last 6 digits)', async () => {
    // Appendix B: the key is the ASCII "12345678901234567890", base32 below.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await verifyTotp(secret, '287082', null, 59_000)).toBe(1);
    expect(await verifyTotp(secret, '287083', null, 59_000)).toBeNull();
  });

  it('takes a code one step early or late, not two, and never the same step twice', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
    const at = (s: number) => generate({ secret, epoch: s * TOTP_PERIOD_SECONDS });
    expect(await verifyTotp(secret, await at(step), null, now)).toBe(step);
    expect(await verifyTotp(secret, await at(step - 1), null, now)).toBe(step - 1);
    expect(await verifyTotp(secret, await at(step + 1), null, now)).toBe(step + 1);
    expect(await verifyTotp(secret, await at(step - 2), null, now)).toBeNull();
    expect(await verifyTotp(secret, await at(step), step, now)).toBeNull();
    expect(await verifyTotp(secret, await at(step + 1), step, now)).toBe(step + 1);
    expect(await verifyTotp(secret, 'abcdef', null, now)).toBeNull();
  });

  it('writes an otpauth URI authenticator apps read', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'tester', 'Innovation Intake');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Innovation%20Intake:tester\?/);
    expect(new URL(uri).searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(new URL(uri).searchParams.get('issuer')).toBe('Innovation Intake');
  });

  it('makes ten distinct recovery codes whose digest ignores case, spaces and dashes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeHash(codes[0]!.toUpperCase().replace('-', ' '))).toBe(recoveryCodeHash(codes[0]!));
    expect(recoveryCodeHash(codes[0]!)).not.toContain(codes[0]!.slice(0, 5));
  });
});
