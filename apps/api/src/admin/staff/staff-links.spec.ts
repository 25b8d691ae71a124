import { LINK_TTL_MS } from '../admin.decider.js';
import { nonceDigest, StaffLinks } from './staff-links.js';

describe('staff links', () => {
  const links = new StaffLinks('x'.repeat(32));
  const now = Date.parse('2026-11-01T00:00:00Z');

  it('reads back a link it issued, for its purpose only, until it expires after 7 days', () => {
    const { token, claims } = links.issue('invite', 'innovation-intake', 'ada', now);
    expect(claims.expires).toBe(now + LINK_TTL_MS);
    expect(links.read(token, 'invite', now + LINK_TTL_MS - 1)).toEqual(claims);
    expect(links.read(token, 'invite', now + LINK_TTL_MS)).toBeNull();
    expect(links.read(token, 'reset', now)).toBeNull();
  });

  it('refuses a token signed with another key, a changed payload and garbage', () => {
    const { token } = links.issue('reset', 'p', 'ada', now);
    expect(new StaffLinks('y'.repeat(32)).read(token, 'reset', now)).toBeNull();
    const [payload, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, username: 'mallory' })).toString('base64url');
    expect(links.read(`${forged}.${sig}`, 'reset', now)).toBeNull();
    for (const bad of ['', 'a', 'a.b', 'a.b.c', `${payload}.`]) expect(links.read(bad, 'reset', now)).toBeNull();
  });

  it('gives a fresh nonce each time, recorded only as its digest', () => {
    const a = links.issue('invite', 'p', 'ada', now).claims.nonce;
    const b = links.issue('invite', 'p', 'ada', now).claims.nonce;
    expect(a).not.toBe(b);
    expect(nonceDigest(a)).not.toContain(a);
    expect(nonceDigest(a)).toBe(nonceDigest(a));
  });
});
