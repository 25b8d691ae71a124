import { ApiError } from '../../../app/api-client';
import { adminErrorText, AdminApiError } from '../dashboard/admin-api';

/** The server's own words for a refused code or step (its `detail`), else what the admin client says. */
export function errorText(error: unknown): string {
  if (error instanceof AdminApiError && error.detail) return error.detail;
  if (error instanceof ApiError && error.detail) return error.detail;
  return adminErrorText(error);
}
