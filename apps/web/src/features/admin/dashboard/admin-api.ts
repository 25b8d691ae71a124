import { DASHBOARD_MESSAGES } from '@intake/machines';
import { useMemo } from 'react';
import { ApiError, apiRequest } from '../../../app/api-client';
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
  const text = typeof body === 'string' ? body : JSON.stringify(body) ?? '';
  return text.length > BODY_TEXT_LIMIT ? `${text.slice(0, BODY_TEXT_LIMIT)}…` : text;
}

/** What an admin call's failure says on screen. */
export function adminErrorText(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return String(error);
}

export interface AdminApi {
  get<T = unknown>(path: string, signal?: AbortSignal): Promise<T>;
}

/**
 * GETs with the stored admin token as a bearer header (admin spec §6). A 401 means the token is
 * no longer accepted: `onExpired` ends the session, and the guard then shows the login screen,
 * which brings the admin back here after signing in.
 */
export function createAdminApi(token: string, onExpired: () => void): AdminApi {
  return {
    async get<T>(path: string, signal?: AbortSignal): Promise<T> {
      try {
        return await apiRequest<T>(path, { headers: { Authorization: `Bearer ${token}` }, ...(signal ? { signal } : {}) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 401) onExpired();
        throw new AdminApiError(error.status, error.body, error.detail);
      }
    },
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
