import { isInvalidResponse, DASHBOARD_MESSAGES } from '@intake/machines';
import { apiUrl } from '../../../app/api-client';
import { toast } from '../../../app/toasts/toast-store';
import type { AdminApi } from './admin-api';
import { downloadReplySchema } from '@intake/contracts';

export const downloadPath = (fileId: string) => `/api/work-with-us/download/${encodeURIComponent(fileId)}`;

/**
 * The signed address out of the download answer ({success, download_url}), made absolute against
 * the backend. Anything but an http(s) address is refused: it is about to be opened.
 */
export function downloadUrlOf(answer: unknown, base: string): string {
  const url = answer !== null && typeof answer === 'object' ? (answer as { download_url?: unknown }).download_url : undefined;
  if (typeof url !== 'string' || url.trim() === '') throw new Error(DASHBOARD_MESSAGES.noDownloadUrl);
  let absolute: URL;
  try {
    absolute = new URL(url, base);
  } catch {
    throw new Error(DASHBOARD_MESSAGES.noDownloadUrl);
  }
  if (absolute.protocol !== 'http:' && absolute.protocol !== 'https:') throw new Error(DASHBOARD_MESSAGES.noDownloadUrl);
  return absolute.href;
}

/** What the alert says when a download fails (admin spec §8). */
export function downloadFailureText(error: unknown): string {
  const message = error instanceof Error && error.message !== '' ? error.message : String(error);
  return DASHBOARD_MESSAGES.downloadFailed(message);
}

/**
 * Admin spec §7: ask the backend (with auth) for a signed address and open it in a new tab (`path`:
 * the spec's download call, or a response page's own file call, which answers the same). The tab
 * is opened at once, inside the click, so that pop-up blockers let it through; it is given the
 * address when it arrives, or closed again when there is none.
 */
export async function openFileDownload(api: AdminApi, fileId: string, path = downloadPath(fileId)): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    let answer: unknown;
    try {
      answer = await api.get(path, downloadReplySchema);
    } catch (error) {
      // An answer without a usable link is the spec's "no download URL" (below), not a failed call.
      if (!isInvalidResponse(error)) throw new Error(DASHBOARD_MESSAGES.noDownloadUrlFromServer);
      answer = error.body;
    }
    const url = downloadUrlOf(answer, new URL(apiUrl('/'), window.location.href).href);
    if (tab) {
      // The file's page gets no handle on the dashboard.
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
  } catch (error) {
    tab?.close();
    toast.error(downloadFailureText(error));
  }
}
