import { ADMIN_MESSAGES, loginStepReplySchema, type LoginReply, type LoginRequest, type SecondFactorChallenge } from '@intake/contracts';
import { isInvalidResponse } from '@intake/machines';
import { ApiError, apiRequest, RequestTimeoutError } from '../../app/api-client';

/**
 * Admin spec §4: POST /api/login, and POST /login on a backend that has no /api/login. Admin spec
 * §3, §7: a reply is an access_token and a user (loginReplySchema); what else our server sends
 * (token_type, expires_in, the user's project and role) may be missing from another backend's.
 */
export async function requestAdminLogin(credentials: LoginRequest): Promise<LoginReply | SecondFactorChallenge> {
  // An account with a second factor gets a challenge instead (docs/single-sign-on.md); others the spec's reply.
  const post = (path: string) => apiRequest(path, loginStepReplySchema, { method: 'POST', json: credentials });
  try {
    return await post('/api/login');
  } catch (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 405);
    if (!missing) throw error;
    return await post('/login');
  }
}

/** Admin spec §8: the words the login screen shows for a failed sign-in. */
export function loginErrorMessage(error: unknown): string {
  // A reply without a token and a user is a failed sign-in (admin spec §8), whatever else it holds.
  if (isInvalidResponse(error)) return ADMIN_MESSAGES.loginFailed;
  if (error instanceof ApiError) {
    if (error.status === 401) return ADMIN_MESSAGES.invalidCredentials;
    return error.detail ?? ADMIN_MESSAGES.loginFailed;
  }
  if (error instanceof RequestTimeoutError) return error.message;
  // A network failure's own text ("Failed to fetch") tells an admin nothing useful.
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return error.message;
  return ADMIN_MESSAGES.loginFailed;
}
