import { DASHBOARD_MESSAGES } from '@intake/machines';
import { useMemo } from 'react';
import { ApiError, apiRequest, RequestTimeoutError, type ApiRequestOptions, type ResponseCheck } from '../../../app/api-client';
import { useAuth } from '../../../app/auth/auth-context';
import { toast } from '../../../app/toasts/toast-store';

/** An admin call that got an HTTP error; its words are the admin spec §8 'API Error {status}: {body}'. */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The server's `detail`, as the api client read it (a string, or a list of messages joined). */
    readonly detail?: string,
  ) {
    super(DASHBOARD_MESSAGES.apiError(status, bodyText(body)));
  }
}

const BODY_TEXT_LIMIT = 300;

function bodyText(body: unknown): string {
  const text = typeof body === 'string' ? body : (JSON.stringify(body) ?? '');
  return text.length > BODY_TEXT_LIMIT ? `${text.slice(0, BODY_TEXT_LIMIT)}…` : text;
}

/** Said when a call got no answer at all (the browser's own words are "Failed to fetch"). */
export const NO_ANSWER_TEXT =
  'The server could not be reached: no answer came back. Check that the server is running and that this computer is online, then try again.';
export const TIMED_OUT_TEXT = 'The server took too long to answer. It may be busy or down; try again in a moment.';

/**
 * What an admin call's failure says on screen, in words staff understand: fetch's own
 * "Failed to fetch" (a TypeError, named so since it may come from another realm) says nothing to them.
 */
export function adminErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TypeError') return NO_ANSWER_TEXT;
  if (error instanceof RequestTimeoutError) return TIMED_OUT_TEXT;
  if (error instanceof Error && error.message !== '') return error.message;
  return String(error);
}

/** Every admin call names the schema of its answer; an answer off it is an InvalidResponseError ('Invalid response format'). */
export interface AdminApi {
  get<T>(path: string, response: ResponseCheck<T>, signal?: AbortSignal): Promise<T>;
  /** JSON in, JSON out; never retried (a repeated POST could repeat its effect). */
  post<T>(path: string, json: unknown, response: ResponseCheck<T>, signal?: AbortSignal): Promise<T>;
  /** As post, with PATCH (a change to part of a resource). */
  patch<T>(path: string, json: unknown, response: ResponseCheck<T>): Promise<T>;
  delete<T>(path: string, response: ResponseCheck<T>): Promise<T>;
}

/**
 * GETs with the stored admin token as a bearer header (admin spec §6). A 401 means the token is
 * no longer accepted: `onExpired` ends the session, and the guard then shows the login screen,
 * which brings the admin back here after signing in.
 */
export function createAdminApi(token: string, onExpired: () => void): AdminApi {
  const call = async <T>(path: string, response: ResponseCheck<T>, options: ApiRequestOptions): Promise<T> => {
    try {
      return await apiRequest(path, response, { ...options, headers: { Authorization: `Bearer ${token}` } });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) onExpired();
      throw new AdminApiError(error.status, error.body, error.detail);
    }
  };
  return {
    get: (path, response, signal) => call(path, response, signal ? { signal } : {}),
    post: (path, json, response, signal) => call(path, response, { method: 'POST', json, ...(signal ? { signal } : {}) }),
    patch: (path, json, response) => call(path, response, { method: 'PATCH', json }),
    delete: (path, response) => call(path, response, { method: 'DELETE' }),
  };
}

const EXPIRED_TOAST_ID = 'admin-session-expired';

/** The admin API of the signed-in session; stable while the token is. */
export function useAdminApi(): AdminApi {
  const { session, logout } = useAuth();
  const token = session?.token ?? '';
  return useMemo(
    () =>
      createAdminApi(token, () => {
        // Several calls may fail together; one toast says it.
        toast.error(DASHBOARD_MESSAGES.sessionExpired, { id: EXPIRED_TOAST_ID });
        logout();
      }),
    [token, logout],
  );
}
