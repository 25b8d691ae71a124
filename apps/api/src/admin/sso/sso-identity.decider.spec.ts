import { StaffSignInEvents } from '@intake/contracts';
import { ConflictError } from '../../platform/errors/domain-errors.js';
import { decider } from '../../testing/decider-spec.js';
import { decideLinkIdentity, ssoIdentityReducer, ssoIdentityStreamId } from './sso-identity.decider.js';

const spec = decider(ssoIdentityReducer);
const at = new Date('2026-11-29T10:00:00Z');
const link = {
  issuer: 'https://idp.example',
  subject: 's-1',
  username: 'ann.partner.org',
  projectName: 'innovation-intake',
  email: 'ann@partner.org',
  role: 'reviewer' as const,
};

describe('single sign-on identity decider', () => {
  it('links an identity once to one account', () => {
    const linked = spec
      .given([])
      .when((s) => decideLinkIdentity(s, link, at))
      .thenAppends([
        {
          type: StaffSignInEvents.SsoIdentityLinked,
          data: {
            issuer: link.issuer,
            subject: 's-1',
            username: 'ann.partner.org',
            project_name: 'innovation-intake',
            email: 'ann@partner.org',
            role: 'reviewer',
            at: at.toISOString(),
          },
        },
      ]);
    expect(spec.given(linked).state).toEqual({ status: 'linked', username: 'ann.partner.org', projectName: 'innovation-intake' });
    spec
      .given(linked)
      .when((s) => decideLinkIdentity(s, { ...link, username: 'other' }, at))
      .thenThrows(ConflictError, 'This identity is already linked to the staff account ann.partner.org.');
  });

  it('names the stream by a digest of issuer and subject, so one subject at two issuers is two identities', () => {
    expect(ssoIdentityStreamId('https://a.example', 's-1')).not.toBe(ssoIdentityStreamId('https://b.example', 's-1'));
    expect(ssoIdentityStreamId('https://a.example', 's-1')).toMatch(/^staff-sso-identity-[\w-]{43}$/);
    expect(ssoIdentityStreamId('https://a.example', 's-1')).not.toContain('s-1');
  });
});
