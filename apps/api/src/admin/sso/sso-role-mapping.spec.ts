import { mapSsoClaims, ssoUsername } from './sso-role-mapping.js';

const settings = {
  allowedDomains: ['partner.org'],
  domainRole: 'viewer' as const,
  roleClaim: 'groups',
  roleMap: [
    { group: 'intake-reviewers', role: 'reviewer' as const },
    { group: 'intake-owners', role: 'owner' as const },
  ],
};

describe('single sign-on: who gets in, as what', () => {
  it('gives the highest role of the mapped groups, whatever the domain', () => {
    expect(mapSsoClaims(settings, { email: 'Ann@elsewhere.com', groups: ['intake-reviewers', 'intake-owners', 'other'] })).toEqual({
      role: 'owner',
      email: 'ann@elsewhere.com',
    });
    expect(mapSsoClaims(settings, { email: 'ann@partner.org', groups: 'intake-reviewers' })).toEqual({ role: 'reviewer', email: 'ann@partner.org' });
  });

  it('gives the domain role to a verified address of an allowed domain, not to an unverified one', () => {
    expect(mapSsoClaims(settings, { email: 'bo@partner.org', email_verified: true })).toEqual({ role: 'viewer', email: 'bo@partner.org' });
    expect(mapSsoClaims(settings, { email: 'bo@partner.org' })).toEqual({ role: 'viewer', email: 'bo@partner.org' });
    expect(mapSsoClaims(settings, { email: 'bo@partner.org', email_verified: false })).toEqual({
      refused:
        'Your address bo@partner.org is not verified at your identity provider, so its domain cannot let you in. Verify it there, or ask an owner of this site.',
      email: 'bo@partner.org',
    });
  });

  it('refuses anyone else, saying why', () => {
    expect(mapSsoClaims(settings, { email: 'eve@evil.example', groups: ['staff'] })).toEqual({
      refused:
        'eve@evil.example may not sign in to this site: its email domain is not on this site’s allow-list and it is in none of the groups that give a role here. Ask an owner of this site to let you in.',
      email: 'eve@evil.example',
    });
    // A look-alike domain is not the domain.
    expect(mapSsoClaims(settings, { email: 'eve@notpartner.org' })).toHaveProperty('refused');
    expect(mapSsoClaims(settings, { email: 'eve@partner.org.evil.example' })).toHaveProperty('refused');
    expect(mapSsoClaims({ ...settings, roleClaim: undefined, roleMap: [] }, {})).toEqual({
      refused: 'Your account may not sign in to this site: its email domain is not on this site’s allow-list. Ask an owner of this site to let you in.',
      email: null,
    });
  });

  it('names the account after the address, in the characters usernames allow', () => {
    expect(ssoUsername('ann.lee@partner.org', 'abc')).toBe('ann.lee.partner.org');
    expect(ssoUsername('o+brien@partner.org', 'abc')).toBe('o-brien.partner.org');
    expect(ssoUsername(null, 'Zq3xY7aaaaaaaaaaaaaa')).toBe('sso-Zq3xY7aaaaaaaaaa');
  });
});
