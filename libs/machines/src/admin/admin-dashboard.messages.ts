/** Admin spec §4 and §8: the words the dashboard shows, in one place for the screen and the tests. */
export const DASHBOARD_MESSAGES = {
  loadTimedOut: 'Loading timed out. Displaying dashboard with limited functionality.',
  noBackend: 'Failed to connect to any backend server',
  loadFailed: (message: string) => `Failed to load data: ${message}`,
  apiError: (status: number, body: string) => `API Error ${status}: ${body}`,
  switchFailed: (url: string) => `Failed to switch to backend: ${url}`,
  dataMismatch: (total: number) =>
    `Data mismatch: the statistics count ${total} conversation${total === 1 ? '' : 's'}, but the conversation list came back empty. The Debug Info tab shows where the data stops.`,
  downloadFailed: (message: string) => `Failed to download file: ${message}`,
  noDownloadUrlFromServer: 'Failed to get download URL',
  noDownloadUrl: 'No download URL provided',
  sessionExpired: 'Your admin session has expired. Please sign in again.',
  unreadableAnswer: 'The server answered in a shape the dashboard cannot read',
} as const;
