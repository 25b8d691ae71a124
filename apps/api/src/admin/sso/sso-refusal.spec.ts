import { SSO_MESSAGES, ssoFailureDetail } from './sso-refusal.js';

describe('what a refused answer from the provider says', () => {
  it('names the claim check that failed, as oauth4webapi reports it', () => {
    const failed = (claim: string) =>
      Object.assign(new Error('unexpected JWT claim value encountered'), { code: 'OAUTH_JWT_CLAIM_COMPARISON_FAILED', cause: { claim } });
    expect(ssoFailureDetail(failed('aud'))).toBe(SSO_MESSAGES.wrongAudience);
    expect(ssoFailureDetail(failed('iss'))).toBe(SSO_MESSAGES.wrongIssuer);
    expect(ssoFailureDetail(failed('nonce'))).toBe(SSO_MESSAGES.nonceMismatch);
    expect(
      ssoFailureDetail(new Error('x', { cause: new Error('unexpected JWT "exp" (expiration time) claim value, expiration is past current timestamp') })),
    ).toBe(SSO_MESSAGES.expiredToken);
  });

  it('passes on the provider’s refusal, and tells a spent code apart', () => {
    expect(ssoFailureDetail({ code: 'OAUTH_AUTHORIZATION_RESPONSE_ERROR', error: 'access_denied', error_description: 'User cancelled' })).toBe(
      'The identity provider did not sign you in: User cancelled',
    );
    expect(ssoFailureDetail({ code: 'OAUTH_RESPONSE_BODY_ERROR', error: 'invalid_grant' })).toBe(SSO_MESSAGES.codeRefused);
  });

  it('keeps other failures’ own words (a database error, say) off the login page', () => {
    expect(ssoFailureDetail(new Error('connect ECONNREFUSED 127.0.0.1:5432'))).toBe('The sign-in through the identity provider failed. Please try again.');
  });
});
