import { ADMIN_MESSAGES, loginReplySchema, type LoginReply, type LoginRequest } from '@intake/contracts';
import { ApiError, apiRequest, RequestTimeoutError } from '../../app/api-client';

/** Admin spec §4: POST /api/login, and POST /login on a backend that has no /api/login. */
export async function requestAdminLogin(credentials: LoginRequest): Promise<LoginReply> {
  const post = (path: string) => apiRequest<unknown>(path, { method: 'POST', json: credentials });
  let reply: unknown;
  try {
    reply = await post('/api/login');
  } catch (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 405);
    if (!missing) throw error;
    reply = await post('/login');
  }
  return readLoginReply(reply);
}

/**
 * Admin spec §3, §7: a reply is an access_token and a user; what else our server sends
 * (token_type, expires_in, the user's project and role) may be missing from another backend's.
 */
export function readLoginReply(reply: unknown): LoginReply {
  const parsed = loginReplySchema.safeParse(reply);
  if (!parsed.success) throw new Error(ADMIN_MESSAGES.loginFailed);
  return parsed.data;
}

/** Admin spec §8: the words the login screen shows for a failed sign-in. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return ADMIN_MESSAGES.invalidCredentials;
    return error.detail ?? ADMIN_MESSAGES.loginFailed;
  }
  if (error instanceof RequestTimeoutError) return error.message;
  // A network failure's own text ("Failed to fetch") tells an admin nothing useful.
  if (error instanceof Error && !(error instanceof TypeError) && error.message) return error.message;
  return ADMIN_MESSAGES.loginFailed;
}
