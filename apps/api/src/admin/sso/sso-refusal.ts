import { ClientError } from 'openid-client';

/** A sign-in through the provider that ends on the login page with `detail`, never in a 5xx. */
export class SsoRefusal extends Error {
  constructor(
    readonly detail: string,
    /** The address the provider gave, once its token was checked. */
    readonly email: string | null = null,
  ) {
    super(detail);
    this.name = 'SsoRefusal';
  }
}

export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not set up on this site.',
  unreachable: 'The identity provider could not be reached. Please try again later; if it keeps failing, ask an owner to check OIDC_ISSUER.',
  noState: 'The identity provider’s answer has no sign-in state. Please start the sign-in again from this site.',
  replayedState: 'This sign-in answer has already been used. Please start the sign-in again.',
  unknownState: 'This sign-in was not started here or has expired (after 10 minutes). Please start the sign-in again.',
  wrongAudience: 'The identity provider’s token was issued to another application (wrong audience), so it cannot sign you in here.',
  wrongIssuer: 'The identity provider’s token comes from another issuer than the one this site trusts.',
  expiredToken: 'The identity provider’s token has expired (or the clocks disagree). Please sign in again.',
  nonceMismatch: 'The identity provider’s token does not belong to this sign-in (its nonce does not match). Please start the sign-in again.',
  codeRefused: 'The identity provider refused the sign-in code (it may have been used already or expired). Please start the sign-in again.',
  handoffExpired: 'This single sign-on has expired or was already completed. Please sign in again.',
  accountGone: 'The staff account linked to your identity is no longer active. Ask an owner of this site.',
} as const;

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  error?: unknown;
  error_description?: unknown;
}

/** The claim a failed check names (oauth4webapi puts it in the cause), if any. */
function failedClaim(err: unknown): string | undefined {
  for (let e = err as ErrorLike | undefined, depth = 0; e && depth < 5; e = e.cause as ErrorLike | undefined, depth++) {
    const claim = (e as { claim?: unknown }).claim;
    if (typeof claim === 'string') return claim;
    if (typeof e.message === 'string') {
      const m = /unexpected JWT "(\w+)"/.exec(e.message);
      if (m) return m[1];
    }
  }
  return undefined;
}

/** What openid-client's refusal of the provider's answer means, in words for the person signing in. */
export function ssoFailureDetail(err: unknown): string {
  const e = err as ErrorLike;
  if (e?.code === 'OAUTH_AUTHORIZATION_RESPONSE_ERROR' || e?.code === 'OAUTH_RESPONSE_BODY_ERROR') {
    if (e.error === 'invalid_grant') return SSO_MESSAGES.codeRefused;
    const said = typeof e.error_description === 'string' ? e.error_description : typeof e.error === 'string' ? e.error : 'it gave no reason';
    return `The identity provider did not sign you in: ${said}`;
  }
  const claim = failedClaim(err);
  if (claim === 'aud' || claim === 'azp') return SSO_MESSAGES.wrongAudience;
  if (claim === 'iss') return SSO_MESSAGES.wrongIssuer;
  if (claim === 'exp' || claim === 'iat' || claim === 'nbf') return SSO_MESSAGES.expiredToken;
  if (claim === 'nonce') return SSO_MESSAGES.nonceMismatch;
  // The library's own words say what was wrong with the answer; anything else (our database, say) is not the visitor's business.
  const said = err instanceof ClientError ? ` (${err.message})` : '';
  return `The sign-in through the identity provider failed${said}. Please try again.`;
}
