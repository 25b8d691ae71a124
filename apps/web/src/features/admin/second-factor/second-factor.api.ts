import {
  loginResponseSchema,
  secondFactorConfirmedSchema,
  secondFactorDisabledSchema,
  secondFactorEnrolmentSchema,
  secondFactorStatusSchema,
  ssoOfferSchema,
  type LoginResponse,
  type SecondFactorConfirmed,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
  type SsoOffer,
} from '@intake/contracts';
import { apiRequest, apiUrl } from '../../../app/api-client';
import type { AdminApi } from '../dashboard/admin-api';

/** What the login page offers; null from a backend that has no single sign-on (another deployment, an older one). */
export async function fetchSsoOffer(): Promise<SsoOffer | null> {
  try {
    return await apiRequest('/api/admin/sso', ssoOfferSchema);
  } catch {
    return null;
  }
}

/** The button's address: the api redirects to the provider, and back to the login page with a one-time code. */
export function ssoStartHref(offer: SsoOffer, returnTo: string): string {
  return `${apiUrl(offer.start_path ?? '/api/admin/sso/start')}?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}

export const exchangeSsoCode = (code: string): Promise<LoginResponse> =>
  apiRequest('/api/admin/sso/exchange', loginResponseSchema, { method: 'POST', json: { code } });

export const completeSecondFactor = (challengeToken: string, code: string): Promise<LoginResponse> =>
  apiRequest('/api/login/second-factor', loginResponseSchema, { method: 'POST', json: { challenge_token: challengeToken, code } });

/** Enrolment at sign-in (an owner TOTP_REQUIRED_FOR_OWNERS holds back) and from the workspace: the same steps, two ways in. */
export interface EnrolmentCalls {
  start(): Promise<SecondFactorEnrolment>;
  confirm(code: string): Promise<SecondFactorConfirmed>;
}

export const enrolmentAtSignIn = (challengeToken: string): EnrolmentCalls => ({
  start: () => apiRequest('/api/login/second-factor/enrolment', secondFactorEnrolmentSchema, { method: 'POST', json: { challenge_token: challengeToken } }),
  confirm: (code) =>
    apiRequest('/api/login/second-factor/enrolment/confirm', secondFactorConfirmedSchema, { method: 'POST', json: { challenge_token: challengeToken, code } }),
});

export const enrolmentInWorkspace = (api: AdminApi): EnrolmentCalls => ({
  start: () => api.post('/api/admin/second-factor/enrolment', {}, secondFactorEnrolmentSchema),
  confirm: (code) => api.post('/api/admin/second-factor/enrolment/confirm', { code }, secondFactorConfirmedSchema),
});

export const secondFactorStatus = (api: AdminApi): Promise<SecondFactorStatus> => api.get('/api/admin/second-factor', secondFactorStatusSchema);
export const disableSecondFactor = (api: AdminApi, code: string) => api.post('/api/admin/second-factor/disable', { code }, secondFactorDisabledSchema);
